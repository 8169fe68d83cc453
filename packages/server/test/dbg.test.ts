import { curatedRxnormCodes } from '@balancer/domain';
import { it } from 'vitest';
import { loadDefaultClinicalContent } from '../src/clinical/clinical-content';
import { createCardRegistry } from '../src/features/cds-hooks/card-registry';
import { createCdsHooksService } from '../src/features/cds-hooks/cds-hooks.service';
import { gatherResources, fetchFhir } from '../src/features/cds-hooks/prefetch';
import * as fx from './fhir-fixtures';
void curatedRxnormCodes;
it('dbg', async () => {
  const content = loadDefaultClinicalContent();
  const svc = createCdsHooksService({ content: () => content, publicUrl: 'https://balancer.example.org', registry: createCardRegistry() });
  for (const res of [[fx.manic(), fx.pregnancyStatus(true)], [fx.depressed(), fx.egfr(25)]]) {
    const body = fx.patientView(res) as never;
    const { resources, missing } = await gatherResources(body, fetchFhir);
    const cards = svc.evaluate(body, resources, missing, new Date('2026-10-05'));
    for (const c of cards) console.log(c.card.indicator, '|', c.card.summary, '\n', process.env.FULL ? c.card.detail : '');
  }
});
