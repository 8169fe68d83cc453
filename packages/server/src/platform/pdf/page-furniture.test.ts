import { describe, expect, it } from 'vitest';
import { findFurniture, trimFurniture } from './page-furniture';

/** A journal page: its running header, body lines, then its footer with the page number and licence line. */
const page = (n: number, body: string[]) =>
  [
    n % 2 ? 'Advances in mood disorder pharmacotherapy' : 'Focus Vol. 21, No. 1, Winter 2023',
    ...body,
    `${n}`,
    'This work is licensed under CC BY-NC-ND 4.0',
  ].join('\n');

describe('page furniture', () => {
  const bodies = [
    ['Lithium remains the first choice.', 'Valproate is an alternative in mania.'],
    ['Quetiapine treats bipolar depression.', 'Lithium levels are checked at baseline, after 6 months, and at'],
    ['yearly intervals thereafter.', 'Renal function is checked with them.'],
    ['Lamotrigine prevents depressive relapse.', 'Its rash needs a slow titration.'],
    ['Clozapine is kept for resistant illness.', 'Neutrophils are counted weekly at first.'],
    ['Olanzapine causes weight gain.', 'Metabolic monitoring follows.'],
    ['Carbamazepine induces CYP3A4.', 'Its interactions are many.'],
    ['Antidepressants may switch mood.', 'They are combined with a mood stabilizer.'],
  ];
  const pages = bodies.map((body, i) => page(i + 1, body));

  it('finds lines repeated at the edges of most pages, numbers aside, and removes them from every page', () => {
    const furniture = findFurniture(pages);
    const cleaned = trimFurniture(pages[2]!, furniture);
    expect(cleaned.text).toBe('yearly intervals thereafter.\nRenal function is checked with them.');
    expect(cleaned.removed).toEqual(['Advances in mood disorder pharmacotherapy', '3', 'This work is licensed under CC BY-NC-ND 4.0']);
    expect(pages[2]!.slice(cleaned.start, cleaned.start + cleaned.text.length)).toBe(cleaned.text);
    // A sentence that runs to the foot of the page no longer ends with the journal's footer.
    expect(trimFurniture(pages[1]!, furniture).text.endsWith('and at')).toBe(true);
  });

  it('keeps the same words inside the text, and learns nothing from too few pages', () => {
    const furniture = findFurniture(pages);
    const inside = ['Header', 'a', 'b', 'c', 'd', 'This work is licensed under CC BY-NC-ND 4.0', 'e', 'f', 'g', 'h', 'Footer'].join('\n');
    expect(trimFurniture(inside, furniture).text).toContain('This work is licensed');
    expect(findFurniture(pages.slice(0, 3)).size).toBe(0);
  });

  it('keeps body lines that repeat on only a few pages (a table continued over two pages)', () => {
    const withTable = pages.map((p, i) => (i < 2 ? `Table 2 (continued)\n${p}` : p));
    expect(findFurniture(withTable).has('table # (continued)')).toBe(false);
  });
});
