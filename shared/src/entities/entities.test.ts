import { describe, expect, it } from 'vitest';
import { MUTATION_NAMES, SYNC_TABLES } from '../constants/sync';
import { MUTATION_EFFECTS } from '../sync/effects';
import {
  DECLARED_REST_ROUTES,
  ENTITIES,
  EXPORTED_TABLES,
  GUEST_TABLES,
  marksOf,
  MUTATION_POLICIES,
  PERSONAL_SYNC_TABLES,
  quotaKindOf,
} from './index';

describe('the entity declarations', () => {
  it('give every mutation to the table its effect writes to', () => {
    for (const name of MUTATION_NAMES) {
      expect(MUTATION_POLICIES[name]?.table, name).toBe(MUTATION_EFFECTS[name].table);
    }
    const declared = SYNC_TABLES.flatMap((table) => Object.keys(ENTITIES[table].mutations));
    expect(declared.sort()).toEqual([...MUTATION_NAMES].sort());
  });

  it('declare REST writes of a table with its own mutations, each route once', () => {
    for (const [table, routes] of Object.entries(DECLARED_REST_ROUTES)) {
      const routeKeys = routes.writes.map((write) => `${write.method} ${write.path}`);
      expect(new Set(routeKeys).size, table).toBe(routeKeys.length);
      for (const write of routes.writes) {
        expect(MUTATION_POLICIES[write.mutation].table, write.mutation).toBe(table);
      }
    }
  });

  it('meter every create a member makes, and leave only an admin’s content work unmetered', () => {
    for (const name of MUTATION_NAMES) {
      const { permission, quota } = MUTATION_POLICIES[name];
      if (permission === 'admin') expect(quota, name).toBeNull();
      else expect(quota, name).not.toBeNull();
      if (permission !== 'admin' && MUTATION_EFFECTS[name].kind === 'create') {
        expect(['entries', 'posts', 'prayers'], name).toContain(quota);
      }
    }
  });

  it('keep personal tables whole: owned, exported, deleted with the account, unmarked', () => {
    expect(PERSONAL_SYNC_TABLES.length).toBeGreaterThan(5);
    for (const table of PERSONAL_SYNC_TABLES) {
      const entity = ENTITIES[table];
      expect(entity.ownerColumn, table).toBe('userId');
      expect(entity.export, table).not.toBeNull();
      expect(entity.onAccountDeletion, table).toBe('delete');
      expect(marksOf(table), table).toEqual([]);
      for (const policy of Object.values(entity.mutations)) {
        expect(policy.permission, table).toBe('owner');
      }
    }
    for (const table of GUEST_TABLES) expect(PERSONAL_SYNC_TABLES).toContain(table);
    expect(EXPORTED_TABLES).toEqual(PERSONAL_SYNC_TABLES);
  });

  it('mark shared rows through mutations of their own table', () => {
    for (const table of SYNC_TABLES) {
      for (const mark of marksOf(table)) {
        expect(MUTATION_POLICIES[mark.set].table, mark.name).toBe(table);
        if (mark.unset) expect(MUTATION_POLICIES[mark.unset].table, mark.name).toBe(table);
        expect(ENTITIES[table].scope, mark.name).toBe('shared');
      }
    }
  });

  it('name export files and REST paths once each', () => {
    const files = EXPORTED_TABLES.map((table) => ENTITIES[table].export!.fileKind);
    expect(new Set(files).size).toBe(files.length);
    const paths = SYNC_TABLES.map((table) => ENTITIES[table].restPath);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/api\/[a-z-]+$/);
  });
});

describe('quotaKindOf', () => {
  const member = { isAdmin: false };
  const admin = { isAdmin: true };
  it('counts each mutation against its declared quota', () => {
    expect(quotaKindOf('mood.create', member, true)).toBe('entries');
    expect(quotaKindOf('post.create', member, true)).toBe('posts');
    expect(quotaKindOf('goal.progress', member, false)).toBe('changes');
    expect(quotaKindOf('post.delete', member, false)).toBe('changes');
  });

  it('leaves an admin’s content work unmetered, and counts anyone else’s attempt', () => {
    expect(quotaKindOf('content.create', admin, true)).toBeNull();
    expect(quotaKindOf('content.create', member, true)).toBe('entries');
    expect(quotaKindOf('content.update', member, false)).toBe('changes');
  });

  it('counts a name this version does not know as a change', () => {
    expect(quotaKindOf('mood.teleport', member, false)).toBe('changes');
    expect(quotaKindOf('constructor', member, false)).toBe('changes');
  });
});
