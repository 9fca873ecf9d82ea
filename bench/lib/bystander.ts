import { Worker } from 'node:worker_threads';

export type Pair = { shell: number; reads: number; control: number; endedAt: number };
export type Samples = { shell: number[]; reads: number[]; control: number[] };

type Reply = { type: 'pairs'; pairs: Pair[] } | { type: 'error'; message: string };

/**
 * A bystander on a thread of its own (bystander-thread.mjs): it asks for the app's shell, a
 * member's dashboard and the control page (`controlUrl`, a bare server no flood reaches) in turn,
 * one request at a time. The floods it is measured against run on the
 * bench's main thread, whose own busy moments (a batch built, an answer parsed) would otherwise
 * count as the server's slowness.
 */
export function startBystander(url: string, cookie: string, controlUrl: string) {
  const worker = new Worker(new URL('./bystander-thread.mjs', import.meta.url), {
    workerData: { url, cookie, controlUrl },
  });
  let failed: Error | undefined;
  worker.on('error', (error) => (failed = error));

  const ask = (target: number, maxMs?: number) =>
    new Promise<Pair[]>((resolve, reject) => {
      if (failed) return reject(failed);
      const onError = (error: Error) => reject(error);
      worker.once('error', onError);
      worker.once('message', (reply: Reply) => {
        worker.off('error', onError);
        if (reply.type === 'error') reject(new Error(`bystander: ${reply.message}`));
        else resolve(reply.pairs);
      });
      worker.postMessage({ type: 'sample', target, maxMs });
    });

  const split = (pairs: Pair[]): Samples => ({
    shell: pairs.map((pair) => pair.shell),
    reads: pairs.map((pair) => pair.reads),
    control: pairs.map((pair) => pair.control),
  });

  return {
    /** `target` pairs one after another. */
    async idle(target: number): Promise<Samples> {
      return split(await ask(target));
    },
    /**
     * Samples from now until `target` pairs have landed or `maxMs` has passed, while `flood` runs:
     * `flood` is told to stop (`going` turns false) when the bystander is done, and the bystander
     * is told to stop when the flood settles first. Only pairs answered before the flood settled
     * count, so a flood that ends early (or fails) shows its few samples.
     */
    async during(
      target: number,
      maxMs: number,
      flood: (going: () => boolean) => Promise<unknown>,
    ): Promise<Samples & { seconds: number }> {
      const started = performance.now();
      let sampling = true;
      const sampled = ask(target, maxMs).finally(() => (sampling = false));
      let settledAt = Infinity;
      const done = flood(() => sampling).finally(() => {
        settledAt = performance.timeOrigin + performance.now();
        worker.postMessage({ type: 'stop' });
      });
      const [pairs] = await Promise.all([sampled, done]);
      return {
        ...split(pairs.filter((pair) => pair.endedAt <= settledAt)),
        seconds: (performance.now() - started) / 1000,
      };
    },
    async close(): Promise<void> {
      worker.postMessage({ type: 'close' });
      await worker.terminate();
    },
  };
}
