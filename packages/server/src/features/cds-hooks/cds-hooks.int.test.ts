import { cdsDiscoverySchema, cdsResponseSchema, type CdsCard, type CdsDiscovery, type CdsResponse } from '@balancer/contract';
import { defaultClinicalContent, effectiveRules } from '@balancer/domain';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCdsServer, type Ehr } from '../../../test/cds-client';
import * as fx from '../../../test/fhir-fixtures';
import type { TestServer } from '../../../test/test-server';

// The rules the server evaluates for the built-in content: its interactions compiled in (ADR 0048).
const engineRules = effectiveRules(defaultClinicalContent());

let server: TestServer;
let ehr: Ehr;
let close: () => Promise<unknown>;
const SERVICE = '/cds-services/balancer-bipolar-medications';
/** Rule labels come from the rule data, so a reworded label does not break the card tests. */
const label = (id: string) => engineRules.find((r) => r.id === id)!.label;
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PREGNANCY = label('pregnancy-excludes-valproate');
const KIDNEY = label('kidney-history-excludes-lithium');

beforeAll(async () => {
  ({ ehr, server, close } = await startCdsServer());
});
afterAll(() => close());

async function call(body: unknown, path = SERVICE) {
  const token = await ehr.token(server.config.publicUrl + path);
  const res = await server.api<CdsResponse>(path, { method: 'POST', json: body, headers: { authorization: `Bearer ${token}` } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return cdsResponseSchema.parse(res.body).cards;
}

const lineCards = (cards: CdsCard[]) => cards.filter((c) => c.source.topic?.code.startsWith('line-'));
/** The regimens a line card suggests: its numbered bold names. */
const suggestedNames = (cards: CdsCard[]) =>
  lineCards(cards).flatMap((c) => [...(c.detail ?? '').matchAll(/^\d+\. \*\*(.+?)\*\*/gm)].map((m) => m[1]!));
const byTopic = (cards: CdsCard[], code: string) => cards.find((c) => c.source.topic?.code === code);

describe('GET /cds-services', () => {
  it('lists the service on patient-view and order-select with prefetch templates for what the rules read', async () => {
    const { status, body } = await server.api<CdsDiscovery>('/cds-services');
    expect(status).toBe(200);
    const doc = cdsDiscoverySchema.parse(body);
    expect(doc.services.map((s) => [s.id, s.hook])).toEqual([
      ['balancer-bipolar-medications', 'patient-view'],
      ['balancer-bipolar-medications-order-select', 'order-select'],
    ]);
    const prefetch = doc.services[0]!.prefetch;
    expect(prefetch.conditions).toBe('Condition?patient={{context.patientId}}');
    expect(prefetch.patient).toBe('Patient/{{context.patientId}}');
    expect(prefetch.medicationRequests).toBe('MedicationRequest?patient={{context.patientId}}&_include=MedicationRequest:medication');
    expect(prefetch.medicationStatements).toBe('MedicationStatement?patient={{context.patientId}}&_include=MedicationStatement:medication');
    expect(prefetch.pregnancyStatus).toContain('http://loinc.org|82810-3');
    expect(prefetch.egfr).toContain('http://loinc.org|98979-8');
  });
});

describe('POST /cds-services/balancer-bipolar-medications', () => {
  it('a manic patient with a pregnancy observation: no valproate suggestion, and a critical card naming the rule', async () => {
    const cards = await call(fx.patientView([fx.manic(), fx.pregnancyStatus(true)]));
    const suggested = lineCards(cards);
    expect(suggested.map((c) => c.source.topic?.code)).toEqual(['line-1', 'line-2', 'line-3']);
    for (const c of suggested) expect(c.indicator).toBe('info');
    expect(suggestedNames(cards).length).toBeGreaterThan(15);
    expect(suggestedNames(cards).filter((n) => /valpro/i.test(n))).toEqual([]);
    expect(suggested[0]!.summary).toMatch(/^First line: Lithium, Quetiapine/);
    expect(suggested[0]!.detail).toMatch(/CANMAT-2023U Box 1/);
    // Issue 41: each suggestion carries its start and monitoring line.
    expect(suggested[0]!.detail).toMatch(
      /Start and monitor: Lithium: start 900 mg\/day, 300 mg three times daily;.*target 0\.8–1\.2 mEq\/L/,
    );
    expect(suggested[0]!.detail).toMatch(/dosing not yet verified against the label text/);

    const critical = cards.filter((c) => c.indicator === 'critical');
    expect(critical.every((c) => c.source.topic?.code.startsWith('rule:'))).toBe(true);
    const valproate = critical.find((c) => c.source.topic?.code === 'rule:pregnancy-excludes-valproate')!;
    expect(valproate.summary).toMatch(new RegExp(`^${esc(PREGNANCY)}: Valproate`));
    expect(valproate.detail).toMatch(/Pregnancy status: pregnant \(LOINC 82810-3/);
    expect(valproate.detail).toMatch(/MHRA/);
    expect(valproate.overrideReasons?.length).toBeGreaterThan(2);
    expect(cards.indexOf(valproate)).toBe(0);

    const notSuggested = byTopic(cards, 'not-suggested')!;
    expect(notSuggested.indicator).toBe('warning');
    expect(notSuggested.detail).toContain(
      `**Valproate**: Not suggested because: ${PREGNANCY.charAt(0).toLowerCase()}${PREGNANCY.slice(1)}`,
    );
    for (const c of cards) {
      expect(c.summary.length).toBeLessThan(140);
      expect(c.links?.[0]).toMatchObject({ type: 'absolute', label: 'Open the full summary in Balancer' });
      expect(c.links?.[0]?.url).not.toContain(fx.PATIENT_ID);
      expect(c.source.label).toMatch(/CANMAT/);
    }
  });

  it('a depressed patient with eGFR 25: no lithium anywhere in the suggestions, a critical kidney card quoting the eGFR', async () => {
    const cards = await call(fx.patientView([fx.depressed(), fx.egfr(25)]));
    expect(suggestedNames(cards).length).toBeGreaterThan(8);
    expect(suggestedNames(cards).filter((n) => /lithium/i.test(n))).toEqual([]);
    const kidney = byTopic(cards, 'rule:kidney-history-excludes-lithium')!;
    expect(kidney.indicator).toBe('critical');
    expect(kidney.detail).toMatch(/eGFR 25 mL\/min/);
    expect(kidney.summary).toMatch(new RegExp(`^${esc(KIDNEY)}: Lurasidone plus Lithium, Lithium`));
    expect(byTopic(cards, 'not-suggested')!.detail).toMatch(/\*\*Lithium\*\*: Not suggested because: kidney disease/i);
  });

  it('a prior Depakote MedicationRequest puts valproate under "Not suggested"', async () => {
    const cards = await call(fx.patientView([fx.manic(), fx.depakoteRequest(), fx.pregnancyStatus(false)]));
    const notSuggested = byTopic(cards, 'not-suggested')!;
    expect(notSuggested.summary).toMatch(/^Not suggested: Valproate/);
    expect(notSuggested.detail).toMatch(
      /\*\*Valproate\*\*: Not suggested because: prior medication already tried \(Depakote 500 mg DR tablet\)/,
    );
    expect(suggestedNames(cards).filter((n) => /valpro/i.test(n))).toEqual([]);
    expect(notSuggested.detail).toMatch(/Prior medication: Depakote 500 mg DR tablet/);
  });

  it('warns about rules the record could not check, instead of staying silent', async () => {
    const cards = await call(fx.patientView([fx.manic()]));
    const unchecked = byTopic(cards, 'unchecked-rules')!;
    expect(unchecked.indicator).toBe('warning');
    expect(unchecked.summary).toMatch(/^Not in the record; would change the suggestions: /);
    expect(unchecked.detail).toMatch(
      new RegExp(
        `If yes to \\*\\*Wants to conceive in next 2 years; Any possibility of becoming pregnant; Currently pregnant or breastfeeding\\*\\*: ${esc(PREGNANCY)}; Balancer would not suggest Valproate`,
      ),
    );
    expect(unchecked.detail).toMatch(new RegExp(`If yes to \\*\\*History or risk of chronic kidney disease\\*\\*: ${esc(KIDNEY)}`));
    expect(lineCards(cards)[0]!.detail).toMatch(/Not found in the record:\*\* .*Kidney disease \(history or risk\)/);
  });

  it('answers one info card when the record has no bipolar diagnosis', async () => {
    const cards = await call(fx.patientView([fx.condition('icd10cm', 'F41.1', 'Generalized anxiety disorder')]));
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ indicator: 'info', summary: 'Balancer does not apply: no bipolar disorder diagnosis in the record' });
  });

  it('order-select: a Depakote draft for a pregnant patient gets a critical card about the selected order', async () => {
    const draft = { ...fx.medicationRequest({ text: 'Depakote ER 500 mg tablet', status: 'draft' }), id: 'draft-1' };
    const path = '/cds-services/balancer-bipolar-medications-order-select';
    const body = {
      ...fx.patientView([fx.manic(), fx.pregnancyStatus(true)]),
      hook: 'order-select',
      context: {
        userId: 'Practitioner/example',
        patientId: fx.PATIENT_ID,
        selections: ['MedicationRequest/draft-1'],
        draftOrders: fx.bundle([draft]),
      },
    };
    const cards = await call(body, path);
    const selected = byTopic(cards, 'selected-order')!;
    expect(selected).toMatchObject({
      indicator: 'critical',
      summary: 'Selected order Depakote ER 500 mg tablet is not suggested for this patient',
    });
    expect(selected.detail).toContain(PREGNANCY);
  });

  it('refuses a malformed request naming the field, after authentication', async () => {
    const token = await ehr.token(server.config.publicUrl + SERVICE);
    const { status, body } = await server.api<{ fields: Record<string, string[]> }>(SERVICE, {
      method: 'POST',
      json: { ...fx.patientView([fx.manic()]), hookInstance: 'not-a-uuid' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(status, JSON.stringify(body)).toBe(400);
    expect(Object.keys(body.fields)).toEqual(['hookInstance']);
  });

  it('answers 404 for a service id it does not offer', async () => {
    const path = '/cds-services/some-other-service';
    const token = await ehr.token(server.config.publicUrl + path);
    const { status } = await server.api(path, {
      method: 'POST',
      json: { hook: 'patient-view', hookInstance: randomUUID(), context: {} },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(status).toBe(404);
  });
});
