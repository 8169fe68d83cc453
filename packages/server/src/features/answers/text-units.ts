/**
 * A passage cut into the units an answer quotes: sentences of prose, and the lines that PDFs print
 * without a full stop (headings, list items, table rows). Each unit keeps the headings above it in the
 * passage, which say what it is about ("7.5 Lithium", "8.2 Lactation", "Table 3: Drugs that Can
 * Increase the Risk of Bleeding").
 */
export type TextUnit = { text: string; headings: string[]; index: number };

// "7.3 Lithium", and the "2.3.3. Lithium Intoxication" of journals that close a section number with a full stop
// (only a multi-level one: "2. Take with food" is a list item).
const NUMBERED_HEADING = /^\d{1,2}(?:(?:\.\d{1,2})*|(?:\.\d{1,2})+\.)\s+[A-Z][^.]{2,80}$/;
const CAPS_HEADING = /^[A-Z][A-Z0-9 ,&()/-]{3,60}$/;
const SECTION_REFS = /(\s*\(\s+\d+\s+\))+\s*$/;
/**
 * Reference numbers printed as a superscript after a full stop ("… outcome.28,31,68 2.1.2 | Treatment")
 * lead the next sentence once the line is cut: a run of short numbers or ranges joined by commas. A
 * thousands separator groups exactly three digits, so "10,000 patients" is no run; a lone range ("2-3
 * tablets") is a quantity, not a run.
 */
const REFERENCE_RUN = /^\d{1,3}(?:[–-]\d{1,3})?(?:,\s?\d{1,3}(?:[–-]\d{1,3})?)+\s+(?=\S)/;
const withoutReferenceRun = (s: string) => {
  const run = REFERENCE_RUN.exec(s)?.[0];
  return run && !/^\d{1,3}(,\d{3})+\s+$/.test(run) ? s.slice(run.length) : s;
};
const TABLE_CAPTION = /^(Table|Figure|Box)\s+\d+([.:]|\s+\(continued\))/i;

/**
 * The headings an OTC Drug Facts label must print, in this order (21 CFR 201.66(c)): its sections, and under
 * Warnings the lead-ins its bulleted lists complete ("Stop use and ask a doctor if" … "pain lasts more than
 * 10 days"). Printed without bullets, the items would read as one run-on sentence.
 */
const DRUG_FACTS_SECTION =
  /^(?:Drug Facts(?: \(continued\))?|Active ingredients?(?: \([^)]*\))?|Purposes?|Uses?|Warnings?|Directions|Other information|Inactive ingredients|Questions or comments\??)$/;
const DRUG_FACTS_LEAD_IN =
  /^(?:Do not use|Ask a doctor before use if(?: you have)?|Ask a doctor or pharmacist before use if(?: you are)?|When using this product|Stop use and ask a doctor if)$/;
const isDrugFacts = (line: string) => DRUG_FACTS_SECTION.test(line) || DRUG_FACTS_LEAD_IN.test(line);

/**
 * Labels and SmPCs list adverse reactions under MedDRA's System Organ Classes ("Metabolism and nutrition
 * disorders", "Infections and infestations"), or a pair of them ("Nervous system and psychiatric disorders").
 * Printed on a line of their own, each heads the reactions below it; run on, they would join two classes.
 */
const ORGAN_CLASS =
  /^(?:[A-Z][a-z]+(?:,? (?:and |or )?[a-z]+){0,5} disorders(?: and [a-z]+(?: [a-z]+){0,3})?|Infections and infestations|Investigations|Injury, poisoning and procedural complications|Neoplasms benign, malignant and unspecified(?: \(incl cysts and polyps\))?|Surgical and medical procedures|Social circumstances|Product issues):?$/;
const isOrganClass = (line: string) => line.length <= 80 && ORGAN_CLASS.test(line);

/** A label's Highlights head their statements with a title-case line and a colon: "Pediatric Dosage for Metformin Tablets:". */
const TITLE_COLON = /^[A-Z][\w-]*(?:\s+(?:(?:for|of|and|or|in|with|the|to|a|an)\s+)?[A-Z][\w-]*)+:$/;

export const isHeading = (line: string) =>
  (NUMBERED_HEADING.test(line) && !/[.;]$/.test(line)) ||
  CAPS_HEADING.test(line) ||
  TABLE_CAPTION.test(line) ||
  isDrugFacts(line) ||
  isOrganClass(line) ||
  (line.length <= 80 && TITLE_COLON.test(line));

/**
 * Sentence ends: a full stop inside "7.3", "0.6 mmol/L" or "e.g. the" does not end one. A cross-reference
 * closed by a full stop ends one even where the PDF lost the space after it ("… (4)].ACE inhibitors …").
 */
const SENTENCE_END =
  /(?<!\b(?:St|Dr|Mr|Mrs|Ms|vs|Fig|al|e\.g|i\.e|No|approx|Ref)\.)(?<=[.!?]["')\]]?)\s+(?=["'([•]?[A-Z0-9•])|(?<=[)\]]\.)(?=[A-Z][A-Za-z])/;

function logicalLines(text: string): string[] {
  const lines = text
    .split('\n')
    .map((l) => withoutReferenceRun(l.replace(/\s+/g, ' ').trim()))
    .filter(Boolean);
  const out: string[] = [];
  // Under a table caption, until the next heading, lines are cells: rows are rebuilt, not prose.
  let table = -1;
  let last = '';
  lines.forEach((line, i) => {
    const prev = out.at(-1);
    // The line after a caption is the column header, unless a list follows it: then it labels the first row.
    const rowLabel = table === 0 && LIST_START.test(lines[i + 1] ?? '') && !/,/.test(line);
    const continues =
      prev !== undefined &&
      !isHeading(prev) &&
      !isHeading(line) &&
      !/^[•●▪-]\s/.test(line) &&
      (table >= 0 ? continuesRow(last, prev, line, table) : continuesProse(prev, line));
    if (continues) out[out.length - 1] = `${prev} ${line}`;
    else out.push(line);
    table = TABLE_CAPTION.test(line) ? 0 : isHeading(line) ? -1 : table >= 0 ? table + 1 + Number(rowLabel) : -1;
    last = line;
  });
  return out;
}

/**
 * A wrapped line continues the one before; a short line without a full stop ends a list item or heading. A
 * label's Highlights end each statement with the section it summarises instead of a full stop ("… with meals
 * (2.1)"): the next line is the next statement.
 */
const HIGHLIGHTS_END = /\(\s*\d{1,2}(?:\.\d{1,2})*(?:\s*,\s*\d{1,2}(?:\.\d{1,2})*)*\s*\)$/;
const continuesProse = (prev: string, line: string) =>
  !/[.!?:]$/.test(prev) && !HIGHLIGHTS_END.test(prev) && (prev.length >= 50 || /^[(]/.test(line));

/**
 * A table row is its label's lines ("Serotonin Reuptake", "Inhibitors"; a guideline box's "Second-line")
 * then its cell's lines: a list ("citalopram, desvenlafaxine, …", "Divalproex, SSRIs/bupropion, ECT") or
 * text in lower case. Once the row has its cell, a capitalised line starts the next row, unless the line
 * before broke off after a comma (the list goes on). The line after the caption is the column header and
 * stands alone, unless a list follows it: then it is the first row's label.
 */
const LIST_START = /^[^\s,]+,\s/;
const continuesRow = (prevLine: string, row: string, line: string, sinceCaption: number) =>
  sinceCaption > 1 &&
  !/[.!?:]$/.test(prevLine) &&
  (/^[a-z(]/.test(line) || /,$/.test(prevLine) || !(/^[a-z(]/.test(prevLine) || /,\s/.test(row)));

const RUN_IN = /^([A-Z][\w ,/()-]{2,60}?) [—–] (?=\S)/;

const depth = (h: string) => /^(\d{1,2}(?:\.\d{1,2})*)\.?\s/.exec(h)?.[1]?.split('.').length;

/** The headings a new one sits under: a numbered heading ends its siblings, their subsections and any table caption; others stack. */
function under(headings: string[], line: string): string[] {
  // Drug Facts: a section ends every Drug Facts heading before it, a Warnings lead-in ends the lead-in before it.
  if (DRUG_FACTS_SECTION.test(line)) return headings.filter((h) => !isDrugFacts(h));
  if (DRUG_FACTS_LEAD_IN.test(line)) return headings.filter((h) => !DRUG_FACTS_LEAD_IN.test(h));
  // One organ class ends the one before it.
  if (isOrganClass(line)) return headings.filter((h) => !isOrganClass(h));
  const d = depth(line);
  if (d === undefined) return headings;
  return headings.filter((h) => !TABLE_CAPTION.test(h) && !isOrganClass(h) && (depth(h) ?? 0) < d);
}

export function textUnits(text: string): TextUnit[] {
  const units: TextUnit[] = [];
  let headings: string[] = [];
  for (const line of logicalLines(text)) {
    if (isHeading(line)) {
      headings = [...under(headings, line).slice(-2), line];
      units.push({ text: line, headings: headings.slice(0, -1), index: units.length });
      continue;
    }
    // A run-in heading ("Surgery and other procedures — Withholding of food …", how labels list risk factors)
    // heads its paragraph's every sentence, as a heading line would.
    const runIn = RUN_IN.exec(line)?.[1];
    const above = runIn ? [...headings, runIn] : headings;
    for (const sentence of line.split(SENTENCE_END)) {
      // Labels print stray section references ("( 2 ) ( 2 )") beside their Highlights: they are not text.
      const cleaned = sentence
        .replace(/^[•●▪]\s*/, '')
        .replace(SECTION_REFS, '')
        .trim();
      const s = withoutReferenceRun(cleaned);
      if (s.length >= 3) units.push({ text: s, headings: [...above], index: units.length });
    }
  }
  return units;
}
