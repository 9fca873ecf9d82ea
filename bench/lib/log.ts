/** Progress goes to stderr so stdout carries only the result tables. */
export function progress(message: string): void {
  process.stderr.write(`[bench] ${message}\n`);
}
