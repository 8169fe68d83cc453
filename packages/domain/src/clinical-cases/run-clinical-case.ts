import type { ClinicalContentSet } from '../content/clinical-content';
import { effectiveRules } from '../content/effective-rules';
import { recommend } from '../engine/recommend';
import type { Recommendation, Suggestion } from '../engine/recommendation.schema';
import { riskFlagSchema, type PatientContext } from '../input/patient-context.schema';
import type { ClinicalCase } from './clinical-case.schema';

/** The engine's input for a case. */
export function clinicalCaseContext(c: ClinicalCase): PatientContext {
  const flags = Object.fromEntries(riskFlagSchema.options.map((f) => [f, c.input.flags.includes(f)])) as Record<
    (typeof riskFlagSchema.options)[number],
    boolean
  >;
  return { state: c.input.state, ...flags, priorMedications: c.input.priorMedications };
}

/**
 * The ways a case fails on the given content, as sentences; empty when it passes. Used by the domain
 * tests, and meant for a rule editor to preview the effect of a change on every case.
 */
export function runClinicalCase(
  c: ClinicalCase,
  content: Pick<ClinicalContentSet, 'pack' | 'rules' | 'catalog'> & Partial<ClinicalContentSet>,
): string[] {
  const r: Recommendation = recommend(clinicalCaseContext(c), content.pack, effectiveRules(content), content.catalog);
  const all: Suggestion[] = [...r.first, ...r.second, ...r.third];
  const find = (id: string) => all.find((s) => s.regimenId === id);
  const e = c.expect;
  const problems: string[] = [];
  const fail = (msg: string) => problems.push(`${c.name}: ${msg}`);

  for (const line of ['first', 'second', 'third'] as const) {
    const want = e.lines?.[line];
    const got = r[line].map((s) => s.regimenId);
    if (want && want.join() !== got.join()) fail(`${line} line is [${got.join(', ')}], expected [${want.join(', ')}]`);
  }
  for (const id of e.contains ?? []) if (!find(id)) fail(`${id} is not offered`);
  for (const id of e.doesNotContain ?? []) if (find(id)) fail(`${id} is offered`);
  for (const { regimen, rule } of e.excluded ?? []) {
    const ex = r.excluded.find((x) => x.regimenId === regimen);
    if (!ex?.rules.some((x) => x.ruleId === rule)) fail(`${regimen} is not excluded by ${rule}`);
  }
  for (const { regimen, rule } of e.carries ?? [])
    if (!find(regimen)?.rules.some((x) => x.ruleId === rule)) fail(`${regimen} does not carry ${rule}`);
  for (const { regimen, rule } of e.doesNotCarry ?? []) {
    const s = find(regimen);
    if (!s) fail(`${regimen} is not offered`);
    else if (s.rules.some((x) => x.ruleId === rule)) fail(`${regimen} carries ${rule}`);
  }
  for (const id of e.deprioritised ?? []) if (!find(id)?.deprioritised) fail(`${id} is not moved to the end of its line`);
  const advisories = r.advisories.map((a) => a.ruleId);
  if (e.advisories && e.advisories.join() !== advisories.join())
    fail(`advisories are [${advisories.join(', ')}], expected [${e.advisories.join(', ')}]`);
  const empty = r.emptyLines.map((x) => `${x.line}:${x.cause}`);
  if (e.emptyLines && e.emptyLines.map((x) => `${x.line}:${x.cause}`).join() !== empty.join())
    fail(`empty lines are [${empty.join(', ')}]`);
  for (const row of e.notRecommended ?? [])
    if (!r.notRecommended.some((n) => n.row === row)) fail(`"${row}" is not listed as not recommended`);
  return problems;
}
