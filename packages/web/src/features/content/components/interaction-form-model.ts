import type { DrugChoices, InteractionInput, InteractionView, LibraryPassage } from '@balancer/domain';
import { ADMIN_CITATION, interactionInputSchema, slugFromName } from '@balancer/domain';
import type { SourceDraft } from './rule-form-model';

/** The interaction form's state: each side as the names an editor picks (ingredients, vocabulary classes). */
export type InteractionDraft = {
  id: string;
  aIngredients: string[];
  aClasses: string[];
  bIngredients: string[];
  bClasses: string[];
  effect: InteractionView['effect'];
  severity: InteractionView['severity'];
  clinicalEffect: string;
  mechanism: string;
  management: string;
  sources: SourceDraft[];
  needsReview: boolean;
  disabled: boolean;
};

export const emptyInteraction: InteractionDraft = {
  id: '',
  aIngredients: [],
  aClasses: [],
  bIngredients: [],
  bClasses: [],
  effect: 'warn',
  severity: 'warning',
  clinicalEffect: '',
  mechanism: '',
  management: '',
  sources: [],
  needsReview: true,
  disabled: false,
};

type Choice = DrugChoices['ingredients'][number];
const nameOf = (list: Choice[], id: string) => list.find((c) => c.id === id)?.name ?? id;
/** A picked name back to its vocabulary id; a name the vocabulary lacks is sent as typed, and the server names the field. */
const idOf = (list: Choice[], name: string) =>
  list.find((c) => c.name.toLowerCase() === name.trim().toLowerCase() || c.id === name.trim().toLowerCase())?.id ?? name.trim();

export function toDraft(x: InteractionView, drugs: DrugChoices): InteractionDraft {
  return {
    id: x.id,
    aIngredients: (x.a.ingredients ?? []).map((id) => nameOf(drugs.ingredients, id)),
    aClasses: (x.a.classes ?? []).map((id) => nameOf(drugs.classes, id)),
    bIngredients: (x.b.ingredients ?? []).map((id) => nameOf(drugs.ingredients, id)),
    bClasses: (x.b.classes ?? []).map((id) => nameOf(drugs.classes, id)),
    effect: x.effect,
    severity: x.severity,
    clinicalEffect: x.clinicalEffect,
    mechanism: x.mechanism,
    management: x.management,
    // The administrator's own entry has no source to show: saved again without one, it stays the administrator's.
    sources: x.sources
      .filter((s) => s.citationId !== ADMIN_CITATION.id)
      .map((s) =>
        s.passage
          ? { kind: 'passage', guid: s.passage.guid, page: String(s.passage.page), chunk: String(s.passage.chunk) }
          : { kind: 'published', citationId: s.citationId, locator: s.locator },
      ),
    needsReview: x.needsReview === true,
    disabled: x.disabled === true,
  };
}

/** What the editor must still fill in, in the form's words. */
export function draftProblems(d: InteractionDraft): string[] {
  const out: string[] = [];
  if (!d.aIngredients.length && !d.aClasses.length) out.push('Suggested drug: name at least one ingredient or class.');
  if (!d.bIngredients.length && !d.bClasses.length) out.push('Drug taken: name at least one ingredient or class.');
  if (!d.clinicalEffect.trim()) out.push('Clinical effect: say what happens.');
  if (!d.mechanism.trim()) out.push('Mechanism: say why it happens.');
  if (!d.management.trim()) out.push('Management: say what the prescriber should do.');
  d.sources.forEach((s, i) => {
    if (s.kind === 'published' && (!s.citationId || !s.locator.trim()))
      out.push(`Source ${i + 1}: choose the source and give the locator.`);
    if (s.kind === 'passage' && (!s.guid || !/^\d+$/.test(s.page) || !/^\d+$/.test(s.chunk)))
      out.push(`Source ${i + 1}: choose the document, page and passage.`);
  });
  return out;
}

/** The interaction the draft describes, checked by the domain's schema, and the library passages it cites. */
export function fromDraft(d: InteractionDraft, drugs: DrugChoices) {
  const missing = draftProblems(d);
  if (missing.length) return { interaction: null, passages: [], problems: missing };
  const passages: LibraryPassage[] = [];
  const sources = d.sources.map((s) => {
    if (s.kind === 'published') return { citationId: s.citationId, locator: s.locator.trim() };
    const passage = { guid: s.guid.trim(), page: Number(s.page), chunk: Number(s.chunk) };
    passages.push(passage);
    return { citationId: `library-${passage.guid}`, locator: `Page ${passage.page}, chunk ${passage.chunk}`, passage };
  });
  const side = (ingredients: string[], classes: string[]) => ({
    ...(ingredients.length ? { ingredients: ingredients.map((n) => idOf(drugs.ingredients, n)) } : {}),
    ...(classes.length ? { classes: classes.map((n) => idOf(drugs.classes, n)) } : {}),
  });
  const a = side(d.aIngredients, d.aClasses);
  const b = side(d.bIngredients, d.bClasses);
  const candidate: InteractionInput = {
    id: d.id || slugFromName(`${[...d.aIngredients, ...d.aClasses][0] ?? ''} ${[...d.bIngredients, ...d.bClasses][0] ?? ''}`),
    a,
    b,
    effect: d.effect,
    severity: d.severity,
    clinicalEffect: d.clinicalEffect.trim(),
    mechanism: d.mechanism.trim(),
    management: d.management.trim(),
    sources,
    ...(d.needsReview ? { needsReview: true } : {}),
    ...(d.disabled ? { disabled: true } : {}),
  };
  const parsed = interactionInputSchema.safeParse(candidate);
  return parsed.success
    ? { interaction: parsed.data, passages, problems: [] }
    : { interaction: null, passages, problems: parsed.error.issues.map((i) => `${i.path.join('.') || 'interaction'}: ${i.message}`) };
}
