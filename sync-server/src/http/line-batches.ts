/**
 * Lines written once per turn of the event loop instead of once each. The request log writes a
 * line per request, and stdout to a file (or /dev/null) is written synchronously: a system call
 * per request, 3% of a dashboard read's CPU under load. A busy node finishes several requests per
 * turn, and their lines now go out together, in order, before the next turn's I/O; what is still
 * waiting when the process exits is written then.
 */
export function linesPerTurn(
  write: (text: string) => void,
  atExit: (flush: () => void) => void = (flush) => process.once('exit', flush),
): (line: string) => void {
  let waiting: string[] = [];
  const flush = () => {
    if (waiting.length === 0) return;
    const text = waiting.join('\n') + '\n';
    waiting = [];
    write(text);
  };
  atExit(flush);
  return (line) => {
    if (waiting.length === 0) setImmediate(flush);
    waiting.push(line);
  };
}
