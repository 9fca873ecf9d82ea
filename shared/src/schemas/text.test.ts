import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as shared from '../index';
import { MUTATION_ARGS } from '../sync/mutations';
import { isLocalPath, createInspirationalContentSchema } from './content';
import { isStorableText } from './text';
import { signupSchema, updateProfileSchema } from './users';

/**
 * Exported schemas that describe what the server answers or stores, never what a client sends:
 * they read text the server already holds. Every other exported schema is a request, and each of
 * its text fields must refuse what a database cannot store. A new schema is checked unless it is
 * named here, so a new request field cannot forget.
 */
const ANSWER_SCHEMAS = new Set([
  'apiErrorSchema',
  'userSchema',
  'meResponseSchema',
  'sessionResponseSchema',
  'adminMemberSchema',
  'adminUsersResponseSchema',
  'deleteAccountResponseSchema',
  'resetLinkSchema',
  'newMemberResponseSchema',
  'moodEntrySchema',
  'goalSchema',
  'journalEntrySchema',
  'communityPostSchema',
  'prayerRequestSchema',
  'postReportSchema',
  'reportedPostSchema',
  'feedFilterSchema',
  'communityStatsSchema',
  'meditationSessionSchema',
  'meditationAudioSchema',
  'inspirationalContentSchema',
  'favoriteSchema',
  'counselingTipSchema',
  'privateSessionSchema',
  'dailyMotivationSchema',
  'mutationResultSchema',
  'pushResponseSchema',
  'changeSchema',
  'pullResponseSchema',
  'activityReportSchema',
  'activityWeekSchema',
  'dashboardStatsSchema',
]);

/**
 * Request text that is never stored nor looked up as it is: a password is only hashed (and an
 * account made before this rule may have one with any character, which must still sign in).
 */
const NEVER_STORED = /(^|\.)(password|currentPassword|newPassword|confirmPassword)$/;

interface TextLeaf {
  path: string;
  schema: z.ZodType;
}

/** Every string schema inside `schema`, with the path of the field it reads. */
function textLeaves(schema: z.ZodType, path: string, seen = new Set<unknown>()): TextLeaf[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  const inner = (key: string) => textLeaves(def[key] as z.ZodType, path, seen);
  switch (def.type) {
    case 'string':
      return [{ path, schema }];
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, value]) =>
        textLeaves(value, path ? `${path}.${key}` : key, seen),
      );
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner('innerType');
    case 'pipe':
      return [...inner('in'), ...inner('out')];
    case 'array':
      return textLeaves(def.element as z.ZodType, `${path}[]`, seen);
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => textLeaves(option, path, seen));
    case 'record':
      return [...inner('keyType'), ...inner('valueType')];
    default:
      return [];
  }
}

function isZodSchema(value: unknown): value is z.ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value && 'safeParse' in value;
}

const requestSchemas = (Object.entries(shared) as [string, unknown][]).filter(
  (entry): entry is [string, z.ZodType] =>
    entry[0].endsWith('Schema') && isZodSchema(entry[1]) && !ANSWER_SCHEMAS.has(entry[0]),
);

const everyRequestTextField = [
  ...Object.entries(MUTATION_ARGS).flatMap(([name, schema]) =>
    textLeaves(schema, '').map((leaf) => ({ where: `mutation ${name}`, ...leaf })),
  ),
  ...requestSchemas.flatMap(([name, schema]) =>
    textLeaves(schema, '').map((leaf) => ({ where: name, ...leaf })),
  ),
].filter((field) => !NEVER_STORED.test(field.path));

describe('storable text', () => {
  it('refuses U+0000 and lone surrogates, keeps pairs (emoji) and everything else', () => {
    expect(isStorableText('Peace 🙏 shalom, שָׁלוֹם')).toBe(true);
    expect(isStorableText('')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('a\ud800b')).toBe(false);
    expect(isStorableText('end\ud83d')).toBe(false);
    expect(isStorableText('\ude4f start')).toBe(false);
  });

  it('finds the text fields of the requests and mutations (the walk below is not empty)', () => {
    const paths = everyRequestTextField.map((field) => `${field.where}: ${field.path}`);
    expect(paths).toContain('mutation journal.create: content');
    expect(paths).toContain('mutation goal.update: changes.description');
    expect(paths).toContain('mutation feedFilter.create: targetId');
    expect(paths).toContain('signupSchema: name');
    expect(paths).toContain('updateProfileSchema: username');
    expect(paths).toContain('pageQuerySchema: cursor');
    expect(everyRequestTextField.length).toBeGreaterThan(60);
  });

  it.each([
    ['U+0000', 'Kept\u0000text'],
    ['a lone surrogate', 'Kept\ud800text'],
  ])('every text field of every request and mutation refuses %s', (_what, value) => {
    const accepted = everyRequestTextField
      .filter((field) => field.schema.safeParse(value).success)
      .map((field) => `${field.where}: ${field.path}`);
    expect(accepted).toEqual([]);
  });

  it('names the field in the refusal', () => {
    const result = shared.parseMutationArgs('journal.create', {
      id: shared.uuidv7(),
      title: 'Morning',
      content: 'Grateful\u0000',
      createdAt: '2026-11-20T08:30:00.000Z',
    });
    expect(result).toEqual({
      ok: false,
      error: 'Content contains a character that can’t be saved',
      field: 'content',
    });
  });
});

describe('display names', () => {
  const profile = (name: string) => updateProfileSchema.safeParse({ name });
  const firstIssue = (result: ReturnType<typeof profile>) =>
    result.success
      ? null
      : { message: result.error.issues[0]?.message, path: result.error.issues[0]?.path };

  it('need a visible character', () => {
    for (const blank of [
      '\u200b',
      '\u200b\u200c\u200d',
      '\u2060\ufeff',
      '\u3164',
      '\u0301',
      '\u00ad',
    ]) {
      expect(firstIssue(profile(blank))).toEqual({
        message: 'Name needs at least one visible character',
        path: ['name'],
      });
    }
    expect(profile('Ana').success).toBe(true);
    expect(profile('李').success).toBe(true);
    expect(profile('José 🙏').success).toBe(true);
  });

  it('refuse text direction controls', () => {
    for (const control of ['\u202e', '\u202a', '\u2066', '\u2069', '\u200e', '\u200f', '\u061c']) {
      expect(firstIssue(profile(`Ana${control}nimda`))).toEqual({
        message: 'Name can’t contain text direction characters',
        path: ['name'],
      });
    }
    // Right-to-left scripts need no controls: they are names like any other.
    expect(profile('שָׁלוֹם').success).toBe(true);
    expect(profile('مريم').success).toBe(true);
  });

  it('usernames too: letters that draw nothing are not a username', () => {
    const username = (value: string) => updateProfileSchema.safeParse({ username: value });
    expect(username('\u3164\u3164').error?.issues[0]?.message).toBe(
      'Username needs at least one visible character',
    );
    expect(username('a\u202eb').success).toBe(false);
    expect(username('maría_ㅎ').success).toBe(true);
  });

  it('apply at signup too, where an empty name still means the username', () => {
    const signup = (name: string) =>
      signupSchema.safeParse({
        username: 'ana',
        email: 'ana@example.org',
        password: 'secret1',
        confirmPassword: 'secret1',
        name,
      });
    expect(signup('').success).toBe(true);
    expect(signup('\u200b').success).toBe(false);
    expect(signup('Ana\u202e').success).toBe(false);
  });
});

describe('local image paths', () => {
  it('are one / and then neither / nor \\', () => {
    for (const elsewhere of [
      '/\\evil.example/x.png',
      '//evil.example/x.png',
      '/\\\\x',
      '/\t/evil.example/x.png',
      '/\n/evil.example',
    ]) {
      expect(isLocalPath(elsewhere), JSON.stringify(elsewhere)).toBe(false);
      const created = createInspirationalContentSchema.safeParse({
        title: 'T',
        content: 'C',
        imageUrl: elsewhere,
      });
      expect(created.success, JSON.stringify(elsewhere)).toBe(false);
    }
    expect(isLocalPath('/images/a.png')).toBe(true);
    expect(isLocalPath('/images/with\\backslash.png')).toBe(true);
    expect(
      createInspirationalContentSchema.safeParse({
        title: 'T',
        content: 'C',
        imageUrl: '/images/a.png',
      }).success,
    ).toBe(true);
    expect(
      createInspirationalContentSchema.safeParse({
        title: 'T',
        content: 'C',
        imageUrl: 'https://cdn.example/a.png',
      }).success,
    ).toBe(true);
  });
});
