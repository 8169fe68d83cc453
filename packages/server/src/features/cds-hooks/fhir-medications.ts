import {
  RXNORM_SYSTEM,
  findIngredient,
  ingredientById,
  ingredientForRxcui,
  vocabularyRxnormCodes,
  normalizeMedicationName,
  type Catalog,
  type MedicationResolution,
  type RxnormCode,
} from '@balancer/domain';
import { concept, conceptLabel, flatten, isObject, str, type FhirConcept, type FhirResource } from './fhir-read';

/** A medication found in the record, and the name handed to the engine for it. */
export type RecordMedication = {
  label: string;
  engineName: string;
  how: string;
  current?: boolean;
  /** Known to the drug vocabulary only (lisinopril, citalopram): read as taken now, never as tried. */
  vocabularyOnly?: true;
};

// Statuses that mean the patient never took the medication, or the entry is void.
const NOT_TAKEN_REQUEST = new Set(['draft', 'entered-in-error', 'cancelled']);
const NOT_TAKEN_STATEMENT = new Set(['not-taken', 'entered-in-error', 'intended']);
// Statuses that mean the patient is on it now: worded "currently prescribed", not "already tried".
const CURRENT = { MedicationRequest: new Set(['active', 'on-hold']), MedicationStatement: new Set(['active']) };

/** The reference of R4 medicationReference or R5 medication.reference. */
export function medicationRef(r: FhirResource): Record<string, unknown> | undefined {
  if (isObject(r.medicationReference)) return r.medicationReference;
  return isObject(r.medication) && isObject(r.medication.reference) ? r.medication.reference : undefined;
}

/**
 * R4 medicationCodeableConcept / medicationReference, or R5 medication.concept / medication.reference.
 * A reference is resolved among contained, prefetched or fetched Medication resources; failing that,
 * its display is read, and failing that it is named by the reference so it is listed, not dropped.
 */
function medicationConcept(r: FhirResource, all: FhirResource[]): FhirConcept | undefined {
  const direct = concept(r.medicationCodeableConcept) ?? (isObject(r.medication) ? concept(r.medication.concept) : undefined);
  if (direct) return direct;
  const ref = medicationRef(r);
  const target = str(ref?.reference);
  const contained = Array.isArray(r.contained) ? r.contained.flatMap(flatten) : [];
  const found = target?.startsWith('#')
    ? contained.find((m) => m.resourceType === 'Medication' && m.id === target.slice(1))
    : target && all.find((m) => m.resourceType === 'Medication' && target.endsWith(`Medication/${m.id}`));
  const code = found ? concept(found.code) : undefined;
  if (code) return code;
  const display = str(ref?.display);
  if (display) return { text: display, coding: [] };
  return target ? { text: `${target} (reference not resolved)`, coding: [] } : undefined;
}

const recognised = (r: MedicationResolution) => r.kind !== 'unrecognized';

/** Candidate names in the order a prescriber would read them: the text, each display, bracketed brands. */
function candidateNames(c: FhirConcept): string[] {
  const names = [c.text, ...c.coding.map((x) => x.display)].filter((x): x is string => Boolean(x));
  const brands = names.flatMap((n) => [...n.matchAll(/\[([^\]]+)\]/g)].map((m) => m[1]!.trim()));
  return [...new Set([...names, ...brands])];
}

/** Single words of four letters or more (RxNorm drug names start with the ingredient: "divalproex sodium 500 MG …"). */
function wordCandidates(names: string[]): string[] {
  const words = names.flatMap((n) => n.split(/[^A-Za-z-]+/)).filter((w) => w.length >= 4);
  return [...new Set(words)];
}

/**
 * One medication concept → the name the engine resolves: by curated RxNorm ingredient code first,
 * else by name (text, displays, bracketed brand, then single words) through the catalogue's normaliser.
 */
export function resolveMedication(
  c: FhirConcept,
  catalog: Catalog,
  codes: readonly RxnormCode[],
): RecordMedication | { label: string; engineName: null } {
  const rx = c.coding.find((x) => x.system === RXNORM_SYSTEM && x.code);
  const label = c.text || c.coding.some((x) => x.display) || !rx ? conceptLabel(c) : `RxNorm ${rx.code}`;
  const names = candidateNames(c);
  for (const coding of c.coding) {
    if (coding.system !== RXNORM_SYSTEM || !coding.code) continue;
    const ingredientId = ingredientForRxcui(coding.code, codes);
    if (!ingredientId) continue;
    // Prefer the record's own wording when it names the same ingredient, so the card quotes it.
    const same = names.find((n) => {
      const r = normalizeMedicationName(catalog, n);
      return r.kind === 'ingredients' && r.ingredientIds.includes(ingredientId);
    });
    const ingredient = catalog.ingredients.find((i) => i.id === ingredientId)!;
    return { label, engineName: same ?? ingredient.name, how: `RxNorm ${coding.code}` };
  }
  for (const name of names) if (recognised(normalizeMedicationName(catalog, name))) return { label, engineName: name, how: 'name' };
  for (const word of wordCandidates(names))
    if (recognised(normalizeMedicationName(catalog, word))) return { label, engineName: word, how: 'name' };
  return vocabularyMedication(c, label, names) ?? { label, engineName: null };
}

/** A drug outside the catalogue (an ACE inhibitor, citalopram): by vocabulary RxNorm code, else by name or word. */
function vocabularyMedication(c: FhirConcept, label: string, names: string[]): RecordMedication | undefined {
  for (const coding of c.coding) {
    const id = coding.system === RXNORM_SYSTEM && coding.code ? ingredientForRxcui(coding.code, vocabularyRxnormCodes) : undefined;
    const ingredient = id ? ingredientById(id) : undefined;
    if (ingredient) return { label, engineName: ingredient.name, how: `RxNorm ${coding.code}`, vocabularyOnly: true };
  }
  for (const name of [...names, ...wordCandidates(names)]) {
    const ingredient = findIngredient(name);
    if (ingredient) return { label, engineName: ingredient.name, how: 'name', vocabularyOnly: true };
  }
  return undefined;
}

/** Past and current medications from MedicationRequest and MedicationStatement resources. */
export function recordMedications(resources: FhirResource[], catalog: Catalog, codes: readonly RxnormCode[]) {
  const matched: RecordMedication[] = [];
  const unmatched: string[] = [];
  for (const r of resources) {
    const status = typeof r.status === 'string' ? r.status : undefined;
    if (r.resourceType === 'MedicationRequest') {
      if ((status && NOT_TAKEN_REQUEST.has(status)) || r.intent === 'proposal') continue;
    } else if (r.resourceType === 'MedicationStatement') {
      if (status && NOT_TAKEN_STATEMENT.has(status)) continue;
    } else continue;
    const c = medicationConcept(r, resources);
    if (!c) continue;
    const m = resolveMedication(c, catalog, codes);
    const current = Boolean(status && CURRENT[r.resourceType].has(status));
    // A stopped drug Balancer never suggests is not "tried" in its sense: listed as before, unrated.
    if (m.engineName === null || (m.vocabularyOnly && !current)) {
      unmatched.push(m.label);
      continue;
    }
    const same = matched.find((x) => x.engineName.toLowerCase() === m.engineName!.toLowerCase());
    if (!same) matched.push({ ...(m as RecordMedication), current });
    else if (current && !same.current) Object.assign(same, m, { current });
  }
  return { matched, unmatched: [...new Set(unmatched)] };
}

/** order-select: the draft orders the clinician is choosing, resolved like prior medications. */
export function selectedOrders(
  draftOrders: unknown,
  selections: string[] | undefined,
  catalog: Catalog,
  codes: readonly RxnormCode[],
): RecordMedication[] {
  const drafts = flatten(draftOrders).filter((r) => r.resourceType === 'MedicationRequest');
  const chosen = selections?.length ? drafts.filter((r) => selections.includes(`MedicationRequest/${r.id}`)) : drafts;
  return chosen.flatMap((r) => {
    const c = medicationConcept(r, drafts);
    const m = c ? resolveMedication(c, catalog, codes) : null;
    return m && m.engineName !== null ? [m as RecordMedication] : [];
  });
}
