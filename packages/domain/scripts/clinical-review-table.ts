/**
 * Prints the before/after table of a clinical review (docs/clinical/second-review.md, third-review.md):
 * the scenarios a prescriber tried, run through the engine of an earlier commit ("before") and
 * through this checkout ("after").
 *
 *   node --import tsx packages/domain/scripts/clinical-review-table.ts --before <git ref>
 *
 * Without --before it prints the "after" column only.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

type Rule = { ruleId: string; effect: string; severity: string };
type Item = { regimenId: string; rules: Rule[]; deprioritised?: boolean };
type Rec = { first: Item[]; second: Item[]; third: Item[]; excluded: Item[]; advisories?: { ruleId: string; regimenIds: string[] }[] };
type Domain = {
  recommend: (input: unknown, pack: unknown, rules: unknown, catalog: unknown) => Rec;
  defaultGuidelinePack: unknown;
  defaultSafetyRules: unknown;
  defaultCatalog: unknown;
  /** Since ADR 0048: the interactions are content of their own, compiled in by `effectiveRules`. */
  effectiveRules?: (content: unknown) => unknown;
  defaultClinicalContent?: () => unknown;
};

const FLAGS = [
  'psychotic',
  'suicideHistory',
  'kidneyHistory',
  'liverHistory',
  'bloodPressureHistory',
  'weightGainConcern',
  'reproductive',
  'riskPregnancy',
  'anyPregnancy',
] as const;
type Flag = (typeof FLAGS)[number];
const ALL = Object.fromEntries(FLAGS.map((f) => [f, true])) as Record<Flag, boolean>;

type Who = {
  ageGroup?: string;
  sex?: string;
  childbearingPotential?: boolean;
  bipolarType?: string;
  mixedFeatures?: boolean;
  maintenancePolarity?: string;
  conditions?: string[];
};

export const scenarios: { name: string; state: string; flags: Partial<Record<Flag, boolean>>; who?: Who }[] = [
  { name: 'Manic + wants to conceive', state: 'Manic', flags: { reproductive: true } },
  { name: 'Manic + possibility of pregnancy', state: 'Manic', flags: { riskPregnancy: true } },
  { name: 'Manic + pregnant or breastfeeding', state: 'Manic', flags: { anyPregnancy: true } },
  { name: 'Manic + low blood pressure', state: 'Manic', flags: { bloodPressureHistory: true } },
  ...['Manic', 'Depressed', 'Euthymic', 'Hypomanic'].map((state) => ({
    name: `${state} + liver history`,
    state,
    flags: { liverHistory: true },
  })),
  { name: 'Hypomanic, no flags', state: 'Hypomanic', flags: {} },
  ...['Manic', 'Depressed', 'Euthymic', 'Hypomanic'].map((state) => ({ name: `${state}, all flags on`, state, flags: ALL })),
  { name: 'Manic + psychotic', state: 'Manic', flags: { psychotic: true } },
  { name: 'Depressed + kidney + suicide history', state: 'Depressed', flags: { kidneyHistory: true, suicideHistory: true } },
  // Added by the third review (docs/clinical/third-review.md).
  { name: 'Manic, no flags', state: 'Manic', flags: {} },
  { name: 'Depressed, no flags', state: 'Depressed', flags: {} },
  { name: 'Euthymic, no flags', state: 'Euthymic', flags: {} },
  { name: 'Hypomanic + psychotic', state: 'Hypomanic', flags: { psychotic: true } },
  { name: 'Depressed + psychotic', state: 'Depressed', flags: { psychotic: true } },
  { name: 'Euthymic + psychotic', state: 'Euthymic', flags: { psychotic: true } },
  { name: 'Manic + weight-gain concern', state: 'Manic', flags: { weightGainConcern: true } },
  { name: 'Depressed + pregnant or breastfeeding', state: 'Depressed', flags: { anyPregnancy: true } },
  // Who the patient is (issue 37 findings 6, 7, 9; docs/adr/0046).
  { name: 'Manic, woman of 30', state: 'Manic', flags: {}, who: { sex: 'female', ageGroup: 'adult' } },
  { name: 'Manic, man of 30', state: 'Manic', flags: {}, who: { sex: 'male', ageGroup: 'adult' } },
  {
    name: 'Manic, man of 84 with dementia',
    state: 'Manic',
    flags: {},
    who: { sex: 'male', ageGroup: 'olderAdult', conditions: ['dementia'] },
  },
  { name: 'Depressed, bipolar II', state: 'Depressed', flags: {}, who: { bipolarType: 'II' } },
  { name: 'Euthymic, bipolar II', state: 'Euthymic', flags: {}, who: { bipolarType: 'II' } },
  { name: 'Hypomanic, bipolar II', state: 'Hypomanic', flags: {}, who: { bipolarType: 'II' } },
  { name: 'Manic, mixed features', state: 'Manic', flags: {}, who: { mixedFeatures: true } },
  { name: 'Depressed, mixed features', state: 'Depressed', flags: {}, who: { mixedFeatures: true } },
  { name: 'Depressed, youth', state: 'Depressed', flags: {}, who: { ageGroup: 'youth' } },
  { name: 'Manic, older adult', state: 'Manic', flags: {}, who: { ageGroup: 'olderAdult' } },
  { name: 'Euthymic, mostly depressive episodes', state: 'Euthymic', flags: {}, who: { maintenancePolarity: 'depressive' } },
];

function context(state: string, flags: Partial<Record<Flag, boolean>>, who: Who = {}) {
  return { state, ...Object.fromEntries(FLAGS.map((f) => [f, flags[f] ?? false])), priorMedications: [], ...who };
}

const suggested = (r: Rec) => [...r.first, ...r.second, ...r.third];
const WARNING_EFFECTS = new Set(['warn', 'deprioritise']);
const warned = (r: Rec) => suggested(r).filter((s) => s.rules.some((x) => WARNING_EFFECTS.has(x.effect) && x.severity !== 'info'));
const critical = (r: Rec) => suggested(r).filter((s) => s.rules.some((x) => WARNING_EFFECTS.has(x.effect) && x.severity === 'critical'));

function cell(r: Rec): string {
  const moved = suggested(r).filter((s) => s.deprioritised).length;
  return `${r.first.length}/${r.second.length}/${r.third.length}; excl ${r.excluded.length}; warned ${warned(r).length} (critical ${critical(r).length})${moved ? `; moved down ${moved}` : ''}`;
}

function changes(before: Rec | null, after: Rec): string {
  if (!before) return '';
  const ids = (list: Item[]) => new Set(list.map((s) => s.regimenId));
  const newlyExcluded = [...ids(after.excluded)].filter((id) => !ids(before.excluded).has(id));
  const gone = [...ids(suggested(before))].filter((id) => !ids(suggested(after)).has(id) && !ids(after.excluded).has(id));
  const moved = suggested(after)
    .filter((s) => s.deprioritised)
    .map((s) => s.regimenId);
  const newRules = new Map<string, number>();
  for (const s of suggested(after)) {
    const old = suggested(before).find((b) => b.regimenId === s.regimenId);
    for (const r of s.rules) if (!old?.rules.some((o) => o.ruleId === r.ruleId)) newRules.set(r.ruleId, (newRules.get(r.ruleId) ?? 0) + 1);
  }
  const parts = [
    newlyExcluded.length ? `now excluded: ${newlyExcluded.join(', ')}` : '',
    gone.length ? `no longer in table: ${gone.join(', ')}` : '',
    moved.length ? `moved to end of line: ${moved.join(', ')}` : '',
    newRules.size ? `new rules: ${[...newRules].map(([id, n]) => `${id} ×${n}`).join(', ')}` : '',
    after.advisories?.length ? `advisories: ${after.advisories.map((a) => `${a.ruleId} (${a.regimenIds.length} marked)`).join(', ')}` : '',
  ];
  return parts.filter(Boolean).join('; ') || 'no change';
}

async function load(srcDir: string): Promise<Domain> {
  return (await import(join(srcDir, 'index.ts'))) as Domain;
}

/** Extracts packages/domain of `ref` beside node_modules so that its imports (zod) resolve. */
function checkout(ref: string, repoRoot: string): string {
  const dir = join(repoRoot, 'node_modules', '.cache', 'clinical-review-before');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execSync(`git archive ${ref} packages/domain/src | tar -x -C ${dir}`, { cwd: repoRoot, stdio: 'inherit' });
  return join(dir, 'packages', 'domain', 'src');
}

/** The rules the engine evaluates for a checkout's built-in content, before and after ADR 0048. */
const engineRules = (d: Domain) =>
  d.effectiveRules && d.defaultClinicalContent ? d.effectiveRules(d.defaultClinicalContent()) : d.defaultSafetyRules;

async function main() {
  const here = dirname(fileURLToPath(import.meta.url));
  const repoRoot = resolve(here, '..', '..', '..');
  const refIndex = process.argv.indexOf('--before');
  const ref = refIndex > 0 ? process.argv[refIndex + 1] : undefined;
  const after = await load(resolve(here, '..', 'src'));
  const before = ref ? await load(checkout(ref, repoRoot)) : null;
  const run = (d: Domain, s: (typeof scenarios)[number]) =>
    d.recommend(context(s.state, s.flags, s.who), d.defaultGuidelinePack, engineRules(d), d.defaultCatalog);

  console.log(
    `Lines are first/second/third; "warned" counts suggestions carrying a warning or deprioritise rule.${ref ? ` Before: ${ref}.` : ''}\n`,
  );
  console.log(before ? '| Scenario | Before | After | What changed |\n|---|---|---|---|' : '| Scenario | After |\n|---|---|');
  for (const s of scenarios) {
    const a = run(after, s);
    const b = before ? run(before, s) : null;
    console.log(b ? `| ${s.name} | ${cell(b)} | ${cell(a)} | ${changes(b, a)} |` : `| ${s.name} | ${cell(a)} |`);
  }
}

await main();
