import type { CdsRequest } from '@balancer/contract';
import { AppError } from '../../http/errors';
import { allPages, referencedMedications, type FhirFetcher, type FhirSource } from './fhir-pages';
import { isResource, type FhirResource } from './fhir-read';
import { MEDICATION_PREFETCH, OBSERVATION_PREFETCH, PREFETCH, REQUIRED_PREFETCH, type PrefetchKey } from './service-definition';

export type { FhirFetcher } from './fhir-pages';

const FETCH_TIMEOUT_MS = 5000;

/** Plain fetch with a timeout; only the discovery document's own queries, their pages and referenced Medications are sent. */
export const fetchFhir: FhirFetcher = async (url, accessToken) => {
  try {
    const res = await fetch(url, {
      headers: { accept: 'application/fhir+json', ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      redirect: 'error',
    });
    return res.ok ? await res.json() : null;
  } catch {
    return null;
  }
};

const preconditionFailed = (message: string) => new AppError(412, 'precondition_failed', message);

/** A template with the request's context filled in; only `{{context.patientId}}` is used. */
function query(template: string, patientId: string): string {
  return template.replaceAll('{{context.patientId}}', encodeURIComponent(patientId));
}

/** An answer that carries data: an OperationOutcome means the EHR could not run the query. */
const usable = (v: unknown): v is FhirResource | null => v === null || (isResource(v) && v.resourceType !== 'OperationOutcome');

/** The record one call is answered from. */
export type GatheredRecord = {
  resources: FhirResource[];
  /** Inputs whose prefetch was not provided at all (as opposed to provided and empty). */
  missing: { medications: boolean; observations: boolean };
  /** Prefetch keys whose pages were not all read. */
  partial: string[];
};

/**
 * The FHIR resources for one call: the prefetch the EHR sent, and for keys it left out, the same
 * queries against `fhirServer` when one is given; every page of each, and the Medications orders
 * reference. 412 when the conditions cannot be had either way.
 */
export async function gatherResources(body: CdsRequest, fetcher: FhirFetcher): Promise<GatheredRecord> {
  const source: FhirSource | null =
    body.fhirServer && /^https?:/.test(body.fhirServer)
      ? { base: body.fhirServer.replace(/\/$/, ''), token: body.fhirAuthorization?.access_token, fetcher }
      : null;
  const values = new Map<PrefetchKey, unknown>();
  for (const key of Object.keys(PREFETCH) as PrefetchKey[]) {
    const given = body.prefetch?.[key];
    if (given !== undefined && usable(given)) values.set(key, given);
  }
  const absent = (Object.keys(PREFETCH) as PrefetchKey[]).filter((k) => !values.has(k));
  if (absent.length && source) {
    const fetched = await Promise.all(
      absent.map((k) => fetcher(`${source.base}/${query(PREFETCH[k], body.context.patientId)}`, source.token)),
    );
    absent.forEach((k, i) => {
      if (usable(fetched[i]) && fetched[i] !== null) values.set(k, fetched[i]);
    });
  }
  const missingRequired = REQUIRED_PREFETCH.filter((k) => !values.has(k));
  if (missingRequired.length)
    throw preconditionFailed(
      `prefetch.${missingRequired.join(', prefetch.')}: required data not provided${body.fhirServer ? ' and not obtainable from fhirServer' : ', and no fhirServer was given to fetch it from'} (query: ${missingRequired.map((k) => PREFETCH[k]).join('; ')})`,
    );
  const read = await Promise.all([...values].map(async ([key, value]) => ({ key, ...(await allPages(value, source)) })));
  const resources = read.flatMap((r) => r.resources);
  return {
    resources: [...resources, ...(await referencedMedications(resources, source))],
    missing: {
      medications: MEDICATION_PREFETCH.every((k) => !values.has(k)),
      observations: OBSERVATION_PREFETCH.every((k) => !values.has(k)),
    },
    partial: read.filter((r) => !r.complete).map((r) => r.key),
  };
}
