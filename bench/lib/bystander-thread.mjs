// The starvation bystander's requests, on a thread of their own (bench/lib/bystander.ts starts it).
// Plain JavaScript: a worker thread does not inherit the TypeScript loader the bench runs under.
//
// It asks for the app's shell (GET /), another member's dashboard and the control (GET / of a bare
// server no flood reaches: bench/bare/static-page.ts) in turn, one request at a time, each over a kept-alive connection of its own, and times each from its start to its last
// byte. On its own event loop the timings do not include the flooders' work in the bench's main
// thread (building batches, parsing answers), only the server's.
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { url, cookie, controlUrl } = workerData;

function probe(path, headers, origin = url) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const once = () =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const req = request(`${origin}${path}`, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          if ((res.statusCode ?? 0) >= 300) {
            reject(new Error(`GET ${path} answered ${res.statusCode}`));
          } else resolve(performance.now() - started);
        });
      });
      req.on('error', reject);
      req.end();
    });
  return { once, close: () => agent.destroy() };
}

const shell = probe('/', {});
const reads = probe('/api/dashboard-stats', { cookie });
const control = probe('/', {}, controlUrl);
let stopAsked = false;

/** A wall-clock time both threads read alike (performance.now() starts per thread). */
const clock = () => performance.timeOrigin + performance.now();

/**
 * Rounds (shell, dashboard, control) until `target` have been answered, `maxMs` has passed or the main
 * thread asks to stop; each with the time its second answer ended, so the main thread can keep
 * only those answered while its flood ran.
 */
async function sample(target, maxMs) {
  const started = performance.now();
  const pairs = [];
  while (!stopAsked && pairs.length < target && performance.now() - started < maxMs) {
    const shellMs = await shell.once();
    const readMs = await reads.once();
    const controlMs = await control.once();
    pairs.push({ shell: shellMs, reads: readMs, control: controlMs, endedAt: clock() });
  }
  return pairs;
}

parentPort.on('message', (message) => {
  if (message.type === 'stop') {
    stopAsked = true;
    return;
  }
  if (message.type === 'close') {
    shell.close();
    reads.close();
    control.close();
    parentPort.close();
    return;
  }
  stopAsked = false;
  sample(message.target, message.maxMs ?? Infinity).then(
    (pairs) => parentPort.postMessage({ type: 'pairs', pairs }),
    (error) => parentPort.postMessage({ type: 'error', message: String(error?.message ?? error) }),
  );
});
