import { defaultCatalog } from '@balancer/domain';
import { describe, expect, it } from 'vitest';
import { bibliographicUnits, isCitationEntry } from './bibliography';
import { rankEvidence, selectSentences } from './extractive-answerer';
import { textUnits } from './text-units';

describe('reference lists', () => {
  it('recognises entries in the styles journals print', () => {
    expect(isCitationEntry('N Engl J Med. 2018;379(26):2506-16.')).toBe(true);
    expect(isCitationEntry('Girard TD, Exline MC, Carson SS, Hough CL, et al.')).toBe(true);
    expect(isCitationEntry('Smith, J. A., & Doe, B. (2019). Lithium and the kidney.')).toBe(true);
    expect(isCitationEntry('Available at doi:10.1016/j.jad.2020.01.001')).toBe(true);
  });

  it('leaves prose that cites a study, a dose range and a date alone', () => {
    expect(isCitationEntry('Smith et al. found that lithium reduced suicide risk in 2019.')).toBe(false);
    expect(isCitationEntry('The usual dose is 900 to 1,200 mg/day; levels of 0.6–1.0 mmol/L.')).toBe(false);
    expect(isCitationEntry('Between 2010 and 2019, 12 trials enrolled 3,000 patients.')).toBe(false);
  });

  it("takes an entry's title, which matches no pattern, with the entry around it", () => {
    const units = textUnits(
      'Ziprasidone prolonged QTc by about 20 ms in the comparison study.\n' +
        'Girard TD, Exline MC, Carson SS, Hough CL, Rock P, et al. Haloperidol and ziprasidone for treatment of delirium in critical illness. N Engl J Med. 2018;379:2506-16.\n' +
        'Beach SR, Celano CM, Noseworthy PA. QTc prolongation, torsades de pointes, and psychotropic medications. Psychosomatics. 2013;54:1-13.',
    );
    const biblio = bibliographicUnits(units);
    const quoted = units.filter((u) => !biblio.has(u.index)).map((u) => u.text);
    expect(quoted).toEqual(['Ziprasidone prolonged QTc by about 20 ms in the comparison study.']);
  });

  it("abstains rather than quote a reference list whose titles hold the question's words", () => {
    const page = {
      guid: '3f2a8c1e-1111-4222-8333-944455556666',
      title: 'A review',
      fileName: 'review.pdf',
      page: 12,
      chunkNumber: 12,
      text: [
        '28. Beach SR, Celano CM, Noseworthy PA.',
        'Ziprasidone and QTc prolongation in bipolar disorder.',
        'Psychosomatics. 2013;54:1-13.',
        '29. Wenzel-Seifert K, Wittmann M, Haen E.',
        'QTc prolongation by psychotropic drugs and the risk of Torsade de Pointes.',
        'Dtsch Arztebl Int. 2011;108(41):687-93.',
      ].join('\n'),
    };
    const picked = selectSentences(
      rankEvidence('Does ziprasidone cause QTc prolongation in bipolar disorder?', [page], defaultCatalog),
    ).picked;
    expect(picked).toEqual([]);
  });
});
