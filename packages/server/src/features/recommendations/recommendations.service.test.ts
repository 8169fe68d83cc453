import { recommendationRequestSchema } from '@balancer/contract';
import { patientContextSchema, riskFlagIds, type PatientContext } from '@balancer/domain';
import { describe, expect, it } from 'vitest';
import { asActive, loadDefaultClinicalContent, type ActiveContent } from '../../clinical/clinical-content';
import { recommendationJson } from './recommendation-json';
import { cacheKey, createRecommendationsService } from './recommendations.service';

// Every flag false, no prior medications: the request schema's defaults.
const base: PatientContext = recommendationRequestSchema.parse({ state: 'Manic' });
const version1 = () => asActive(loadDefaultClinicalContent(), 1, new Date());

describe('recommendations service: start, target, monitor (issue 41)', () => {
  it("gives every suggestion its block, with the patient's adjustments said", async () => {
    const service = createRecommendationsService(async () => version1(), { serialize: recommendationJson });
    const answer = JSON.parse((await service.recommendJson({ ...base, state: 'Depressed', currentMedications: ['Depakote'] })).toString());
    const all = [...answer.first, ...answer.second, ...answer.third];
    for (const s of all) expect(s.startTargetMonitor?.medications.length, s.regimenId).toBeGreaterThan(0);
    const lamotrigine = all.find((s) => s.regimenId === 'lamotrigine').startTargetMonitor.medications[0];
    expect(lamotrigine.adjustments.map((a: { reason: string }) => a.reason)).toEqual(['Takes Valproate']);
  });
});

describe('recommendations service: cached answers', () => {
  it('answers every way of typing the same prior medications with the same bytes, from one entry', async () => {
    const content = version1();
    const service = createRecommendationsService(async () => content, { serialize: recommendationJson });
    const a = await service.recommendJson({ ...base, priorMedications: ['Seroquel', 'Depakote'] });
    const b = await service.recommendJson({ ...base, priorMedications: [' Depakote', 'Seroquel ', 'Depakote'] });
    expect(b.equals(a)).toBe(true);
    expect(service.cacheStats().entries).toBe(1);
    // The same bytes the engine and the route's serializer give without any cache.
    expect(a.toString()).toBe(recommendationJson(await service.recommend({ ...base, priorMedications: ['Depakote', 'Seroquel'] })));
    expect(JSON.parse(a.toString()).excluded.some((e: { name: string }) => /valpro/i.test(e.name))).toBe(true);
  });

  it('never serves an answer made under other clinical content, nor under another version id', async () => {
    const original = version1();
    // A new content version: the rule that removes lithium for kidney history is gone.
    const edited = asActive({ ...original, rules: original.rules.filter((r) => !/kidney/i.test(r.id)) }, 2, new Date());
    let active: ActiveContent = original;
    const service = createRecommendationsService(async () => active, { serialize: recommendationJson });
    const input = { ...base, kidneyHistory: true };
    const before = JSON.parse((await service.recommendJson(input)).toString());
    active = edited;
    const after = JSON.parse((await service.recommendJson(input)).toString());
    expect(after.contentVersion).toBe(edited.contentVersion);
    expect(after.contentVersion).not.toBe(before.contentVersion);
    expect(after.excluded.length).toBeLessThan(before.excluded.length);
    // A rollback: the same content as version 1 under a new id answers with its own version.
    active = asActive(original, 3, new Date());
    const restored = JSON.parse((await service.recommendJson(input)).toString());
    expect(restored).toEqual({ ...before, contentVersion: active.contentVersion });
  });

  it('answers names the catalogue does not know without keeping them', async () => {
    const content = version1();
    const service = createRecommendationsService(async () => content, { serialize: recommendationJson });
    const answer = JSON.parse((await service.recommendJson({ ...base, priorMedications: ['Zyxwvut-Qrstu'] })).toString());
    expect(answer.unrecognizedPriorMedications).toEqual(['Zyxwvut-Qrstu']);
    expect(service.cacheStats()).toEqual({ entries: 0, bytes: 0 });
    await service.recommendJson({ ...base, priorMedications: ['lithium'] });
    expect(service.cacheStats().entries).toBe(1);
    // Current medications and conditions (issue 37): free text is answered, never kept; known names are.
    await service.recommendJson({ ...base, currentMedications: ['Zyxwvut-Qrstu'] });
    await service.recommendJson({ ...base, conditions: ['Zyxwvut-Qrstu'] });
    expect(service.cacheStats().entries).toBe(1);
    await service.recommendJson({ ...base, currentMedications: ['lisinopril'], conditions: ['9651007'] });
    expect(service.cacheStats().entries).toBe(2);
  });
});

describe('recommendations service: cache key', () => {
  it('changes with every field of the engine input, so no two inputs share an answer', () => {
    const changed: Record<string, unknown> = {
      state: 'Depressed',
      priorMedications: ['lithium'],
      currentMedications: ['ibuprofen'],
      conditions: ['epilepsy'],
      ...Object.fromEntries(riskFlagIds.map((id) => [id, true])),
      // Who the patient is (ADR 0046).
      ageGroup: 'olderAdult',
      sex: 'female',
      childbearingPotential: false,
      bipolarType: 'II',
      mixedFeatures: true,
      maintenancePolarity: 'depressive',
    };
    // Every field the engine reads must be covered here (the schema is strict: nothing else gets in).
    expect(Object.keys(changed).sort()).toEqual(Object.keys(patientContextSchema.shape).sort());
    const keys = new Set([cacheKey(base), ...Object.entries(changed).map(([field, value]) => cacheKey({ ...base, [field]: value }))]);
    expect(keys.size).toBe(1 + Object.keys(changed).length);
    // Lists cannot run together: two names are not one name with a separator in it.
    expect(cacheKey({ ...base, priorMedications: ['a', 'b'] })).not.toBe(cacheKey({ ...base, priorMedications: ['a","b'] }));
  });
});
