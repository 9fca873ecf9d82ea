import { Agent, request as httpRequest } from 'node:http';

/**
 * One request at a time over one kept-alive connection: the latency a visitor or a member sees
 * while something else loads the server. Any answer of 500 or more fails the probe.
 */
export function requestProbe(url: string, path = '/', headers: Record<string, string> = {}) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const once = () =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      const req = httpRequest(`${url}${path}`, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          if ((res.statusCode ?? 0) >= 500) {
            reject(new Error(`GET ${path} answered ${res.statusCode}`));
          } else resolve(performance.now() - started);
        });
      });
      req.on('error', reject);
      req.end();
    });
  return {
    once,
    /** `n` samples one after another. */
    async repeat(n: number): Promise<number[]> {
      const samples: number[] = [];
      while (samples.length < n) samples.push(await once());
      return samples;
    },
    /**
     * Samples until `done` resolves and keeps only those answered while it was still running: a
     * sample answered after the attack was answered in full says nothing about the attack.
     */
    async during(done: Promise<unknown>): Promise<number[]> {
      let doneAt = Infinity;
      void done.finally(() => (doneAt = performance.now()));
      const samples: { ms: number; endedAt: number }[] = [];
      while (doneAt === Infinity) {
        const ms = await once();
        samples.push({ ms, endedAt: performance.now() });
      }
      return samples.filter((sample) => sample.endedAt <= doneAt).map((sample) => sample.ms);
    },
    close: () => agent.destroy(),
  };
}

export type Probe = ReturnType<typeof requestProbe>;
