import type { MedicationDetail } from '../../../lib/api/medications';
import { withoutRepeats } from './print-repeats';

const statement = (text: string) => ({
  text,
  citation: 'Label',
  locator: 'Warnings',
  reference: 'US label',
  url: null,
  needsReview: false,
});
const source = (citation: string) => ({ citation, reference: citation, url: null, locators: ['Box 1'], passages: [] });
const detail = (name: string, benefits: string[], risks: string[], sources: string[]): MedicationDetail => ({
  id: name.toLowerCase(),
  name,
  ingredients: [name],
  aliases: [],
  benefits: benefits.map(statement),
  risks: risks.map(statement),
  sources: sources.map(source),
});

describe('withoutRepeats', () => {
  const lithium = detail('Lithium', ['Reduces suicides'], ['Toxic in overdose'], ['Lithium label']);
  const combination = detail(
    'Haloperidol plus Lithium',
    ['Acute mania: third-line combination', 'Lithium: Reduces suicides', 'Haloperidol: Sedating'],
    ['Lithium: Toxic in overdose'],
    ['CANMAT', 'Lithium label'],
  );

  it("leaves out an ingredient's statements and sources when the ingredient is printed on its own", () => {
    const out = withoutRepeats(combination, new Map([['Lithium', lithium]]));
    expect(out.benefits.map((b) => b.text)).toEqual(['Acute mania: third-line combination', 'Haloperidol: Sedating']);
    expect(out.risks).toEqual([]);
    expect(out.sources.map((s) => s.citation)).toEqual(['CANMAT']);
    expect(out.referred).toEqual(['Lithium']);
  });

  it('keeps everything when no ingredient is printed on its own', () => {
    const out = withoutRepeats(combination, new Map([['Haloperidol plus Lithium', combination]]));
    expect(out.benefits).toEqual(combination.benefits);
    expect(out.sources).toEqual(combination.sources);
    expect(out.referred).toEqual([]);
  });
});
