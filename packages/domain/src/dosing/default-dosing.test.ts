import { describe, expect, it } from 'vitest';
import { defaultCatalog } from '../catalog/default-catalog';
import { defaultCitations } from '../citations';
import { defaultGuidelinePack } from '../guidelines/default-guideline-pack';
import { defaultDosing } from './default-dosing';
import { dosingCitations } from './dosing-citations';
import { dosingFacts } from './dosing-facts';
import { medicationDosingSchema, type Dose } from './dosing.schema';
import { startTargetMonitor } from './start-target-monitor';

const citationIds = new Set([...defaultCitations, ...dosingCitations].map((c) => c.id));
const regimens = new Map(defaultCatalog.regimens.map((r) => [r.id, r]));
/** mg/kg/day maxima are compared at a 50 kg adult. */
const perDay = (d: Dose) => (d.unit === 'mg/kg/day' ? d.amount * 50 : d.amount);
const comparable = (a: Dose, b: Dose) => a.unit === b.unit || (a.unit !== 'mg/injection' && b.unit !== 'mg/injection');

describe('default dosing content', () => {
  it('parses, with unique ids', () => {
    for (const d of defaultDosing) expect(() => medicationDosingSchema.parse(d), d.id).not.toThrow();
    expect(new Set(defaultDosing.map((d) => d.id)).size).toBe(defaultDosing.length);
  });

  it('cites only known sources, with a locator, for every fact', () => {
    for (const f of dosingFacts(defaultDosing)) {
      expect(citationIds.has(f.source.citationId), `${f.medication}: ${f.source.citationId}`).toBe(true);
      expect(f.source.locator.length).toBeGreaterThan(0);
    }
  });

  it('marks every label fact recalled from background knowledge as awaiting review', () => {
    const labels = new Set([...dosingCitations.map((c) => c.id), 'us-label-background']);
    for (const f of dosingFacts(defaultDosing).filter((x) => labels.has(x.source.citationId)))
      expect(f.needsReview, `${f.medication}: ${f.text}`).toBe(true);
  });

  describe.each(defaultDosing.map((d) => [d.id, d] as const))('%s', (_id, d) => {
    it('gives every dose a unit and a frequency', () => {
      for (const p of d.phases) {
        for (const dose of [...p.start.map((s) => s.dose), p.maximum]) {
          expect(dose.unit).toMatch(/^mg/);
          expect(dose.frequency.trim().length).toBeGreaterThan(0);
        }
        expect(p.usual.frequency.trim().length).toBeGreaterThan(0);
      }
    });

    it('never sets a maximum below a starting dose or the usual range', () => {
      for (const p of d.phases) {
        for (const s of p.start.filter((x) => comparable(x.dose, p.maximum)))
          expect(perDay(p.maximum), `${p.use} ${s.when}`).toBeGreaterThanOrEqual(s.dose.upTo ?? s.dose.amount);
        expect(p.usual.low).toBeLessThanOrEqual(p.usual.high);
        if (p.usual.unit === p.maximum.unit || p.maximum.unit === 'mg/kg/day')
          expect(perDay(p.maximum)).toBeGreaterThanOrEqual(p.usual.high);
      }
    });

    it('has a source on every dose, level, adjustment, test and piece of advice', () => {
      const facts = dosingFacts([d]);
      expect(facts.length).toBeGreaterThan(3);
      for (const f of facts) expect(f.source.citationId.length).toBeGreaterThan(0);
    });
  });

  it('gives every first- and second-line regimen of the four tables a block for its phase', () => {
    for (const table of defaultGuidelinePack.tables)
      for (const e of table.entries.filter((x) => x.line <= 2)) {
        const regimen = regimens.get(e.regimenId);
        expect(regimen, e.regimenId).toBeDefined();
        const block = startTargetMonitor(regimen!, { state: table.state });
        expect(block.missing, `${table.state} ${e.regimenId}`).toEqual([]);
        expect(block.medications.length).toBeGreaterThan(0);
        for (const m of block.medications) {
          expect(m.phaseMatched, `${table.state} ${e.regimenId} ${m.id}`).toBe(true);
          expect(m.monitoring.length).toBeGreaterThan(0);
        }
      }
  });

  it('names both the guideline and the label where they differ (lithium maintenance, divalproex level)', () => {
    const topics = defaultDosing.flatMap((d) => d.differences.map((x) => `${d.id}: ${x.topic}`));
    expect(topics).toEqual(expect.arrayContaining(['lithium: Maintenance target level', 'valproate: Target level']));
  });
});
