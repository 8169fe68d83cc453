import { CODE_SYSTEMS, findCondition } from '@balancer/domain';
import { concept, statusCode, type FhirResource } from './fhir-read';
import { ACTIVE } from './fhir-conditions';

const UNCERTAIN = new Set(['unconfirmed', 'provisional', 'differential']);
const SYSTEMS = new Set<string>([CODE_SYSTEMS.snomed, CODE_SYSTEMS.icd10cm]);

/**
 * Vocabulary conditions the interaction and contraindication rules read (long QT syndrome, epilepsy …;
 * issue 37), by SNOMED CT or ICD-10-CM code only: a confirmed condition with an active clinical status,
 * or none recorded. Returned as the codes found, which the engine resolves through the vocabulary.
 */
export function recordConditionCodes(conditions: FhirResource[]): { code: string; name: string; display: string }[] {
  const out: { code: string; name: string; display: string }[] = [];
  for (const r of conditions) {
    const clinical = statusCode(r, 'clinicalStatus');
    if ((clinical && !ACTIVE.has(clinical)) || UNCERTAIN.has(statusCode(r, 'verificationStatus') ?? '')) continue;
    for (const c of concept(r.code)?.coding ?? []) {
      if (!c.system || !c.code || !SYSTEMS.has(c.system)) continue;
      const found = findCondition(c.code);
      if (found && !out.some((o) => o.name === found.name)) {
        out.push({ code: c.code, name: found.name, display: c.display ?? c.code });
        break;
      }
    }
  }
  return out;
}
