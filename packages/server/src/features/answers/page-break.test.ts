import type { Passage } from '@balancer/contract';
import { describe, expect, it, vi } from 'vitest';
import { composeAnswer, type Evidence, type RankedPassage } from './extractive-answerer';
import { completeAcrossPages, furnitureTest, joinAcrossPages, type PageBreakLookup } from './page-break';
import { textUnits } from './text-units';

const guid = '11111111-1111-4111-8111-111111111111';

// Page 5 ends mid-sentence above its footer; page 6 opens with its running header, then the sentence goes on.
const page5 = [
  'Lithium was started at 300 mg twice daily in all participants of the cohort.',
  'Serum lithium, creatinine and thyroid stimulating hormone were measured at baseline, after 6 months, and at',
  'Focus Vol. 21, No. 1',
  '5',
].join('\n');
const page6 = [
  'LITHIUM MONITORING IN PRACTICE',
  '12 months after the first dose, and yearly thereafter.',
  'Two participants stopped lithium because of tremor in the first year of treatment.',
].join('\n');
const page4 = ['LITHIUM MONITORING IN PRACTICE', 'Earlier prose of the article on page four ends here.', 'Focus Vol. 21, No. 1', '4'].join(
  '\n',
);
const whole = 'Serum lithium, creatinine and thyroid stimulating hormone were measured at baseline, after 6 months, and at';
const continuation = '12 months after the first dose, and yearly thereafter.';

describe('furniture at a page join', () => {
  const isFurniture = furnitureTest([page4, page5, page6]);

  it('knows page numbers, volumes, journal references, DOIs, licences and label reference lines by their pattern', () => {
    for (const line of [
      'Focus Vol. 21, No. 1',
      '5',
      'Page 3 of 12',
      'Pharmaceuticals 2023, 16, 74 3 of 14',
      '© Med Sci Monit, 2024; 30: e945412 REVIEW ARTICLES',
      'npj Digital Medicine | (2024) 7:324 2',
      'https://doi.org/10.1038/s41746-024-01333-z Article',
      'Reference ID: 4870025 This label may not be the latest approved by FDA.',
    ])
      expect(furnitureTest([])(line), line).toBe(true);
  });

  it('knows a running title by its repetition at the edge of another page nearby', () => {
    expect(isFurniture('LITHIUM MONITORING IN PRACTICE')).toBe(true);
    expect(furnitureTest([page5, page6])('LITHIUM MONITORING IN PRACTICE')).toBe(false);
  });

  it('leaves body lines alone, numbers and all', () => {
    expect(isFurniture(whole)).toBe(false);
    expect(isFurniture('12 months after the first dose, and yearly thereafter.')).toBe(false);
    expect(isFurniture('Patients were followed in 2019, 2020 and 2021 at three sites.')).toBe(false);
  });
});

describe('joinAcrossPages', () => {
  const isFurniture = furnitureTest([page4, page5, page6]);
  const [last] = textUnits(page5).filter((u) => u.text.startsWith('Serum'));

  it('completes the page-ending unit with the next page up to its first sentence end, footer and header left out', () => {
    // The unit as the answerer cuts it runs into the footer: "… and at Focus Vol."
    expect(last!.text).toBe(`${whole} Focus Vol.`);
    expect(joinAcrossPages(last!.text, page5, page6, isFurniture)).toEqual({ head: whole, tail: continuation });
  });

  it('joins nothing when the unit ends a sentence, is not the page end, or the next page starts with a heading', () => {
    const ended = page5.replace('and at', 'and at one year.');
    expect(joinAcrossPages(textUnits(ended)[1]!.text, ended, page6, isFurniture)).toBeNull();
    expect(joinAcrossPages(textUnits(page5)[0]!.text, page5, page6, isFurniture)).toBeNull();
    const heading = page6.replace('12 months after', '3.2 Renal Function\n12 months after');
    expect(joinAcrossPages(last!.text, page5, heading, isFurniture)).toBeNull();
  });
});

describe('completeAcrossPages', () => {
  const passage = (page: number, chunkNumber: number, text: string): RankedPassage => ({
    guid,
    title: 'Lithium article',
    fileName: 'lithium.pdf',
    page,
    chunkNumber,
    text,
    coverage: 1,
    bestSentence: '',
  });
  const on5 = passage(5, 9, page5);
  const next: Passage = { ...passage(6, 10, page6), snippet: '', score: 0 };
  const units = textUnits(page5);
  const evidence = (i: number): Evidence => ({ passage: on5, sentence: units[i]!.text, index: i, score: 1 });

  it('cites the part on page 5 to its passage and the continuation to page 6, and drops the footer unit', async () => {
    const lookup = vi.fn<PageBreakLookup>(async () => ({
      last: true,
      next,
      pages: [page4, page5, page6].map((text, i) => ({ page: i + 4, text })),
    }));
    const { picked, added } = await completeAcrossPages([evidence(1), evidence(2)], lookup);
    expect(added).toEqual([next]);
    expect(picked).toHaveLength(1);
    expect(composeAnswer(picked)).toEqual([
      `${whole} ***[${guid}, Page 5, Chunk 9]*** ${continuation} ***[${guid}, Page 6, Chunk 10]***\n`,
    ]);
  });

  it('leaves a unit alone when its passage does not end its page', async () => {
    const lookup = vi.fn<PageBreakLookup>(async () => ({ last: false, next, pages: [] }));
    const { picked, added } = await completeAcrossPages([evidence(1)], lookup);
    expect(picked).toEqual([evidence(1)]);
    expect(added).toEqual([]);
  });
});
