// Starts a pull thread (sync/pull-threads.ts). Plain JavaScript: a worker thread does not inherit
// the TypeScript loader the server runs under, so this one loads the thread's TypeScript through
// tsx's own loader, which works the same under tsx, Node or a test runner.
import { tsImport } from 'tsx/esm/api';

await tsImport('./pull-thread-main.ts', import.meta.url);
