import { describe, expect, it } from 'vitest';
import { linesPerTurn } from './line-batches';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('linesPerTurn', () => {
  it('writes the lines of one turn together, in order, and each turn’s apart', async () => {
    const writes: string[] = [];
    const write = linesPerTurn((text) => writes.push(text));
    write('GET / 200 0.4ms');
    write('GET /api/dashboard-stats 200 1.2ms');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['GET / 200 0.4ms\nGET /api/dashboard-stats 200 1.2ms\n']);
    write('POST /api/sync/push 200 9.0ms');
    await nextTurn();
    expect(writes).toEqual([
      'GET / 200 0.4ms\nGET /api/dashboard-stats 200 1.2ms\n',
      'POST /api/sync/push 200 9.0ms\n',
    ]);
    await nextTurn();
    expect(writes).toHaveLength(2);
  });

  it('writes what is still waiting when the process exits', () => {
    const writes: string[] = [];
    let exit = () => {};
    const write = linesPerTurn(
      (text) => writes.push(text),
      (flush) => (exit = flush),
    );
    write('GET / 200 0.4ms');
    exit();
    expect(writes).toEqual(['GET / 200 0.4ms\n']);
    // Nothing is written twice when the turn comes after all.
    return nextTurn().then(() => expect(writes).toHaveLength(1));
  });
});
