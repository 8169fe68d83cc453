import { citationKey, formatCitation, parseCitations, replaceCitations, type Passage } from '@balancer/contract';

/** A passage that may be cited: the retrieved chunk and where it sits. */
export type CitablePassage = Pick<Passage, 'guid' | 'page' | 'chunkNumber' | 'text'>;

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
  const text = replaceCitations(sentence, (cited) => {
    const before = sentence.slice(segmentStart, cited.index);
    segmentStart = cited.index + cited.marker.length;
    const passage = passages.get(citationKey(cited));
    const body = passage ? normalizeForMatch(passage.text) : '';
    const quotes = [...before.matchAll(QUOTE)].map((m) => normalizeForMatch(m[1] ?? m[2] ?? ''));
    if (!passage || passage.page !== cited.page || !quotes.every((q) => body.includes(q))) {
      failed = true;
      return cited.marker;
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

export const hasCitation = (text: string) => parseCitations(text).length > 0;

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
