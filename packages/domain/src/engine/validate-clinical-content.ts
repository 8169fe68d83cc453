import { catalogSchema, type Catalog, type Claim } from '../catalog/catalog.schema';
import { normalizeKey } from '../catalog/normalize-medication-name';
import { guidelinePackSchema, type GuidelinePack } from '../guidelines/guideline.schema';
import { moodStateSchema } from '../input/patient-context.schema';
import { safetyRuleSchema, type SafetyRule } from '../rules/rule.schema';

const ANTIDEPRESSANT_CLASSES = new Set(['ssri', 'snri', 'ndri']);

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return [...new Set(values.filter((v) => seen.has(v) || (seen.add(v), false)))];
}

/**
 * Cross-reference and shape problems in clinical content, as readable sentences; empty when the
 * content is consistent. The server refuses to start on any problem rather than suggest wrongly.
 */
export function validateClinicalContent(catalog: Catalog, pack: GuidelinePack, rules: SafetyRule[]): string[] {
  const problems: string[] = [];
  const schemaCheck = (what: string, result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
    for (const issue of result.error?.issues ?? []) problems.push(`${what}: ${issue.path.map(String).join('.')}: ${issue.message}`);
  };
  schemaCheck('catalog', catalogSchema.safeParse(catalog));
  schemaCheck('guideline pack', guidelinePackSchema.safeParse(pack));
  rules.forEach((r, i) => schemaCheck(`rule ${r.id ?? i}`, safetyRuleSchema.safeParse(r)));

  const citationIds = new Set(pack.citations.map((c) => c.id));
  const ingredients = new Map(catalog.ingredients.map((i) => [i.id, i] as const));
  const regimenIds = new Set(catalog.regimens.map((r) => r.id));
  for (const d of duplicates(pack.citations.map((c) => c.id))) problems.push(`duplicate citation id ${d}`);
  for (const d of duplicates(catalog.ingredients.map((i) => i.id))) problems.push(`duplicate ingredient id ${d}`);
  for (const d of duplicates(catalog.regimens.map((r) => r.id))) problems.push(`duplicate regimen id ${d}`);
  for (const d of duplicates(rules.map((r) => r.id))) problems.push(`duplicate rule id ${d}`);

  const checkClaims = (owner: string, claims: Claim[]) => {
    for (const c of claims) {
      if (!citationIds.has(c.source.citationId)) problems.push(`${owner}: unknown citation ${c.source.citationId}`);
      for (const id of c.interactsWith ?? [])
        if (!ingredients.has(id)) problems.push(`${owner}: interaction with unknown ingredient ${id}`);
    }
  };
  for (const i of catalog.ingredients) checkClaims(`ingredient ${i.id}`, [...i.benefits, ...i.risks]);
  for (const r of catalog.regimens) {
    checkClaims(`regimen ${r.id}`, [...r.benefits, ...r.risks]);
    for (const id of r.ingredientIds) if (!ingredients.has(id)) problems.push(`regimen ${r.id}: unknown ingredient ${id}`);
  }

  // One name must mean one thing, or a typed prior medication could exclude the wrong drug.
  const owners = new Map<string, Set<string>>();
  const own = (name: string, owner: string) => owners.set(normalizeKey(name), (owners.get(normalizeKey(name)) ?? new Set()).add(owner));
  for (const i of catalog.ingredients) for (const n of [i.id, i.name, ...i.brands, ...i.synonyms]) own(n, `ingredient:${i.id}`);
  for (const r of catalog.regimens) {
    const owner = r.ingredientIds.length === 1 ? `ingredient:${r.ingredientIds[0]}` : `regimen:${r.id}`;
    for (const n of [r.id, r.name, ...r.brands]) own(n, owner);
  }
  for (const [name, set] of owners) if (set.size > 1) problems.push(`name "${name}" is ambiguous: ${[...set].join(', ')}`);

  const states = pack.tables.map((t) => t.state);
  for (const s of moodStateSchema.options) if (!states.includes(s)) problems.push(`guideline pack: no table for state ${s}`);
  for (const d of duplicates(states)) problems.push(`guideline pack: more than one table for state ${d}`);
  for (const l of pack.lineEvidence ?? [])
    if (!citationIds.has(l.source.citationId)) problems.push(`line ${l.line} evidence: unknown citation ${l.source.citationId}`);
  const allTables = pack.tables.flatMap((t) => [
    { ...t, where: `table ${t.state}` },
    ...(t.variants ?? []).map((v) => ({ ...v, state: t.state, answerAs: undefined, where: `table ${t.state} (${v.id})` })),
  ]);
  for (const table of allTables) {
    const where = table.where;
    for (const a of table.answerAs ?? []) {
      for (const s of a.sources)
        if (!citationIds.has(s.citationId)) problems.push(`${where} answer as ${a.state}: unknown citation ${s.citationId}`);
      if (a.state === table.state) problems.push(`${where}: answers itself as ${a.state}`);
    }
    for (const d of duplicates(table.entries.map((e) => e.regimenId))) problems.push(`${where}: regimen ${d} listed more than once`);
    for (const e of table.entries) {
      if (!regimenIds.has(e.regimenId)) problems.push(`${where}: unknown regimen ${e.regimenId}`);
      if (!citationIds.has(e.citationId)) problems.push(`${where}: unknown citation ${e.citationId}`);
      const regimen = catalog.regimens.find((r) => r.id === e.regimenId);
      const classes = regimen?.ingredientIds.flatMap((id) => ingredients.get(id)?.classes ?? []) ?? [];
      if (classes.length && classes.every((c) => ANTIDEPRESSANT_CLASSES.has(c)))
        problems.push(`${where}: ${e.regimenId} is antidepressant monotherapy`);
    }
    for (const line of [1, 2, 3] as const) {
      const inLine = table.entries.filter((e) => e.line === line);
      const explained = table.emptyLineReasons?.some((r) => r.line === line);
      if (inLine.length === 0 && !explained) problems.push(`${where}: line ${line} is empty and no reason is given`);
      if (inLine.length > 0 && explained) problems.push(`${where}: line ${line} has entries but also an empty-line reason`);
      // Ranks count printed rows: 1..k within each list, one row text per rank.
      for (const group of new Set(inLine.map((e) => e.group))) {
        const list = inLine.filter((e) => e.group === group);
        const ranks = [...new Set(list.map((e) => e.rank))].sort((a, b) => a - b);
        const name = group ? `line ${line} (${group})` : `line ${line}`;
        if (ranks.some((r, i) => r !== i + 1)) problems.push(`${where}: ${name} ranks are not 1..${ranks.length}: ${ranks.join(',')}`);
        for (const r of ranks) {
          const rows = new Set(list.filter((e) => e.rank === r).map((e) => e.row));
          if (rows.size > 1) problems.push(`${where}: ${name} rank ${r} is shared by different rows: ${[...rows].join(' / ')}`);
        }
      }
    }
  }

  for (const rule of rules) {
    const where = `rule ${rule.id}`;
    for (const s of rule.sources) if (!citationIds.has(s.citationId)) problems.push(`${where}: unknown citation ${s.citationId}`);
    const t = rule.target;
    if (t.kind === 'ingredients')
      for (const id of t.ingredientIds) if (!ingredients.has(id)) problems.push(`${where}: unknown ingredient ${id}`);
    if (t.kind === 'regimens') for (const id of t.regimenIds) if (!regimenIds.has(id)) problems.push(`${where}: unknown regimen ${id}`);
    if (t.kind === 'none' && rule.effect !== 'favour') problems.push(`${where}: only a favour rule may target nothing`);
  }
  return problems;
}
