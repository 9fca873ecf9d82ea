import { describe, expect, it } from 'vitest';
import { MUTATION_ARGS, uuidv7, type MutationArgs, type MutationName } from '@selah/shared';
import { activateAccount, type SelahDB } from '../../db';
import { mutate } from '../mutate';
import {
  applyImport,
  describePlan,
  describeResult,
  ImportError,
  NOT_AN_EXPORT,
  planImport,
  readImportText,
} from './import';
import { EXPORT_KINDS, SAFETY_PLAN_KEY, makeExportFiles, type ExportKind } from './index';

const MEMBER = 'member-1';
const SAFETY_PLAN = { warningSigns: ['Not sleeping'], contacts: [{ name: 'Ana', phone: '555' }] };

let clock = Date.parse('2026-03-01T08:00:00.000Z');
const at = () => new Date((clock += 3_600_000)).toISOString();

async function write<N extends MutationName>(db: SelahDB, name: N, args: MutationArgs<N>) {
  await mutate(db, name, args);
}

/** A member's device with some of everything, written the way the app writes it. */
async function seed(db: SelahDB) {
  await write(db, 'mood.create', {
    id: uuidv7(),
    mood: 'good',
    notes: 'Grateful, "really"',
    date: at(),
    activities: ['Prayed', 'Time outdoors'],
  });
  await write(db, 'mood.create', { id: uuidv7(), mood: 'struggling', date: at() });

  const running = uuidv7();
  await write(db, 'goal.create', {
    id: running,
    title: 'Read Psalms',
    description: 'One a day',
    targetValue: 30,
    category: 'learning',
    createdAt: at(),
  });
  await write(db, 'goal.progress', { id: running, delta: 1 });
  await write(db, 'goal.progress', { id: running, delta: 1 });
  const paused = uuidv7();
  await write(db, 'goal.create', { id: paused, title: 'Walk', targetValue: 5, createdAt: at() });
  await write(db, 'goal.setProgress', { id: paused, currentValue: 4 });
  await write(db, 'goal.update', { id: paused, changes: { isActive: false } });
  await write(db, 'goal.create', { id: uuidv7(), title: 'Fresh', targetValue: 1, createdAt: at() });

  await write(db, 'journal.create', {
    id: uuidv7(),
    title: 'Morning',
    content: 'Line one\nLine two, with a comma',
    category: 'gratitude',
    createdAt: at(),
  });
  await write(db, 'meditation.create', {
    id: uuidv7(),
    duration: 10,
    sessionType: 'Body Scan',
    completedAt: at(),
  });
  const done = uuidv7();
  await write(db, 'privateSession.create', {
    id: done,
    title: 'Counselor',
    sessionType: 'counseling',
    scheduledAt: '2026-04-01T10:00:00.000Z',
    duration: 50,
    notes: 'Bring journal',
    createdAt: at(),
  });
  await write(db, 'privateSession.complete', { id: done, completedAt: at() });
  await write(db, 'privateSession.create', {
    id: uuidv7(),
    title: 'Pastor',
    sessionType: 'spiritual',
    createdAt: at(),
  });
  const read = uuidv7();
  await write(db, 'motivation.create', {
    id: read,
    message: 'You are loved.',
    type: 'affirmation',
    createdAt: at(),
  });
  await write(db, 'motivation.read', { id: read });
  await write(db, 'motivation.create', {
    id: uuidv7(),
    message: 'Keep going',
    type: 'custom',
    createdAt: at(),
  });
  // Marks on shared rows are the member's own too: a favourite resource, a hidden post, a muted author.
  await write(db, 'favorite.create', { id: uuidv7(), contentId: uuidv7(), createdAt: at() });
  await write(db, 'feedFilter.create', {
    id: uuidv7(),
    kind: 'post',
    targetId: uuidv7(),
    createdAt: at(),
  });
  await write(db, 'feedFilter.create', {
    id: uuidv7(),
    kind: 'author',
    targetId: 'member-2',
    createdAt: at(),
  });
  await db.meta.put({ key: SAFETY_PLAN_KEY, value: SAFETY_PLAN });
}

async function snapshot(db: SelahDB): Promise<Record<ExportKind, unknown[]>> {
  const entries = await Promise.all(
    EXPORT_KINDS.map(async (kind) => {
      const rows = (await db[kind].toArray()) as { id: string }[];
      return [kind, rows.sort((a, b) => a.id.localeCompare(b.id))] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<ExportKind, unknown[]>;
}

async function wipe(db: SelahDB) {
  await db.transaction('rw', db.tables, () => Promise.all(db.tables.map((table) => table.clear())));
}

async function exportText(db: SelahDB): Promise<string> {
  const [file] = await makeExportFiles(db, 'json', { accountName: 'Grace' });
  if (!file || !('text' in file)) throw new Error('The JSON export is one text file');
  return file.text;
}

async function importText(db: SelahDB, text: string) {
  const plan = await planImport(db, await readImportText(text));
  return { plan, result: await applyImport(db, plan) };
}

describe('Selah JSON export and import', () => {
  it('round-trips every table: export, wipe, import gives identical rows', async () => {
    const db = activateAccount(MEMBER);
    await seed(db);
    const before = await snapshot(db);
    const text = await exportText(db);

    const data = JSON.parse(text) as Record<string, unknown>;
    expect(data).toMatchObject({
      format: 'selah-export',
      version: 1,
      account: { id: MEMBER, name: 'Grace' },
      safetyPlan: SAFETY_PLAN,
    });
    for (const kind of EXPORT_KINDS) expect(data[kind]).toHaveLength(before[kind].length);
    expect(data.favorites).toHaveLength(1);
    expect(data.feedFilters).toHaveLength(2);

    await wipe(db);
    expect(await db.moodEntries.count()).toBe(0);
    expect(await db.meta.get(SAFETY_PLAN_KEY)).toBeUndefined();

    const { plan, result } = await importText(db, text);
    expect(describePlan(plan)).toBe(
      '2 mood entries, 3 goals, 1 journal entry, 2 hidden posts and muted members, 1 meditation session, 2 private sessions, 2 daily motivations, 1 favourite resource will be added.',
    );
    expect(plan.safetyPlan).toEqual({ action: 'add', value: SAFETY_PLAN });
    expect(result).toEqual({ added: 14, skipped: 0, safetyPlanAdded: true });
    expect(describeResult(result)).toBe(
      'Imported 14 entries. They will sync when you are online. Your safety plan was imported too.',
    );

    expect(await snapshot(db)).toEqual(before);
    expect((await db.meta.get(SAFETY_PLAN_KEY))?.value).toEqual(SAFETY_PLAN);

    // Written through the real mutations: each queued, each args valid for the server.
    const outbox = await db.outbox.toArray();
    expect(outbox.map((entry) => entry.name).sort()).toEqual(
      [
        'favorite.create',
        'feedFilter.create',
        'feedFilter.create',
        'goal.create',
        'goal.create',
        'goal.create',
        'goal.setProgress',
        'goal.setProgress',
        'goal.update',
        'journal.create',
        'meditation.create',
        'mood.create',
        'mood.create',
        'motivation.create',
        'motivation.create',
        'motivation.read',
        'privateSession.complete',
        'privateSession.create',
        'privateSession.create',
      ].sort(),
    );
    for (const entry of outbox) {
      expect(MUTATION_ARGS[entry.name].safeParse(entry.args).success).toBe(true);
      expect(entry.userId).toBe(MEMBER);
    }
  });

  it('adds nothing the second time: same rows, same outbox', async () => {
    const db = activateAccount(MEMBER);
    await seed(db);
    const text = await exportText(db);
    await wipe(db);
    await importText(db, text);
    const rows = await snapshot(db);
    const outbox = await db.outbox.count();

    const { plan, result } = await importText(db, text);

    expect(plan.toAdd).toBe(0);
    expect(plan.alreadyHere).toBe(14);
    expect(plan.safetyPlan).toEqual({ action: 'keep' });
    expect(describePlan(plan)).toBe(
      'Nothing new to add: everything in this file is already on this device.',
    );
    expect(result).toEqual({ added: 0, skipped: 0, safetyPlanAdded: false });
    expect(await snapshot(db)).toEqual(rows);
    expect(await db.outbox.count()).toBe(outbox);
  });

  it('previews without writing, and adds only what is missing', async () => {
    const db = activateAccount(MEMBER);
    await seed(db);
    const text = await exportText(db);
    const moods = await db.moodEntries.toArray();
    await db.moodEntries.delete(moods[0]!.id);
    await db.journalEntries.clear();
    await db.outbox.clear();

    const plan = await planImport(db, await readImportText(text));
    expect(describePlan(plan)).toBe(
      '1 mood entry, 1 journal entry will be added; 12 already on this device.',
    );
    expect(await db.moodEntries.count()).toBe(1);
    expect(await db.outbox.count()).toBe(0);

    expect(await applyImport(db, plan)).toMatchObject({ added: 2 });
    expect(await db.moodEntries.get(moods[0]!.id)).toEqual(moods[0]);
    expect(await db.outbox.count()).toBe(2);
  });

  it("keeps the device's own safety plan", async () => {
    const db = activateAccount(MEMBER);
    await seed(db);
    const text = await exportText(db);
    await wipe(db);
    await db.meta.put({ key: SAFETY_PLAN_KEY, value: { mine: true } });

    const { plan, result } = await importText(db, text);
    expect(plan.safetyPlan).toEqual({ action: 'keep' });
    expect(result.safetyPlanAdded).toBe(false);
    expect((await db.meta.get(SAFETY_PLAN_KEY))?.value).toEqual({ mine: true });
  });

  it("gives another account's rows ids of their own, the same ones every time", async () => {
    const source = activateAccount(MEMBER);
    await seed(source);
    const text = await exportText(source);
    const original = await snapshot(source);

    const other = activateAccount('member-2');
    const { plan, result } = await importText(other, text);
    expect(plan.fromAnotherAccount).toBe(true);
    expect(result.added).toBe(14);
    const imported = await snapshot(other);
    for (const kind of EXPORT_KINDS) {
      const rows = imported[kind] as { id: string; userId: string }[];
      expect(rows).toHaveLength(original[kind].length);
      for (const row of rows) {
        expect(row.userId).toBe('member-2');
        expect((original[kind] as { id: string }[]).some((o) => o.id === row.id)).toBe(false);
      }
    }
    const goals = imported.goals as { title: string; currentValue: number; isActive: boolean }[];
    expect(goals.find((goal) => goal.title === 'Walk')).toMatchObject({
      currentValue: 4,
      isActive: false,
    });

    const again = await importText(other, text);
    expect(again.plan.toAdd).toBe(0);
    expect(await snapshot(other)).toEqual(imported);
  });

  it('refuses a file that is not an export, and names the bad row', async () => {
    const db = activateAccount(MEMBER);
    await expect(readImportText('hello, world\n1,2\n')).rejects.toThrow(NOT_AN_EXPORT);
    await expect(readImportText('{"format": "something-else"}')).rejects.toThrow(NOT_AN_EXPORT);
    await expect(readImportText('{ not json')).rejects.toThrow(NOT_AN_EXPORT);
    await expect(readImportText('')).rejects.toThrow(ImportError);
    await expect(
      readImportText(JSON.stringify({ format: 'selah-export', version: 2, account: { id: 'x' } })),
    ).rejects.toThrow('newer version of Selah');

    await seed(db);
    const data = JSON.parse(await exportText(db)) as { goals: Record<string, unknown>[] };
    data.goals[2] = { ...data.goals[2], targetValue: 0 };
    await expect(readImportText(JSON.stringify(data))).rejects.toThrow(
      'Row 3 of the goals (targetValue): Too small: expected number to be >=1',
    );
    data.goals[2] = { ...data.goals[2], targetValue: 1, title: '   ' };
    // The stored-row schema allows it; the mutation that would write it does not.
    await expect(readImportText(JSON.stringify(data))).rejects.toThrow(
      'Row 3 of the goals (title): Title is required',
    );
  });

  it('needs a signed-in member', async () => {
    const member = activateAccount(MEMBER);
    await seed(member);
    const source = await readImportText(await exportText(member));
    const guest = activateAccount(null);
    await expect(planImport(guest, source)).rejects.toThrow('Sign in to import your data.');
  });
});
