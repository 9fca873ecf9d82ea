import { describe, expect, it } from 'vitest';
import { MUTATION_ARGS } from '@selah/shared';
import { getDb } from '../../db';
import { completePrivateSession, createPrivateSession, deletePrivateSession } from './repository';

describe('private session repository', () => {
  it('creates a scheduled session with a privateSession.create entry that parses', async () => {
    const session = await createPrivateSession({
      title: ' Weekly check-in ',
      sessionType: 'counseling',
      scheduledAt: '2026-04-01T15:00:00.000Z',
      duration: 45,
      notes: 'Bring journal',
    });
    const db = getDb();
    expect(await db.privateSessions.get(session.id)).toEqual({
      id: session.id,
      userId: 'guest',
      title: 'Weekly check-in',
      sessionType: 'counseling',
      scheduledAt: '2026-04-01T15:00:00.000Z',
      duration: 45,
      notes: 'Bring journal',
      completedAt: null,
      createdAt: session.createdAt,
    });
    const [entry] = await db.outbox.toArray();
    expect(entry!.name).toBe('privateSession.create');
    expect(MUTATION_ARGS['privateSession.create'].parse(entry!.args)).toMatchObject({
      id: session.id,
      createdAt: session.createdAt,
      scheduledAt: '2026-04-01T15:00:00.000Z',
    });
  });

  it('stores absent optional fields as null', async () => {
    const session = await createPrivateSession({
      title: 'Talk',
      sessionType: 'support',
      notes: '',
    });
    expect(session).toMatchObject({ scheduledAt: null, duration: null, notes: null });
    const [entry] = await getDb().outbox.toArray();
    expect(MUTATION_ARGS['privateSession.create'].safeParse(entry!.args).success).toBe(true);
  });

  it('rejects a missing title or type and writes nothing', async () => {
    await expect(createPrivateSession({ title: '', sessionType: 'therapy' })).rejects.toThrow(
      'Title is required',
    );
    await expect(createPrivateSession({ title: 'x', sessionType: '' as never })).rejects.toThrow(
      'Session type is required',
    );
    expect(await getDb().outbox.count()).toBe(0);
  });

  it('completes once with a privateSession.complete entry that parses', async () => {
    const session = await createPrivateSession({ title: 'Talk', sessionType: 'coaching' });
    expect(await completePrivateSession(session.id)).toBe(true);
    expect(await completePrivateSession(session.id)).toBe(false);

    const db = getDb();
    const completedAt = (await db.privateSessions.get(session.id))!.completedAt;
    expect(completedAt).not.toBeNull();
    const completes = (await db.outbox.toArray()).filter(
      (e) => e.name === 'privateSession.complete',
    );
    expect(completes).toHaveLength(1);
    expect(MUTATION_ARGS['privateSession.complete'].parse(completes[0]!.args)).toEqual({
      id: session.id,
      completedAt,
    });
  });

  it('deletes with a privateSession.delete entry', async () => {
    const session = await createPrivateSession({ title: 'Talk', sessionType: 'spiritual' });
    await deletePrivateSession(session.id);
    const db = getDb();
    expect(await db.privateSessions.count()).toBe(0);
    const last = (await db.outbox.orderBy('seq').last())!;
    expect(last.name).toBe('privateSession.delete');
    expect(MUTATION_ARGS['privateSession.delete'].parse(last.args)).toEqual({ id: session.id });
  });
});
