/**
 * The app shell (index.html) answered from memory: every visit and every deep link asks for it,
 * and serving it from the disk took several turns of the event loop (an open, a read, a close),
 * each of which waited behind any sync work running, so a flood of pushes or pulls slowed the
 * shell more than the API (decision 040). The files are checked with a synchronous stat on each
 * request, which takes no turn: a build deployed in place (the server not restarted) is read
 * again and served at once.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Context } from 'hono';
import type { AppEnv } from './env';

/** The copies the build writes beside index.html, in the order a browser's accepted ones win. */
const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

/** One copy of the shell; each carries its own file's time, as the disk server sends it. */
type ShellCopy = { encoding: string | null; body: Uint8Array<ArrayBuffer>; lastModified: string };
type Shell = { signature: string; plain: ShellCopy; encoded: ShellCopy[] };

export type AppShell = {
  /** The shell for this request, or null for what the disk server must answer (a Range). */
  answer(c: Context<AppEnv>): Response | null;
};

/** A file's bytes in an array of their own (a Buffer may share a larger pool's memory). */
const bytesOf = (file: string) => Uint8Array.from(readFileSync(file));

export function loadAppShell(webDist: string): AppShell {
  const file = join(webDist, 'index.html');
  const files = [file, ...ENCODINGS.map(([, suffix]) => file + suffix)];
  /** What the files are now (a deploy changes a time or a size), and when each one changed. */
  const signatureNow = () => {
    const stats = files.map((path) => statSync(path, { throwIfNoEntry: false }));
    return {
      signature: stats.map((stat) => (stat ? `${stat.mtimeMs}:${stat.size}` : '-')).join('|'),
      /** The time of files[index], sent as its copy's Last-Modified. */
      modified: (index: number) => (stats[index]?.mtime ?? new Date()).toUTCString(),
    };
  };
  const read = ({ signature, modified }: ReturnType<typeof signatureNow>): Shell => {
    const encoded: ShellCopy[] = [];
    ENCODINGS.forEach(([encoding, suffix], index) => {
      try {
        encoded.push({ encoding, body: bytesOf(file + suffix), lastModified: modified(index + 1) });
      } catch {
        // The build wrote no such copy: browsers get another.
      }
    });
    return {
      signature,
      plain: { encoding: null, body: bytesOf(file), lastModified: modified(0) },
      encoded,
    };
  };
  let shell = read(signatureNow());

  return {
    answer(c) {
      // Ranges of the shell are rare (a resumed download): the disk server answers them.
      if (c.req.header('range')) return null;
      const now = signatureNow();
      if (now.signature !== shell.signature) shell = read(now);
      const accepted = new Set(
        c.req
          .header('accept-encoding')
          ?.split(',')
          .map((encoding) => encoding.trim()),
      );
      const copy =
        shell.encoded.find((candidate) => accepted.has(candidate.encoding!)) ?? shell.plain;
      c.header('Content-Type', 'text/html; charset=utf-8');
      if (copy.encoding) {
        c.header('Content-Encoding', copy.encoding);
        c.header('Vary', 'Accept-Encoding', { append: true });
      }
      c.header('Last-Modified', copy.lastModified);
      c.header('Content-Length', String(copy.body.byteLength));
      return c.req.method === 'HEAD' ? c.body(null, 200) : c.body(copy.body, 200);
    },
  };
}
