import type { TextUnit } from './text-units';

/**
 * A reference list cites other works; none of its lines is a statement of the document, yet its titles
 * are dense with the very words a question uses ("QTc prolongation by psychotropic drugs …"). These
 * patterns are the citation styles journals print (Vancouver/AMA, APA), not any one document's.
 */
/** Vancouver/AMA source: "2021;385:1737-49", "1976;16(1):31-41", "2019 Mar;12(3):e123". */
const JOURNAL_SOURCE = /\b(19|20)\d{2}(\s+[A-Z][a-z]{2})?\s*;\s*\d+\s*(\(\s*[\w\s–-]{1,12}\))?\s*:\s*[A-Za-z]?\d+/;
/** Vancouver author list: two or more "Surname AB," at the start ("Girard TD, Exline MC, …"). */
const AUTHOR_LIST = /^(\d{1,3}\.?\s+)?([A-Z][\p{L}'’-]+(\s[A-Z][\p{L}'’-]+)?\s[A-Z]{1,3},\s*){2,}/u;
/** APA author list: "Smith, J. A., & Doe, B." */
const APA_AUTHORS = /^[A-Z][\p{L}'’-]+,\s([A-Z]\.\s?){1,3}(,\s*(&\s*)?|\s*&\s*)[A-Z][\p{L}'’-]+,\s[A-Z]\./u;
const DOI = /\bdoi\s*:?\s*10\.\d{4,}|doi\.org\/10\./i;

export const isCitationEntry = (text: string) =>
  JOURNAL_SOURCE.test(text) || AUTHOR_LIST.test(text) || APA_AUTHORS.test(text) || DOI.test(text);

/**
 * The units of a passage that belong to a reference list: each entry, and a unit between two entries
 * (an entry is cut into authors, title and source, and the title alone matches no pattern).
 */
export function bibliographicUnits(units: readonly TextUnit[]): Set<number> {
  const entry = units.map((u) => isCitationEntry(u.text));
  const near = (from: number, to: number) => entry.slice(Math.max(0, from), Math.max(0, to)).some(Boolean);
  const out = new Set<number>();
  units.forEach((_, i) => {
    if (entry[i] || (near(i - 2, i) && near(i + 1, i + 3))) out.add(i);
  });
  return out;
}
