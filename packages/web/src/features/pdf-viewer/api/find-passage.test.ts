import { findPassage, foldPassage } from './find-passage';

const pieces = ['Clinicians titrated cariprazine slowly while watching for akathi-', 'sia in the marigold', ' cohort. Next sentence.'];
const covered = (spans: ReturnType<typeof findPassage>) => spans?.map((s) => pieces[s.piece]!.slice(s.start, s.end)).join('|');

describe('findPassage', () => {
  it('matches across pieces, line-end hyphens and spacing', () => {
    const spans = findPassage(pieces, 'titrated  cariprazine slowly while watching for akathisia\nin the marigold cohort');
    expect(covered(spans)).toBe('titrated cariprazine slowly while watching for akathi|sia in the marigold|cohort');
  });

  it('ignores case and punctuation', () => {
    expect(findPassage(pieces, 'MARIGOLD COHORT; next sentence')).not.toBeNull();
  });

  it('finds the part of a passage that continues on the next page', () => {
    const spans = findPassage(pieces, 'the marigold cohort. Next sentence. And this sentence is on the following page, not this one.');
    expect(covered(spans)).toBe('the marigold|cohort. Next sentence');
  });

  it('finds the end of a passage that began on the previous page', () => {
    const spans = findPassage(pieces, 'Text from the previous page that is not here. Clinicians titrated cariprazine slowly');
    expect(covered(spans)).toBe('Clinicians titrated cariprazine slowly');
  });

  it('returns null when the passage is not on the page', () => {
    expect(findPassage(pieces, 'Lamotrigine rash education was repeated at every visit.')).toBeNull();
    expect(findPassage(pieces, '   ')).toBeNull();
  });
});

describe('foldPassage', () => {
  it('matches a passage whose subscript the text layer lists at the end of the page', () => {
    const pieces = ['Metformin may lower vitamin B', ' levels. Measure vitamin B at 2 to 3 year intervals.', 'Other text.', '12', '12'];
    const spans = findPassage(pieces, 'Metformin may lower vitamin B12 levels.');
    expect(spans).toEqual([
      { piece: 0, start: 0, end: 29 },
      { piece: 1, start: 1, end: 7 },
    ]);
  });

  it('keeps letters and digits of any script, lower-cased', () => {
    expect(foldPassage('Größe 12 mg/kg — É')).toBe('größe12mgkgé');
  });
});
