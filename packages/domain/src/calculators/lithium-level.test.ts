import { describe, expect, it } from 'vitest';
import { interpretLithiumLevel } from './lithium-level';

describe('interpretLithiumLevel', () => {
  it('reads a level against the acute, maintenance and older-adult ranges', () => {
    expect(interpretLithiumLevel({ level: 0.7, context: 'acute', olderAdult: false })).toMatchObject({
      status: 'below',
      range: { low: 0.8, high: 1.2 },
      toxicity: null,
    });
    expect(interpretLithiumLevel({ level: 0.7, context: 'maintenance', olderAdult: false })).toMatchObject({
      status: 'in',
      range: { low: 0.6, high: 1.0 },
    });
    expect(interpretLithiumLevel({ level: 1.0, context: 'acute', olderAdult: true })).toMatchObject({
      status: 'above',
      range: { low: 0.4, high: 0.8 },
      rangeName: 'Older adult',
    });
    expect(interpretLithiumLevel({ level: 1.2, context: 'acute', olderAdult: false }).status).toBe('in');
  });

  it('names the toxicity band and its signs, awaiting review', () => {
    expect(interpretLithiumLevel({ level: 1.4, context: 'acute', olderAdult: false }).toxicity).toBeNull();
    const mild = interpretLithiumLevel({ level: 1.6, context: 'maintenance', olderAdult: false });
    expect(mild.status).toBe('above');
    expect(mild.toxicity).toMatchObject({
      name: 'Mild to moderate toxicity',
      needsReview: true,
      source: { citationId: 'fda-lithium-label' },
    });
    expect(interpretLithiumLevel({ level: 2.2, context: 'acute', olderAdult: false }).toxicity?.name).toBe('Moderate to severe toxicity');
    expect(interpretLithiumLevel({ level: 3.1, context: 'acute', olderAdult: false }).toxicity?.action).toMatch(/emergency/);
  });

  it('cites CANMAT/ISBD for the range and says when the level is valid', () => {
    const r = interpretLithiumLevel({ level: 0.9, context: 'acute', olderAdult: false });
    expect(r.rangeSource.citationId).toBe('canmat-2023u');
    expect(r.cautions[0]).toMatch(/12 hours after the last dose/);
  });
});
