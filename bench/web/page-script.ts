/**
 * Source for a function to run in the page (addInitScript / evaluate) with its argument.
 * The bench runs under tsx, whose esbuild transform keeps function names by wrapping named inner
 * functions in a `__name(fn, "name")` helper that exists in Node but not in the page; a no-op
 * stand-in is declared first so the function's own source runs unchanged.
 */
export function pageScript<T>(fn: (arg: T) => unknown, arg: T): string {
  return `(() => { const __name = (target) => target; return (${fn.toString()})(${JSON.stringify(arg)}); })()`;
}
