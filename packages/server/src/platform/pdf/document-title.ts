/**
 * A document's title from what the document says it is, never its boilerplate or a file code:
 * - a US label (PLR format) names its product in the line after "These highlights do not include all the
 *   information needed to use X safely and effectively. See full prescribing information for X." and
 *   before "Initial U.S. Approval" (21 CFR 201.57(a)): "ELIQUIS (apixaban) tablets, for oral use";
 * - a DailyMed rendering opens with its SPL product line ("LISINOPRIL- lisinopril tablet");
 * - otherwise the metadata title when it names something, else an article's title line (with the lines that
 *   continue it), else the file name.
 */
const HIGHLIGHTS =
  /these highlights do not include all the information needed to use\s+(.+?)\s+safely and effectively\.?\s*see full prescribing information for\s+(.+?)\s+initial\s+u\.\s*s\.\s+approval/i;

/** The product line of a PLR label's Highlights, from the metadata or page 1; null when there is none. */
export function highlightsProduct(text: string): string | null {
  const m = HIGHLIGHTS.exec(text.replace(/[®™]/g, '').replace(/\s+/g, ' '));
  if (!m) return null;
  const name = m[1]!.trim();
  // The product line follows the repeated name ("… for ELIQUIS. ELIQUIS (apixaban) tablets, for oral use").
  const rest = m[2]!.trim();
  const line = rest.toLowerCase().startsWith(name.toLowerCase()) ? rest.slice(name.length).replace(/^[\s.]+/, '') : rest;
  return (line.length >= 3 ? line : name).slice(0, 300);
}

// Words a title line may end on only when it goes on in the next line.
const CONNECTOR = /(?:[:—–-]|\b(?:and|or|of|in|for|the|with|on|to|a|an|from|by|versus|vs\.?))$/i;

export function chooseTitle(fromMetadata: string | null, firstPage: string, fileName: string): string {
  const label = highlightsProduct(firstPage) ?? (fromMetadata ? highlightsProduct(fromMetadata) : null);
  if (label) return label;
  if (fromMetadata && meaningfulTitle(fromMetadata, fileName)) return fromMetadata;
  const lines = firstPage
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .slice(0, 40);
  const product = lines
    .slice(0, 3)
    .map((l) => /^([A-Z][A-Z0-9 ,.&/]+?)-\s*([a-z][\w ,/()-]+)$/.exec(l))
    .find(Boolean);
  if (product) return `${product[1]!.trim()} (${product[2]!.trim()})`.slice(0, 300);
  const at = lines.findIndex(
    (l) =>
      l.split(' ').length >= 4 &&
      /[a-z]/.test(l) &&
      meaningfulTitle(l, fileName) &&
      !/©|copyright|licen[cs]e|doi|https?:|received|accepted|published/i.test(l),
  );
  if (at < 0) return fileName.replace(/\.pdf$/i, '').slice(0, 300);
  // A title set over several lines: a line goes on when it ends on a colon or a connecting word, or the
  // next starts in lower case; an author line (digits, commas of affiliations) ends it.
  let title = lines[at]!;
  for (let i = at + 1; i < Math.min(lines.length, at + 5); i++) {
    const next = lines[i]!;
    if (!next || /\d|@|©/.test(next) || !(CONNECTOR.test(title) || /^\p{Ll}/u.test(next))) break;
    title = `${title} ${next}`;
  }
  return title.slice(0, 300);
}

/** A single generic word, a date, a file name or a label's Highlights boilerplate names nothing. */
function meaningfulTitle(title: string, fileName: string): boolean {
  const t = title.trim();
  if (/^these highlights do not include|^\S+$|^(untitled|document|label|microsoft word\b.*)$/i.test(t)) return false;
  if (/^(received|accepted|published)?:?\s*[\d./\- ]+$/i.test(t) || /\b(received|accepted):?\s*\d/i.test(t)) return false;
  if (/\.(pdf|docx?|indd)$/i.test(t) || t.toLowerCase() === fileName.toLowerCase().replace(/\.pdf$/, '')) return false;
  return !/these highlights do not include|safely and effectively/i.test(t);
}
