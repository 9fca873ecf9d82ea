import { describe, expect, it } from 'vitest';
import { MUTATION_NAMES, PUSH_BATCH_MAX, SYNC_PROTOCOL_VERSION } from '../constants/sync';
import { MUTATION_ARGS, parseMutationArgs } from './mutations';
import { pushRequestSchema } from './protocol';
import { uuidv7 } from '../ids';

const at = '2026-11-20T08:30:00.000Z';

describe('mutation args', () => {
  it('accepts a complete offline mood entry and keeps its id and time', () => {
    const id = uuidv7();
    const parsed = parseMutationArgs('mood.create', { id, mood: 'good', date: at });
    expect(parsed).toEqual({ ok: true, args: { id, mood: 'good', date: at } });
  });

  it('requires the client id on creates so a replay gives the same row', () => {
    const parsed = parseMutationArgs('journal.create', { title: 'T', content: 'C', createdAt: at });
    expect(parsed).toMatchObject({ ok: false, field: 'id' });
  });

  it('carries the spec validation messages', () => {
    const parsed = parseMutationArgs('goal.create', {
      id: uuidv7(),
      title: 'Pray daily',
      targetValue: 0,
      createdAt: at,
    });
    expect(parsed).toEqual({
      ok: false,
      error: 'Target value must be at least 1',
      field: 'targetValue',
    });
    const blank = parseMutationArgs('post.create', { id: uuidv7(), content: '   ', createdAt: at });
    expect(blank).toMatchObject({ ok: false, error: 'Please write a message to share' });
  });

  it('rejects a zero progress delta', () => {
    expect(parseMutationArgs('goal.progress', { id: uuidv7(), delta: 0 }).ok).toBe(false);
    expect(parseMutationArgs('goal.progress', { id: uuidv7(), delta: -1 }).ok).toBe(true);
  });

  it('names every mutation the app makes', () => {
    expect(MUTATION_NAMES).toContain('post.like');
    expect(MUTATION_NAMES).toContain('privateSession.complete');
    expect(MUTATION_NAMES).toContain('content.create');
  });

  it('lists exactly the names that have an argument schema', () => {
    // Tables declared in a folder of their own bring their args after the others.
    expect([...MUTATION_NAMES].sort()).toEqual(Object.keys(MUTATION_ARGS).sort());
  });
});

describe('push request', () => {
  const mutation = (seq: number) => ({
    mutationId: uuidv7(),
    seq,
    name: 'mood.create',
    args: {},
    createdAt: at,
  });

  it('bounds the batch size', () => {
    const ok = { protocolVersion: SYNC_PROTOCOL_VERSION, mutations: [mutation(1)] };
    expect(pushRequestSchema.safeParse(ok).success).toBe(true);
    const tooMany = {
      protocolVersion: SYNC_PROTOCOL_VERSION,
      mutations: Array.from({ length: PUSH_BATCH_MAX + 1 }, (_, i) => mutation(i)),
    };
    expect(pushRequestSchema.safeParse(tooMany).success).toBe(false);
  });

  it('rejects an unknown mutation name', () => {
    const bad = { protocolVersion: 1, mutations: [{ ...mutation(1), name: 'user.promote' }] };
    expect(pushRequestSchema.safeParse(bad).success).toBe(false);
  });
});
