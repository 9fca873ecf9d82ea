/**
 * One place to look a mutation up by name: its args schema (./mutations.ts) and its effect
 * (./effects). The server applies pushed mutations and REST writes through it; the app's local
 * writes load it lazily (it holds zod).
 */
import type { z } from 'zod';
import type { MutationName } from '../constants/sync';
import { effectOf, type MutationEffect } from './effects';
import { MUTATION_ARGS, parseMutationArgs, type ParsedMutationArgs } from './mutations';

export interface MutationDefinition<N extends MutationName = MutationName> {
  name: N;
  args: z.ZodType;
  effect: MutationEffect<N>;
}

/**
 * The definition of `name`, or undefined for a name this version does not know. Read at call time,
 * so a mutation a test registers is followed like any other.
 */
export function mutationDefinition(name: string): MutationDefinition | undefined {
  const effect = effectOf(name);
  const args = Object.hasOwn(MUTATION_ARGS, name)
    ? (MUTATION_ARGS as Record<string, z.ZodType>)[name]
    : undefined;
  if (!effect || !args) return undefined;
  return { name: name as MutationName, args, effect } as MutationDefinition;
}

/** A mutation whose args passed its schema: what an apply works with. */
export type ParsedMutation = {
  [N in MutationName]: { name: N; args: ParsedMutationArgs<N> };
}[MutationName];

export type ParsedMutationResult =
  { ok: true; mutation: ParsedMutation } | { ok: false; error: string; field?: string };

/** Looks the name up and parses the args with its schema; the first problem as a message. */
export function parseMutation(name: string, args: unknown): ParsedMutationResult {
  if (!mutationDefinition(name)) return { ok: false, error: 'Unknown mutation', field: 'name' };
  const parsed = parseMutationArgs(name as MutationName, args);
  if (!parsed.ok) return parsed;
  return { ok: true, mutation: { name, args: parsed.args } as ParsedMutation };
}
