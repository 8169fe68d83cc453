import type { Passage } from '@balancer/contract';
import { describe, expect, it, vi } from 'vitest';
import { composeAnswer, type Evidence, type RankedPassage } from './extractive-answerer';
import { completeAcrossPages, furnitureTest, joinAcrossPages, type PageBreakLookup } from './page-break';
import { textUnits } from './text-units';

const guid = '11111111-1111-4111-8111-111111111111';

// Real pages hold some fifty lines: the top and the foot of a page are different lines.
const body = (page: number) => Array.from({ length: 24 }, (_, i) => `Line ${i + 1} of the invented prose on page ${page} reads as text.`);
// Page 5 ends mid-sentence above its footer; page 6 opens with its running header, then the sentence goes on.
const page5 = [
  ...body(5),
  'Lithium was started at 300 mg twice daily in all participants of the cohort.',
  'Serum lithium, creatinine and thyroid stimulating hormone were measured at baseline, after 6 months, and at',
  'Focus Vol. 21, No. 1',
  '5',
].join('\n');
const page6 = [
  'LITHIUM MONITORING IN PRACTICE',
  '12 months after the first dose, and yearly thereafter.',
  'Two participants stopped lithium because of tremor in the first year of treatment.',
  ...body(6),
].join('\n');
const page4 = ['LITHIUM MONITORING IN PRACTICE', ...body(4), 'Focus Vol. 21, No. 1', '4'].join('\n');
const whole = 'Serum lithium, creatinine and thyroid stimulating hormone were measured at baseline, after 6 months, and at';
const continuation = '12 months after the first dose, and yearly thereafter.';

describe('furniture at a page join', () => {
  const furniture = furnitureTest([page4, page5, page6]);

  it('knows page numbers, volumes, journal references, authors, DOIs, licences and label reference lines by their pattern', () => {
    for (const line of [
      'Focus Vol. 21, No. 1',
      '5',
      '1234567890():,;',
      'Page 3 of 12',
      'Pharmaceuticals 2023, 16, 74 3 of 14',
      '20 A. Stelmach et al. 1 3',
      '© Med Sci Monit, 2024; 30: e945412 REVIEW ARTICLES',
      'npj Digital Medicine | (2024) 7:324 2',
      'https://doi.org/10.1038/s41746-024-01333-z Article',
      'Reference ID: 4870025 This label may not be the latest approved by FDA.',
    ]) {
      expect(furnitureTest([]).foot(line), line).toBe(true);
      expect(furnitureTest([]).top(line), line).toBe(true);
    }
  });

  it('knows a running title by its repetition at the same edge of another page nearby', () => {
    expect(furniture.top('LITHIUM MONITORING IN PRACTICE')).toBe(true);
    expect(furniture.foot('LITHIUM MONITORING IN PRACTICE')).toBe(false);
    expect(furnitureTest([page5, page6]).top('LITHIUM MONITORING IN PRACTICE')).toBe(false);
  });

  it('leaves body lines alone, numbers and all, and a line printed at the foot of one page and the top of the next', () => {
    for (const line of [whole, continuation, 'Patients were followed in 2019, 2020 and 2021 at three sites.', 'as shown by Smith et al.'])
      expect(furniture.foot(line) || furniture.top(line), line).toBe(false);
    const twice = furnitureTest([`${body(5).join('\n')}\nlevels of vitamin B12 fell in 7%`, `levels of vitamin B12 fell in 7%\n${page6}`]);
    expect(twice.foot('levels of vitamin B12 fell in 7%')).toBe(false);
  });
});

describe('joinAcrossPages', () => {
  const furniture = furnitureTest([page4, page5, page6]);
  const [last] = textUnits(page5).filter((u) => u.text.startsWith('Serum'));

  it('completes the page-ending unit with the next page up to its first sentence end, footer and header left out', () => {
    // The unit as the answerer cuts it runs into the footer: "… and at Focus Vol."
    expect(last!.text).toBe(`${whole} Focus Vol.`);
    expect(joinAcrossPages(last!.text, page5, page6, furniture)).toEqual({ head: whole, tail: continuation });
  });

  it('joins nothing when the unit ends a sentence, is not the page end, or the next page starts with a heading', () => {
    const ended = page5.replace('and at', 'and at one year.');
    const serum = (page: string) => textUnits(page).find((u) => u.text.startsWith('Serum'))!.text;
    expect(joinAcrossPages(serum(ended), ended, page6, furniture)).toBeNull();
    const started = textUnits(page5).find((u) => u.text.startsWith('Lithium was started'))!.text;
    expect(joinAcrossPages(started, page5, page6, furniture)).toBeNull();
    const heading = page6.replace('12 months after', '3.2 Renal Function\n12 months after');
    expect(joinAcrossPages(last!.text, page5, heading, furniture)).toBeNull();
  });

  it('takes a capital after the break as the same sentence only when the page ended where no sentence can', () => {
    const none = furnitureTest([]);
    const crushed = 'Tablets may be swallowed whole with water. Alternatively,';
    expect(joinAcrossPages('Alternatively,', crushed, 'ELIQUIS tablets may be crushed in water.\nMore text.', none)).toEqual({
      head: 'Alternatively,',
      tail: 'ELIQUIS tablets may be crushed in water.',
    });
    const list = 'Stop use and ask a doctor if redness or swelling is present in the painful area any new symptoms appear';
    expect(joinAcrossPages(list, list, 'If pregnant or breast-feeding, ask a health professional before use.', none)).toBeNull();
    expect(
      joinAcrossPages('Human Data', 'Some prose ends here.\nHuman Data', 'published data show no clear association.', none),
    ).toBeNull();
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
  const cut = units.findIndex((u) => u.text.startsWith('Serum'));

  it('cites the part on page 5 to its passage and the continuation to page 6, and drops the footer unit', async () => {
    const lookup = vi.fn<PageBreakLookup>(async () => ({
      last: true,
      next,
      pages: [page4, page5, page6].map((text, i) => ({ page: i + 4, text })),
    }));
    const { picked, added } = await completeAcrossPages([evidence(cut), evidence(cut + 1)], lookup);
    expect(added).toEqual([next]);
    expect(picked).toHaveLength(1);
    expect(composeAnswer(picked)).toEqual([
      `${whole} ***[${guid}, Page 5, Chunk 9]*** ${continuation} ***[${guid}, Page 6, Chunk 10]***\n`,
    ]);
  });

  it('asks the library only about a unit that some footer could leave cut at the page end', async () => {
    const lookup = vi.fn<PageBreakLookup>(async () => null);
    const started = units.findIndex((u) => u.text.startsWith('Lithium was started'));
    expect(await completeAcrossPages([evidence(started), evidence(0)], lookup)).toEqual({
      picked: [evidence(started), evidence(0)],
      added: [],
    });
    expect(lookup).not.toHaveBeenCalled();
    await completeAcrossPages([evidence(cut)], lookup);
    expect(lookup).toHaveBeenCalledOnce();
  });

  it('leaves a unit alone when its passage does not end its page', async () => {
    const lookup = vi.fn<PageBreakLookup>(async () => ({ last: false, next, pages: [] }));
    const { picked, added } = await completeAcrossPages([evidence(cut)], lookup);
    expect(picked).toEqual([evidence(cut)]);
    expect(added).toEqual([]);
  });
});
