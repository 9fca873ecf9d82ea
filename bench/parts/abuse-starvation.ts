import { PULL_LIMIT_MAX, SYNC_PROTOCOL_VERSION } from '@selah/shared';
import { count, ms, ratio } from '../lib/format';
import { progress } from '../lib/log';
import { pushBatch, unappliedCount } from '../lib/mutations';
import { startBystander } from '../lib/bystander';
import { sized } from '../lib/smoke';
import { percentile } from '../lib/stats';
import { verdict, type Table } from '../lib/table';

/*
 * Reads that no flood can starve: while one member floods the server with pushes, or many members
 * pull at once, another member keeps reading their dashboard and a visitor keeps asking for the
 * app's shell (GET /). Both are sampled one request at a time, in turn, idle first and then during
 * each flood; the p99 during a flood against the idle p99 of the same run is held to STARVE_BUDGET.
 *
 * A flood lasts until FLOOD_SAMPLES pairs of samples have landed while it ran (or FLOOD_MAX_SECONDS
 * have passed): a flood of a fixed size that the server clears in half a second leaves a p99 of two
 * samples, which is noise. Both the idle and the flood p99 are taken over as many samples.
 */

const STARVE_BUDGET = 3;
const IDLE_SAMPLES = sized(1000, 40);
const FLOOD_SAMPLES = sized(1000, 20);
const FLOOD_MAX_SECONDS = sized(90, 15);
/** Fewer samples than this make no p99: such a flood is not judged met. */
const P99_MIN_SAMPLES = sized(100, 1);
/** The push flood: one member keeps this many batches in flight, each of BATCH new mutations. */
const IN_FLIGHT = 8;
const BATCH = 100;
/** The pull flood: this many members, each pulling everything from the start again and again. */
const PULLERS = sized(50, 5);
/** What each puller holds: a full pull is this many pushes of BATCH mutations. */
const PULLER_BATCHES = 2;

type Member = { cookie: string };
type Tally = { requests: number; ok: number; limited: number; unavailable: number; other: number };
type Flood = {
  name: string;
  tally: Tally;
  /** Work the flood got done while it ran: mutations applied, or pulls completed. */
  done: string;
  seconds: number;
  shell: number[];
  reads: number[];
  control: number[];
};

const newTally = (): Tally => ({ requests: 0, ok: 0, limited: 0, unavailable: 0, other: 0 });

function record(tally: Tally, status: number): void {
  tally.requests += 1;
  if (status < 300) tally.ok += 1;
  else if (status === 429) tally.limited += 1;
  else if (status === 503) tally.unavailable += 1;
  else tally.other += 1;
}

/** Waits as a device does: Retry-After when the server says it, otherwise a short pause. */
async function waitOut(headers: Headers): Promise<void> {
  const seconds = Number(headers.get('retry-after') ?? '1');
  await new Promise((resolve) => setTimeout(resolve, Math.max(0.05, Math.min(seconds, 5)) * 1000));
}

let nextAddress = 0;

async function signUp(url: string, name: string): Promise<Member> {
  const password = 'correct horse battery';
  // Each signup from an address of its own: the per-address signup limit is not what is measured.
  nextAddress += 1;
  const response = await fetch(`${url}/api/signup`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `198.18.${nextAddress >> 8}.${nextAddress & 255}`,
    },
    body: JSON.stringify({
      username: name,
      email: `${name}@example.org`,
      password,
      confirmPassword: password,
    }),
  });
  await response.arrayBuffer();
  if (response.status !== 201) throw new Error(`signup of ${name} answered ${response.status}`);
  return { cookie: response.headers.getSetCookie()[0]!.split(';')[0]! };
}

/** Pushes one batch until it is answered 200 (waiting out 429 and 503): the mutations applied. */
async function push(url: string, member: Member, tally: Tally): Promise<number> {
  const body = JSON.stringify(pushBatch(BATCH));
  for (;;) {
    const response = await fetch(`${url}/api/sync/push`, {
      method: 'POST',
      headers: { cookie: member.cookie, 'content-type': 'application/json' },
      body,
    });
    const text = await response.text();
    record(tally, response.status);
    if (response.status === 200) return BATCH - (unappliedCount(text) ?? BATCH);
    if (response.status !== 429 && response.status !== 503) {
      throw new Error(`push answered ${response.status}: ${text.slice(0, 200)}`);
    }
    await waitOut(response.headers);
  }
}

/** Pulls everything from the start, page after page, waiting out 429 and 503 as a device does. */
async function pullAll(url: string, member: Member, tally: Tally): Promise<void> {
  let cursor = '0';
  for (;;) {
    const response = await fetch(
      `${url}/api/sync/pull?cursor=${encodeURIComponent(cursor)}&limit=${PULL_LIMIT_MAX}&protocolVersion=${SYNC_PROTOCOL_VERSION}`,
      { headers: { cookie: member.cookie } },
    );
    const text = await response.text();
    record(tally, response.status);
    if (response.status === 429 || response.status === 503) {
      await waitOut(response.headers);
      continue;
    }
    if (response.status !== 200) throw new Error(`pull answered ${response.status}`);
    const page = JSON.parse(text) as { nextCursor: unknown; hasMore: boolean };
    cursor = String(page.nextCursor);
    if (!page.hasMore) return;
  }
}

/**
 * Both floods against a running server whose write quotas are out of the way (a flood the quota
 * refuses would measure the quota): returns the table for `engine`.
 */
export async function starvationTable(
  url: string,
  engine: string,
  controlUrl: string,
): Promise<Table> {
  progress(`abuse (${engine}): members for the starvation floods`);
  const reader = await signUp(url, 'bystander');
  const writer = await signUp(url, 'flooder');
  const setup = newTally();
  await push(url, reader, setup);
  const pullers: Member[] = [];
  for (let i = 0; i < PULLERS; i += 1) {
    const member = await signUp(url, `puller${i}`);
    for (let b = 0; b < PULLER_BATCHES; b += 1) await push(url, member, setup);
    pullers.push(member);
  }
  const probe = startBystander(url, reader.cookie, controlUrl);
  try {
    // Warm: the routes compiled, the connections open.
    await probe.idle(IDLE_SAMPLES);
    progress(`abuse (${engine}): bystander idle`);
    const idle = await probe.idle(IDLE_SAMPLES);
    const floods: Flood[] = [];

    progress(`abuse (${engine}): one member keeps ${IN_FLIGHT} pushes in flight`);
    {
      const tally = newTally();
      let applied = 0;
      const { seconds, ...samples } = await probe.during(
        FLOOD_SAMPLES,
        FLOOD_MAX_SECONDS * 1000,
        (going) =>
          Promise.all(
            Array.from({ length: IN_FLIGHT }, async () => {
              while (going()) {
                const pushed = await push(url, writer, tally);
                applied += pushed;
              }
            }),
          ),
      );
      floods.push({
        name: `one member keeps ${IN_FLIGHT} pushes of ${BATCH} new mutations in flight`,
        tally,
        done: `${count(applied)} mutations applied, ${count(applied / seconds)}/s`,
        seconds,
        ...samples,
      });
    }

    progress(`abuse (${engine}): ${PULLERS} members pull at once`);
    {
      const tally = newTally();
      let pulls = 0;
      const { seconds, ...samples } = await probe.during(
        FLOOD_SAMPLES,
        FLOOD_MAX_SECONDS * 1000,
        (going) =>
          Promise.all(
            pullers.map(async (member) => {
              while (going()) {
                await pullAll(url, member, tally);
                pulls += 1;
              }
            }),
          ),
      );
      floods.push({
        name: `${PULLERS} members each pull everything (${count(PULLER_BATCHES * BATCH)} rows) again and again, all at once`,
        tally,
        done: `${count(pulls)} full pulls, ${pulls / seconds >= 10 ? count(pulls / seconds) : (pulls / seconds).toFixed(1)}/s`,
        seconds,
        ...samples,
      });
    }
    return table(engine, idle, floods);
  } finally {
    await probe.close();
  }
}

function table(
  engine: string,
  idle: { shell: number[]; reads: number[]; control: number[] },
  floods: Flood[],
): Table {
  const idleShell = percentile(idle.shell, 99);
  const idleReads = percentile(idle.reads, 99);
  const idleControl = percentile(idle.control, 99);
  const p99 = (samples: number[]) => (samples.length > 0 ? percentile(samples, 99) : NaN);
  return {
    title: `${engine}: another member's reads and the app shell during a push flood and during many pulls, against idle`,
    columns: [
      'flood',
      'requests',
      '2xx',
      '429',
      '503',
      'work done',
      'samples in flight',
      'dashboard p99',
      'x idle',
      'GET / p99',
      'x idle',
      'control p99',
      'x idle',
      'budget',
      'met?',
    ],
    rows: [
      [
        'none (idle)',
        '-',
        '-',
        '-',
        '-',
        '-',
        count(idle.shell.length),
        `${ms(idleReads)} ms`,
        '1.00x',
        `${ms(idleShell)} ms`,
        '1.00x',
        `${ms(idleControl)} ms`,
        '1.00x',
        '-',
        '-',
      ],
      ...floods.map((flood) => {
        const reads = p99(flood.reads) / idleReads;
        const shell = p99(flood.shell) / idleShell;
        const met =
          flood.shell.length >= P99_MIN_SAMPLES &&
          reads <= STARVE_BUDGET &&
          shell <= STARVE_BUDGET &&
          flood.tally.other === 0;
        return [
          flood.name,
          count(flood.tally.requests),
          count(flood.tally.ok),
          count(flood.tally.limited),
          count(flood.tally.unavailable),
          `${flood.done} (${flood.seconds.toFixed(1)} s)`,
          count(flood.shell.length),
          flood.reads.length > 0 ? `${ms(p99(flood.reads))} ms` : '-',
          flood.reads.length > 0 ? ratio(reads) : '-',
          flood.shell.length > 0 ? `${ms(p99(flood.shell))} ms` : '-',
          flood.shell.length > 0 ? ratio(shell) : '-',
          flood.control.length > 0 ? `${ms(p99(flood.control))} ms` : '-',
          flood.control.length > 0 ? ratio(p99(flood.control) / idleControl) : '-',
          `<= ${STARVE_BUDGET}x idle p99, both`,
          verdict(met),
        ];
      }),
    ],
    notes: [
      `A bystander on a thread of its own (so the flooders' work in the bench does not count as the server's) asks, one request at a time and in turn, for GET /api/dashboard-stats (as another member), GET / (the app shell) and the control, ${count(IDLE_SAMPLES)} of each on the idle server after as many to warm up, then from the start of each flood. A flood goes on until ${count(FLOOD_SAMPLES)} of each have been answered while it ran (at most ${FLOOD_MAX_SECONDS} s); "samples in flight" is how many of each its p99 is taken over.`,
      "The control is GET / of a bare node:http server in a process of its own that no flood reaches (`bench/bare/static-page.ts`, the same page from memory): what its p99 rises by during a flood is what the machine alone does to any request while the flooders, the server and the bench share its two cores; the budget is judged on Selah's columns only.",
      'The flooders behave as the web app does: a 429 or 503 is waited out for its Retry-After and sent again, so "work done" is what the flood achieved, and every mutation pushed was applied.',
      "The server's write quotas are raised for this table (WRITE_QUOTA_*_PER_HOUR): a flood the quota refuses would measure the quota, not the sharing of the server.",
    ],
  };
}
