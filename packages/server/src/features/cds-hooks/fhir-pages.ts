import { medicationRef } from './fhir-medications';
import { flatten, isObject, isResource, str, type FhirResource } from './fhir-read';

/** Reads one FHIR URL; resolves to null when it cannot (timeout, error status, not JSON). */
export type FhirFetcher = (url: string, accessToken: string | undefined) => Promise<unknown>;

/** Pages read per prefetch key, the first included: a bound on the time and memory one call may take. */
export const MAX_PAGES = 10;
/** Medication resources fetched by reference per call. */
export const MAX_MEDICATION_FETCHES = 50;

/** The FHIR server a call may read from, and only from it: the access token is never sent elsewhere. */
export type FhirSource = { base: string; token: string | undefined; fetcher: FhirFetcher };

const nextLink = (bundle: unknown): string | undefined => {
  if (!isResource(bundle) || bundle.resourceType !== 'Bundle' || !Array.isArray(bundle.link)) return undefined;
  return str(bundle.link.find((l) => isObject(l) && l.relation === 'next')?.url);
};

/** Same origin and under the base path: a `next` link elsewhere is not followed with the token. */
const under = (url: string, base: string) => url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`);

/**
 * Every page of a searchset Bundle: `link.next` is followed through the FHIR server up to MAX_PAGES.
 * `complete` is false when a next page was left unread (no server, a link elsewhere, the bound, an error).
 */
export async function allPages(first: unknown, source: FhirSource | null): Promise<{ resources: FhirResource[]; complete: boolean }> {
  const resources = flatten(first);
  let next = nextLink(first);
  for (let page = 1; next && page < MAX_PAGES; page++) {
    if (!source || !under(next, source.base)) break;
    const body = await source.fetcher(next, source.token);
    if (!isResource(body) || body.resourceType !== 'Bundle') break;
    resources.push(...flatten(body));
    next = nextLink(body);
  }
  return { resources, complete: !next };
}

/** Medication resources that orders reference but the prefetch did not carry, read from the FHIR server. */
export async function referencedMedications(resources: FhirResource[], source: FhirSource | null): Promise<FhirResource[]> {
  if (!source) return [];
  const have = new Set(resources.filter((r) => r.resourceType === 'Medication').map((r) => `Medication/${r.id}`));
  const wanted = new Set<string>();
  for (const r of resources) {
    const ref = str(medicationRef(r)?.reference);
    const relative =
      ref && /^Medication\/[A-Za-z0-9\-.]{1,64}$/.exec(ref.startsWith(source.base) ? ref.slice(source.base.length + 1) : ref)?.[0];
    if (relative && !have.has(relative) && !Array.isArray(r.contained)) wanted.add(relative);
  }
  const fetched = await Promise.all(
    [...wanted].slice(0, MAX_MEDICATION_FETCHES).map((ref) => source.fetcher(`${source.base}/${ref}`, source.token)),
  );
  return fetched.filter((m): m is FhirResource => isResource(m) && m.resourceType === 'Medication');
}
