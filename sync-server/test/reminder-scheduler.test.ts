/**
 * The reminder scheduler on a fake clock: each member's reminder goes out once per local day at
 * the chosen minute, across DST changes both ways, never in quiet hours, not after a mood was
 * logged that day, once when two nodes race for it, and once across a restart at any point.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { ReminderSettingsInput } from '@selah/shared';
import { ReminderScheduler } from '../src/services/push/scheduler';
import { PushSender, type PushOptions } from '../src/services/push/sender';
import { createTestServer, signUp, startAnotherNode, type Member } from './helpers';
import { startPushService } from './push-service';

const MINUTE = 60_000;
const service = await startPushService();
const pushOptions: PushOptions = {
  allowedOrigins: [service.origin],
  agent: service.agent,
  sleep: () => Promise.resolve(),
};
const server = await createTestServer({ push: pushOptions });
const { call, clock, db, engine } = server;
afterAll(() => service.stop());

const schedulerOn = (database = db, options: { leaseMs?: number } = {}) =>
  new ReminderScheduler({
    db: database,
    sender: new PushSender(database, pushOptions, clock.now),
    now: clock.now,
    ...options,
  });

let counter = 0;
/** A member with one subscribed browser and this reminder; returns what reaches the browser. */
async function memberWithReminder(reminder: Partial<ReminderSettingsInput>) {
  counter += 1;
  const name = `browser-${counter}`;
  const member = await signUp(server);
  const subscribed = await call('POST', '/api/push/subscriptions', {
    cookie: member.cookie,
    body: service.subscribe(name),
  });
  expect(subscribed.status).toBe(201);
  const saved = await call('PUT', '/api/reminders', {
    cookie: member.cookie,
    body: {
      enabled: true,
      time: '08:00',
      days: [0, 1, 2, 3, 4, 5, 6],
      timeZone: 'Europe/Berlin',
      ...reminder,
    },
  });
  expect(saved.status, saved.text).toBe(200);
  const received = () => service.delivered.filter((push) => push.name === name);
  return { member, received };
}

/**
 * Ticks every `step` minutes (1 unless said) from `from` for `minutes` minutes; returns when each
 * push arrived.
 */
async function tickEveryMinute(
  scheduler: ReminderScheduler,
  from: string,
  minutes: number,
  received: () => unknown[],
  step = 1,
): Promise<string[]> {
  const arrivals: string[] = [];
  clock.set(new Date(from));
  for (let i = 0; i < minutes; i += step) {
    const before = received().length;
    await scheduler.tick();
    for (let n = before; n < received().length; n++) arrivals.push(clock.now().toISOString());
    clock.advance(step * MINUTE);
  }
  return arrivals;
}

async function logMood(member: Member, date: string) {
  clock.set(new Date(date));
  const response = await call('POST', '/api/mood-entries', {
    cookie: member.cookie,
    body: { mood: 'good', date },
  });
  expect(response.status).toBe(201);
}

// Each test ticks through hours of a fake day, every tick a few queries.
describe(`the reminder scheduler on ${engine}`, { timeout: 30_000 }, () => {
  it('sends once per local day at the chosen minute, on the chosen days only', async () => {
    // Berlin is UTC+1 in early March: 08:00 there is 07:00Z. 2026-03-04 is a Wednesday (3).
    const { received } = await memberWithReminder({ time: '08:00', days: [3, 5] });
    const scheduler = schedulerOn();
    const wednesday = await tickEveryMinute(scheduler, '2026-03-04T06:50:00Z', 30, received);
    expect(wednesday).toEqual(['2026-03-04T07:00:00.000Z']);
    expect(received()[0]?.payload).toMatchObject({
      kind: 'reminder',
      url: '/mood',
      day: '2026-03-04',
      tag: 'selah-reminder-2026-03-04',
    });
    const thursday = await tickEveryMinute(scheduler, '2026-03-05T06:50:00Z', 30, received);
    expect(thursday).toEqual([]);
    const friday = await tickEveryMinute(scheduler, '2026-03-06T06:55:00Z', 10, received);
    expect(friday).toEqual(['2026-03-06T07:00:00.000Z']);
    expect(service.problems).toEqual([]);
  });

  it('keeps the local minute across DST: spring forward and fall back send once each', async () => {
    // Berlin, 2026-03-29: 02:00 jumps to 03:00 (01:00Z). 02:30 does not exist that night; the
    // reminder goes out at the first minute after the gap.
    const spring = await memberWithReminder({ time: '02:30' });
    const scheduler = schedulerOn();
    const sunday = await tickEveryMinute(scheduler, '2026-03-29T00:00:00Z', 120, spring.received);
    expect(sunday).toEqual(['2026-03-29T01:00:00.000Z']);
    // The day after, 02:30 is back at 00:30Z (UTC+2).
    const monday = await tickEveryMinute(scheduler, '2026-03-30T00:00:00Z', 60, spring.received);
    expect(monday).toEqual(['2026-03-30T00:30:00.000Z']);

    // 2026-10-25: 03:00 falls back to 02:00 (01:00Z), so 02:30 happens twice; it is sent once.
    const autumn = await memberWithReminder({ time: '02:30' });
    // Every five minutes, through both 02:30s (00:30Z and 01:30Z).
    const fallBack = await tickEveryMinute(
      scheduler,
      '2026-10-24T23:30:00Z',
      180,
      autumn.received,
      5,
    );
    expect(fallBack).toEqual(['2026-10-25T00:30:00.000Z']);
  });

  it('never sends in quiet hours; one held back goes out when they end, if still in time', async () => {
    const night = await memberWithReminder({
      time: '22:30',
      quietHours: { start: '22:00', end: '07:00' },
    });
    const morning = await memberWithReminder({
      time: '06:30',
      quietHours: { start: '06:00', end: '07:00' },
    });
    const scheduler = schedulerOn();
    // 2026-03-10 20:00Z is 21:00 in Berlin; through to 08:00 the next morning.
    // Every five minutes: the minutes that matter (22:30, 06:30, 07:00) are all on the steps.
    await tickEveryMinute(
      scheduler,
      '2026-03-10T20:00:00Z',
      11 * 60,
      () => [...night.received(), ...morning.received()],
      5,
    );
    expect(night.received()).toEqual([]);
    expect(morning.received()).toHaveLength(1);
    const held = await tickEveryMinute(scheduler, '2026-03-12T05:00:00Z', 120, morning.received, 5);
    expect(held).toEqual(['2026-03-12T06:00:00.000Z']); // 07:00 in Berlin, when quiet hours end
  });

  it('sends nothing on a day the server already has a mood for, in the member’s zone', async () => {
    // Tokyo is UTC+9: 2026-03-15 07:30 there is 2026-03-14T22:30Z, already "today" there.
    const { member, received } = await memberWithReminder({
      time: '20:00',
      timeZone: 'Asia/Tokyo',
    });
    await logMood(member, '2026-03-14T22:30:00.000Z');
    const scheduler = schedulerOn();
    const today = await tickEveryMinute(scheduler, '2026-03-15T10:55:00Z', 10, received);
    expect(today).toEqual([]);
    // The next day has no mood yet: its reminder goes out at 20:00 Tokyo (11:00Z).
    const tomorrow = await tickEveryMinute(scheduler, '2026-03-16T10:55:00Z', 10, received);
    expect(tomorrow).toEqual(['2026-03-16T11:00:00.000Z']);
  });

  it('sends once when two nodes race for the same reminder', async () => {
    const { received } = await memberWithReminder({ time: '09:00' });
    const other = await startAnotherNode(server, { app: { push: pushOptions } });
    try {
      const nodes = [schedulerOn(), schedulerOn(other.db), schedulerOn(), schedulerOn(other.db)];
      clock.set(new Date('2026-03-18T08:00:00Z'));
      for (let i = 0; i < 3; i++) {
        await Promise.all(nodes.map((node) => node.tick()));
        clock.advance(MINUTE);
      }
      expect(received()).toHaveLength(1);
    } finally {
      await other.stop();
    }
  });

  it('survives a restart at any point without sending twice or skipping', async () => {
    // Down at the chosen minute: the node that starts 40 minutes later catches up.
    const late = await memberWithReminder({ time: '10:00' });
    clock.set(new Date('2026-03-20T09:40:00Z'));
    await schedulerOn().tick();
    expect(late.received()).toHaveLength(1);

    // A node that claimed the reminder and stopped before sending: no other node sends while its
    // lease runs, and the first tick after it has run out sends once.
    const stranded = await memberWithReminder({ time: '11:00' });
    clock.set(new Date('2026-03-20T10:00:00Z'));
    const crashing = new ReminderScheduler({
      db,
      sender: {
        sendToAll: () => Promise.reject(new Error('The node stopped')),
      } as unknown as PushSender,
      now: clock.now,
      leaseMs: 5 * MINUTE,
    });
    await expect(crashing.tick()).rejects.toThrow('The node stopped');
    const restarted = schedulerOn();
    const arrivals = await tickEveryMinute(
      restarted,
      '2026-03-20T10:01:00Z',
      10,
      stranded.received,
    );
    expect(arrivals).toEqual(['2026-03-20T10:05:00.000Z']);

    // After it was sent, a restart sends nothing more that day.
    const afterRestart = await tickEveryMinute(schedulerOn(), '2026-03-20T10:10:00Z', 5, () => [
      ...late.received(),
      ...stranded.received(),
    ]);
    expect(afterRestart).toEqual([]);
    expect(late.received()).toHaveLength(1);
    expect(stranded.received()).toHaveLength(1);
  });

  it('runs as a loop that ticks until stopped', async () => {
    // A minute no earlier test's reminder is due at.
    const { received } = await memberWithReminder({ time: '16:00' });
    clock.set(new Date('2026-03-21T15:00:00Z'));
    const sender = new PushSender(db, pushOptions, clock.now);
    const sendToAll = sender.sendToAll.bind(sender);
    let sends = 0;
    const delivered = new Promise<void>((resolve) => {
      sender.sendToAll = async (...args) => {
        const summary = await sendToAll(...args);
        sends += 1;
        resolve();
        return summary;
      };
    });
    // The first tick runs at once; later ones every 10 ms find the claim taken and send nothing.
    const stop = new ReminderScheduler({ db, sender, now: clock.now }).start(10);
    await delivered;
    await stop();
    expect(sends).toBe(1);
    expect(received()).toHaveLength(1);
  });
});
