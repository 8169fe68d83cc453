import { z } from 'zod';
import { moodStateSchema, riskFlagSchema, type MoodState, type RiskFlag } from '../input/patient-context.schema';
import type { Condition, ConditionAtom } from './condition.schema';

/**
 * The rule trigger of content format 1 (before docs/adr/0041): ANY or ALL of some flags, optionally
 * in some states, or always. Kept to read stored versions and as the shape the simple rule form edits.
 */
const flagTrigger = { flags: z.array(riskFlagSchema).min(1), states: z.array(moodStateSchema).min(1).optional() };
export const legacyTriggerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('anyOf'), ...flagTrigger }),
  z.object({ kind: z.literal('allOf'), ...flagTrigger }),
  z.object({ kind: z.literal('always') }),
]);
export type LegacyTrigger = z.infer<typeof legacyTriggerSchema>;

const flagAtom = (flag: RiskFlag): ConditionAtom => ({ kind: 'flag', flag });

/** A format-1 trigger as a condition tree with the same answers for every patient. */
export function conditionFromTrigger(t: LegacyTrigger): Condition {
  if (t.kind === 'always') return { kind: 'all', of: [] };
  const state: Condition[] = t.states ? [{ kind: 'state', states: t.states }] : [];
  if (t.kind === 'allOf') return { kind: 'all', of: [...t.flags.map(flagAtom), ...state] };
  const any: Condition = { kind: 'any', of: t.flags.map(flagAtom) };
  return state.length ? { kind: 'all', of: [any, ...state] } : any;
}

const flagsOnly = (cs: Condition[]): RiskFlag[] | null =>
  cs.length > 0 && cs.every((c) => c.kind === 'flag') ? cs.map((c) => (c as { flag: RiskFlag }).flag) : null;

/**
 * The condition as a format-1 trigger when it is one (flags, optionally states, or always), for the
 * simple rule form, the legacy shapes and the flag tooltips; null for any other tree.
 */
export function triggerOf(c: Condition): LegacyTrigger | null {
  if (c.kind === 'any') {
    const flags = flagsOnly(c.of);
    return flags && { kind: 'anyOf', flags };
  }
  if (c.kind !== 'all') return null;
  if (c.of.length === 0) return { kind: 'always' };
  const last = c.of[c.of.length - 1]!;
  const states: MoodState[] | undefined = last.kind === 'state' && c.of.length > 1 ? last.states : undefined;
  const rest = states ? c.of.slice(0, -1) : c.of;
  const only = rest.length === 1 ? rest[0]! : null;
  if (only?.kind === 'any') {
    const flags = flagsOnly(only.of);
    return flags && { kind: 'anyOf', flags, ...(states && { states }) };
  }
  const flags = flagsOnly(rest);
  return flags && { kind: 'allOf', flags, ...(states && { states }) };
}
