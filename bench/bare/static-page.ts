/**
 * The starvation table's control: bare node:http answering GET / with the app shell's bytes from
 * memory, in a process of its own that no flood reaches. The bench's bystander asks it in turn with
 * Selah's shell and dashboard, so its p99 during a flood, against its idle p99, is what the machine
 * alone (the flooders, the server and the bench sharing its cores) does to a request, with no
 * waiting in Selah's event loop in it.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const file = process.env.PAGE_FILE;
if (!file) throw new Error('PAGE_FILE is required');
const page = readFileSync(file);

createServer((request, response) => {
  if (request.url === '/api/health') {
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    return;
  }
  response
    .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': page.length })
    .end(page);
}).listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');

process.on('SIGTERM', () => process.exit(0));
