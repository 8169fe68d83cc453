/** A passage that may be cited: the retrieved chunk and where it sits. */
export type CitablePassage = { guid: string; page: number; chunkNumber: number; text: string };

/** `***[<file guid>, Page N, Chunk M]***`, the citation format answers and clients share. */
export const formatCitation = (p: Pick<CitablePassage, 'guid' | 'page' | 'chunkNumber'>) =>
  `***[${p.guid}, Page ${p.page}, Chunk ${p.chunkNumber}]***`;

// Tolerant of the variants models write: missing asterisks, "Page Number:", spacing and case.
const CITATION =
  /\*{0,3}\[\s*([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\s*,\s*Page\s*(?:Number:?)?\s*(\d+)\s*,\s*Chunk\s*(?:Number:?)?\s*(\d+)\s*\]\*{0,3}/gi;
const QUOTE = /"([^"]{3,}?)"|\u201c([^\u201d]{3,}?)\u201d/g;

/** Case, curly quotes, dashes and runs of whitespace do not count when a quote is looked up. */
export function normalizeForMatch(s: string): string {
  return s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u201b]/g, "'")
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Checks every citation in a piece of answer text, sentence by sentence. A citation stands only if it
 * names a retrieved chunk (guid and chunk number, on that chunk's page) and every quoted span written
 * before it (since the sentence began or the previous citation) occurs in that chunk's text. A sentence
 * with a failing citation is removed whole: marking it would still show the claim without its evidence.
 * `dropped` counts the removed sentences, for the reader's notice.
 */
export function verifyCitations(
  text: string,
  passages: ReadonlyMap<string, CitablePassage>,
): { text: string; kept: number; dropped: number } {
  let kept = 0;
  let dropped = 0;
  const out = splitSentences(text).map((sentence) => {
    const checked = verifySentence(sentence, passages);
    if (!checked) {
      dropped++;
      return '';
    }
    kept += checked.kept;
    return checked.text;
  });
  return { text: out.join(''), kept, dropped };
}

/** The sentence with its citations in the one format, or null when any citation in it fails. */
function verifySentence(sentence: string, passages: ReadonlyMap<string, CitablePassage>): { text: string; kept: number } | null {
  let kept = 0;
  let failed = false;
  let segmentStart = 0;
  const text = sentence.replace(CITATION, (marker: string, guid: string, page: string, chunk: string, offset: number) => {
    const before = sentence.slice(segmentStart, offset);
    segmentStart = offset + marker.length;
    const passage = passages.get(passageKey(guid.toLowerCase(), Number(chunk)));
    const body = passage ? normalizeForMatch(passage.text) : '';
    const quotes = [...before.matchAll(QUOTE)].map((m) => normalizeForMatch(m[1] ?? m[2] ?? ''));
    if (!passage || passage.page !== Number(page) || !quotes.every((q) => body.includes(q))) {
      failed = true;
      return marker;
    }
    kept++;
    return formatCitation(passage);
  });
  return failed ? null : { text, kept };
}

function splitSentences(text: string): string[] {
  const gate = createSentenceGate();
  return [...gate.push(text), gate.flush()].filter(Boolean);
}

/** What a reader is told when sentences were removed (the assistant's text; the chat shows its own notice from the count). */
export const removedSentencesNotice = (n: number) =>
  n === 1
    ? 'One sentence was removed because its citation could not be verified.'
    : `${n} sentences were removed because their citations could not be verified.`;

export const passageKey = (guid: string, chunkNumber: number) => `${guid}#${chunkNumber}`;

export const hasCitation = (text: string) => new RegExp(CITATION.source, 'i').test(text);

/**
 * Releases streamed model text in whole sentences, so each sentence is verified with its citation
 * before any of it reaches the client. A sentence ends at a newline, or at . ! ? followed by text
 * that is not the start of a citation, or after a citation (models put it before or after the full stop).
 */
export function createSentenceGate() {
  let buffer = '';
  return {
    push(delta: string): string[] {
      buffer += delta;
      const out: string[] = [];
      const boundary = /(\n+|[.!?]["')\]]*[ \t]+|\]\*{3}[.!?]?[ \t]+)(?=[^\s*[])/g;
      let last = 0;
      for (const m of buffer.matchAll(boundary)) {
        const end = (m.index ?? 0) + m[0].length;
        out.push(buffer.slice(last, end));
        last = end;
      }
      buffer = buffer.slice(last);
      return out;
    },
    flush(): string {
      const rest = buffer;
      buffer = '';
      return rest;
    },
  };
}
