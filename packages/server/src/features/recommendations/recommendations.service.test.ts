import { recommendationRequestSchema } from '@balancer/contract';
import { contentVersion, type PatientContext } from '@balancer/domain';
import { describe, expect, it } from 'vitest';
import { loadDefaultClinicalContent, type ClinicalContent } from '../../clinical/clinical-content';
import { recommendationJson } from './recommendation-json';
import { createRecommendationsService } from './recommendations.service';

// Every flag false, no prior medications: the request schema's defaults.
const base: PatientContext = recommendationRequestSchema.parse({ state: 'Manic' });

describe('recommendations service: cached answers', () => {
  it('answers every way of typing the same prior medications with the same bytes, from one entry', () => {
    const content = loadDefaultClinicalContent();
    const service = createRecommendationsService(() => content, { serialize: recommendationJson });
    const a = service.recommendJson({ ...base, priorMedications: ['Seroquel', 'Depakote'] });
    const b = service.recommendJson({ ...base, priorMedications: [' Depakote', 'Seroquel ', 'Depakote'] });
    expect(b.equals(a)).toBe(true);
    expect(service.cacheStats().entries).toBe(1);
    // The same bytes the engine and the route's serializer give without any cache.
    expect(a.toString()).toBe(recommendationJson(service.recommend({ ...base, priorMedications: ['Depakote', 'Seroquel'] })));
    expect(JSON.parse(a.toString()).excluded.some((e: { name: string }) => /valpro/i.test(e.name))).toBe(true);
  });

  it('never serves an answer made under other clinical content', () => {
    const original = loadDefaultClinicalContent();
    // A new content version: the rule that removes lithium for kidney history is gone.
    const edited: ClinicalContent = { ...original, rules: original.rules.filter((r) => !/kidney/i.test(r.id)) };
    expect(contentVersion(edited.pack, edited.rules, edited.catalog)).not.toBe(
      contentVersion(original.pack, original.rules, original.catalog),
    );
    let active = original;
    const service = createRecommendationsService(() => active, { serialize: recommendationJson });
    const input = { ...base, kidneyHistory: true };
    const before = JSON.parse(service.recommendJson(input).toString());
    active = edited;
    const after = JSON.parse(service.recommendJson(input).toString());
    expect(after.contentVersion).toBe(contentVersion(edited.pack, edited.rules, edited.catalog));
    expect(after.contentVersion).not.toBe(before.contentVersion);
    expect(after.excluded.length).toBeLessThan(before.excluded.length);
    active = original;
    expect(JSON.parse(service.recommendJson(input).toString())).toEqual(before);
  });

  it('answers names the catalogue does not know without keeping them', () => {
    const content = loadDefaultClinicalContent();
    const service = createRecommendationsService(() => content, { serialize: recommendationJson });
    const answer = JSON.parse(service.recommendJson({ ...base, priorMedications: ['Zyxwvut-Qrstu'] }).toString());
    expect(answer.unrecognizedPriorMedications).toEqual(['Zyxwvut-Qrstu']);
    expect(service.cacheStats()).toEqual({ entries: 0, bytes: 0 });
    service.recommendJson({ ...base, priorMedications: ['lithium'] });
    expect(service.cacheStats().entries).toBe(1);
  });
});
