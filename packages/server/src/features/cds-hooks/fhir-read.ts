/**
 * Loose readers for FHIR R4 (and R5 where they differ) JSON. Requests come from many EHRs; a field
 * that is missing or of the wrong shape reads as absent, never as an error.
 */

export type FhirResource = { resourceType: string; id?: string; [key: string]: unknown };
export type FhirCoding = { system?: string; code?: string; display?: string };
export type FhirConcept = { text?: string; coding: FhirCoding[] };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

export function isResource(v: unknown): v is FhirResource {
  return isObject(v) && typeof v.resourceType === 'string';
}

/** Every resource in a prefetch value: a Bundle's entries (nested bundles too), or the resource itself. */
export function flatten(value: unknown): FhirResource[] {
  if (!isResource(value)) return [];
  if (value.resourceType !== 'Bundle') return [value];
  const entries = Array.isArray(value.entry) ? value.entry : [];
  return entries.flatMap((e) => (isObject(e) ? flatten(e.resource) : []));
}

export function concept(v: unknown): FhirConcept | undefined {
  if (!isObject(v)) return undefined;
  const coding = (Array.isArray(v.coding) ? v.coding : []).filter(isObject).map((c) => ({
    system: str(c.system),
    code: str(c.code),
    display: str(c.display),
  }));
  const text = str(v.text);
  return text || coding.length ? { ...(text ? { text } : {}), coding } : undefined;
}

export const field = (r: Record<string, unknown>, key: string): unknown => r[key];
export const text = (r: Record<string, unknown>, key: string): string | undefined => str(r[key]);

/** First code of a CodeableConcept field such as clinicalStatus. */
export function statusCode(r: FhirResource, key: string): string | undefined {
  return concept(r[key])?.coding[0]?.code;
}

/** The date a resource speaks for: effective or onset first, then when it was recorded or issued. */
export function resourceDate(r: FhirResource): string | undefined {
  const period = isObject(r.effectivePeriod) ? r.effectivePeriod : isObject(r.onsetPeriod) ? r.onsetPeriod : undefined;
  return (
    str(r.effectiveDateTime) ??
    str(r.onsetDateTime) ??
    str(period?.start) ??
    str(r.recordedDate) ??
    str(r.authoredOn) ??
    str(r.dateAsserted) ??
    str(r.issued)
  );
}

/** Newest first; undated last. */
export function byDateDesc(a: FhirResource, b: FhirResource): number {
  return (resourceDate(b) ?? '').localeCompare(resourceDate(a) ?? '');
}

export function quantityValue(r: FhirResource): { value: number; unit?: string } | undefined {
  const q = r.valueQuantity;
  if (!isObject(q) || typeof q.value !== 'number' || !Number.isFinite(q.value)) return undefined;
  const unit = str(q.unit) ?? str(q.code);
  return unit ? { value: q.value, unit } : { value: q.value };
}

/** A short human label for a concept: its text, else the first display, else system|code. */
export function conceptLabel(c: FhirConcept | undefined): string {
  if (!c) return 'uncoded';
  return (
    c.text ??
    c.coding.find((x) => x.display)?.display ??
    c.coding
      .map((x) => x.code)
      .filter(Boolean)
      .join(', ') ??
    'uncoded'
  );
}

export { isObject, str };
