import { describe, expect, it } from 'vitest';
import { idSchema, MUTATION_ARGS, type MoodEntry } from '@selah/shared';
import { activateAccount } from '../../db';
import { daylioActivities, daylioDate, defaultMoodMapping } from './daylio';
import { applyImport, describePlan, ImportError, planImport, readImportText } from './import';
import FIXTURE from './fixtures/daylio.csv?raw';

const local = (y: number, m: number, d: number, h: number, min: number) =>
  new Date(y, m - 1, d, h, min).toISOString();

describe('Daylio CSV import', () => {
  it('lists the moods with Daylio defaults and leaves renamed ones to choose', async () => {
    const source = await readImportText(FIXTURE);
    expect(source.kind).toBe('daylio');
    if (source.kind !== 'daylio') return;
    expect(source.moods).toEqual([
      { text: 'rad', count: 1, suggested: 'amazing' },
      { text: 'good', count: 1, suggested: 'good' },
      { text: 'Peaceful', count: 1, suggested: null },
      { text: 'meh', count: 1, suggested: 'okay' },
      { text: 'bad', count: 1, suggested: 'down' },
      { text: 'awful', count: 1, suggested: 'struggling' },
    ]);
    expect(defaultMoodMapping(source.moods)).toEqual({
      rad: 'amazing',
      good: 'good',
      Peaceful: undefined,
      meh: 'okay',
      bad: 'down',
      awful: 'struggling',
    });
  });

  it('imports every row with the mapping, and a second import adds nothing', async () => {
    const db = activateAccount('member-1');
    const plan = await planImport(db, await readImportText(FIXTURE));
    expect(describePlan(plan)).toBe('6 mood entries will be added.');

    // Nothing is written until every mood has a Selah mood.
    const defaults = defaultMoodMapping(plan.moods);
    await expect(applyImport(db, plan, { moodMapping: defaults })).rejects.toThrow(
      new ImportError('Choose a Selah mood for “Peaceful”.'),
    );
    expect(await db.moodEntries.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);

    const progress: number[] = [];
    const result = await applyImport(db, plan, {
      moodMapping: { ...defaults, Peaceful: 'good' },
      onProgress: ({ done }) => progress.push(done),
    });
    expect(result).toEqual({ added: 6, skipped: 0, safetyPlanAdded: false });
    expect(progress.at(-1)).toBe(6);

    const entries = (await db.moodEntries.orderBy('date').reverse().toArray()) as MoodEntry[];
    // Daylio's activities become the entry's own, its usual names mapped onto Selah's.
    expect(entries.map((entry) => [entry.date, entry.mood, entry.notes, entry.activities])).toEqual(
      [
        [
          local(2026, 11, 20, 20, 30),
          'amazing',
          'Dinner, finally\n\nSaid "thank you" to Mom, twice',
          ['Family', 'Prayed'],
        ],
        [local(2026, 11, 20, 7, 5), 'good', null, ['Slept well']],
        [local(2026, 11, 19, 12, 15), 'good', 'Quiet lunch, by the lake', ['Time outdoors']],
        [local(2026, 11, 18, 0, 5), 'okay', "Couldn't sleep", null],
        [
          local(2026, 11, 17, 18, 45),
          'down',
          'Long day\n\nTwo lines:\nmeetings, then traffic',
          ['Worked'],
        ],
        [local(2026, 11, 16, 21, 10), 'struggling', null, null],
      ],
    );
    for (const entry of entries) {
      expect(entry.userId).toBe('member-1');
      expect(idSchema.safeParse(entry.id).success).toBe(true);
      expect(entry.id[14]).toBe('8');
    }
    const outbox = await db.outbox.toArray();
    expect(outbox).toHaveLength(6);
    for (const entry of outbox) {
      expect(entry.name).toBe('mood.create');
      expect(MUTATION_ARGS['mood.create'].safeParse(entry.args).success).toBe(true);
    }

    // The same file again (even saved with other line ends and mapped otherwise) adds nothing.
    const again = await planImport(db, await readImportText(FIXTURE.replaceAll('\n', '\r\n')));
    expect(again.toAdd).toBe(0);
    expect(describePlan(again)).toBe(
      'Nothing new to add: everything in this file is already on this device.',
    );
    const second = await applyImport(db, again, {
      moodMapping: { ...defaults, Peaceful: 'amazing' },
    });
    expect(second.added).toBe(0);
    expect(await db.moodEntries.count()).toBe(6);
    expect(await db.outbox.count()).toBe(6);
  });

  it('gives another account other ids for the same file', async () => {
    const first = await planImport(activateAccount('member-1'), await readImportText(FIXTURE));
    const second = await planImport(activateAccount('member-2'), await readImportText(FIXTURE));
    const ids = new Set(first.rows.map((row) => row.id));
    expect(ids.size).toBe(6);
    expect(second.rows.some((row) => ids.has(row.id))).toBe(false);
  });

  it('names the row it cannot read', async () => {
    const header = 'full_date,date,weekday,time,mood,activities,note_title,note\n';
    await expect(
      readImportText(
        `${header}2026-11-20,Nov 20,Friday,8:30 PM,rad,,,\n2026-11-21,,,25:00,rad,,,\n`,
      ),
    ).rejects.toThrow('Row 2: “25:00” is not a time like 8:30 PM or 20:30.');
    await expect(readImportText(`${header}2026-02-30,,,8:30 PM,rad,,,\n`)).rejects.toThrow(
      'Row 1: “2026-02-30” is not a date like 2026-11-20.',
    );
    await expect(readImportText(`${header}2026-02-03,,,8:30 PM,,,,\n`)).rejects.toThrow(
      'Row 1: The mood is empty.',
    );
    await expect(readImportText(`${header}1999-02-03,,,8:30 PM,rad,,,\n`)).rejects.toThrow(
      'Row 1 (date): Date must be between the years 2000 and 2099',
    );
  });

  it('reads 12-hour and 24-hour times', () => {
    const when = (time: string) => daylioDate({ row: 1, fullDate: '2026-11-20', time });
    expect(when('12:00 AM').getHours()).toBe(0);
    expect(when('12:30 PM').getHours()).toBe(12);
    expect(when('1:05 pm').getHours()).toBe(13);
    expect(when('8:30 a.m.').getHours()).toBe(8);
    expect(when('20:30').getHours()).toBe(20);
    expect(() => when('13:00 PM')).toThrow('is not a time');
    expect(() => when('noon')).toThrow('is not a time');
  });
});

describe('daylioActivities', () => {
  it("maps Daylio's usual names onto Selah's, keeps the member's own, each once", () => {
    const row = { activities: 'Prayer | FAMILY | gardening | pray |  | family' };
    expect(daylioActivities(row)).toEqual(['Prayed', 'Family', 'gardening']);
    expect(daylioActivities({ activities: '' })).toEqual([]);
    expect(daylioActivities({ activities: 'x'.repeat(60) })).toEqual(['x'.repeat(40)]);
  });
});
