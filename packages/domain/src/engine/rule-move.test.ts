import { describe, expect, it } from 'vitest';
import { referencePatients } from '../content/impact-preview';
import { defaultClinicalContent } from '../content/clinical-content';
import { parseStoredContent } from '../content/content-format';
import storedV1 from '../content/fixtures/content-format-1.json' with { type: 'json' };
import { moodStateSchema, type PatientContext } from '../input/patient-context.schema';
import { riskFlagIds } from '../input/risk-flags';
import { legacyTriggerSchema, type LegacyTrigger } from '../rules/legacy-trigger';
import type { SafetyRule } from '../rules/rule.schema';
import { ruleFires } from './rule-matching';
import { recommend } from './recommend';
import answersBefore from './fixtures/answers-before-0041.json' with { type: 'json' };

/**
 * ADR 0041 moved every rule from a flag trigger to a `when` tree. The fixtures were written by the
 * engine before the move (commit d39d462): the built-in content as stored then (format 1), and a hash
 * of the answer for 2998 patients (every reference patient; every state × every combination of the
 * nine flags; every seventh combination also with three prior-medication lists).
 */
/** 64-bit FNV-1a over UTF-16 code units (as the fixture was written), in two 32-bit halves for speed. */
function hash(text: string): string {
  let hi = 0xcbf29ce4;
  let lo = 0x84222325;
  for (let i = 0; i < text.length; i += 1) {
    lo = (lo ^ text.charCodeAt(i)) >>> 0;
    // × 0x100000001b3 = × 0x1b3 plus a shift by 40 bits, modulo 2^64.
    const low = lo * 0x1b3;
    const carry = Math.floor(low / 0x100000000);
    hi = (hi * 0x1b3 + carry + ((lo << 8) >>> 0)) % 0x100000000;
    lo = low % 0x100000000;
  }
  return hi ? hi.toString(16) + lo.toString(16).padStart(8, '0') : lo.toString(16);
}

function patients(): [string, PatientContext][] {
  const out: [string, PatientContext][] = referencePatients().map((p) => [p.id, p.context]);
  const priors = [[], ['lithium'], ['Depakote', 'quetiapine'], ['lamotrigine', 'Seroquel', 'Zyprexa']];
  for (const state of moodStateSchema.options)
    for (let m = 0; m < 1 << riskFlagIds.length; m += 1)
      priors.forEach((priorMedications, pi) => {
        if (pi > 0 && m % 7 !== 0) return;
        const flags = Object.fromEntries(riskFlagIds.map((f, i) => [f, (m & (1 << i)) !== 0]));
        out.push([`${state}/${m}/${pi}`, { state, ...flags, priorMedications } as PatientContext]);
      });
  return out;
}

/** The engine's rule test before the move, kept here as the reference it is compared against. */
function firedBefore(t: LegacyTrigger, p: PatientContext): boolean {
  if (t.kind === 'always') return true;
  const yes = t.kind === 'allOf' ? t.flags.every((f) => p[f]) : t.flags.some((f) => p[f]);
  return yes && (!t.states || t.states.includes(p.state));
}

describe('every rule in the new form (ADR 0041)', () => {
  const content = defaultClinicalContent();
  const before = answersBefore as Record<string, string>;
  // The rules that were moved; rules added since change answers on purpose and are tested on their own.
  const movedIds = new Set((storedV1 as { rules: { id: string }[] }).rules.map((r) => r.id));
  const moved = content.rules.filter((r) => movedIds.has(r.id));

  it('gives every patient the same answer as before the move', { timeout: 60_000 }, () => {
    const all = patients();
    expect(all.length).toBe(Object.keys(before).length);
    const changed = all.filter(([id, ctx]) => {
      const { contentVersion: _version, ...answer } = recommend(ctx, content.pack, moved, content.catalog);
      return hash(JSON.stringify(answer)) !== before[id];
    });
    expect(changed.map(([id]) => id)).toEqual([]);
  });

  it('is what the format-1 stored rules upgrade to, and each fires exactly when its old trigger did', { timeout: 60_000 }, () => {
    const upgraded = parseStoredContent(storedV1);
    // Rules narrowed since to patients whose sex is not given, or not male (ADR 0046): each fires for
    // every format-1 patient (none gives a sex) exactly as its old trigger did, checked below.
    const narrowed = new Set([
      'valproate-pregnancy-prevention',
      'valproate-uk-under-55',
      'pregnancy-warns-carbamazepine',
      'tamoxifen-pregnancy-prevention',
      'oxcarbazepine-contraception',
    ]);
    const withoutNarrowedWhen = (r: SafetyRule) => (narrowed.has(r.id) ? { ...r, when: null } : r);
    const today = moved;
    expect(upgraded.rules.map(withoutNarrowedWhen)).toEqual(today.map(withoutNarrowedWhen));
    const old = (storedV1 as { rules: { id: string; trigger: unknown }[] }).rules;
    for (const [, p] of patients().slice(0, 600))
      for (const [i, r] of old.entries()) {
        const before = firedBefore(legacyTriggerSchema.parse(r.trigger), p);
        expect(ruleFires(upgraded.rules[i]!, p), r.id).toBe(before);
        expect(ruleFires(today[i]!, p), r.id).toBe(before);
      }
  });
});
