/**
 * What completes an answer's lead unit within its passage: its table caption, an interaction table's group,
 * the neighbours that add, the list it introduces, its lead-in, and a unit supplying a missing agent or topic.
 */
import type { Analysis } from './question-analysis';
import { mentionsOnce, stemsOf } from './stems';
import { isHeading, type TextUnit } from './text-units';
import { adds, gaps, isRow, needsLeadIn, type Scored } from './unit-evidence';

/** An answer's length at most, in characters: a quoted answer reads as a paragraph, not a page. */
export const MAX_CHARS = 1000;

export type Unit = { s: Scored; score: number };
const EXAMPLES_ROW = /^Examples?:/i;
const INTRODUCES = /(:|\b(if|include|includes|including|such as))$/i;
/** A heading its items complete: one that introduces, and Drug Facts' "… if you have", "When using this product". */
const leadsIn = (heading: string) => INTRODUCES.test(heading) || /\b(?:you have|you are|this product)$/i.test(heading);
/**
 * A recommendation closed by a passive verb ("… second-line agents should be considered.") or by "the
 * following" names a category, and the sentence after it names the members: it is completed by that one.
 */
const POINTS_FORWARD = /\b((should|may|can|could|must) be (considered|used|tried|added|preferred)|the following)[.:]?$/i;

const EXAMPLE = /\b(such as|e\.g\.|for example|for instance)\s/i;
/** A sentence opening on a pronoun that points back ("These include aspirin …") says what of the sentence before. */
const REFERS_BACK = /^(?:These|Those|Such|They)\b/;
/**
 * "Avoid drastic changes in diet, such as eating large amounts of green leafy vegetables": what the question
 * asks about is only the example, and the general statement it illustrates is the sentence before.
 */
function askedOnlyAsExample(a: Analysis, s: Scored): boolean {
  const at = EXAMPLE.exec(s.unit.text)?.index;
  if (at === undefined) return false;
  const head = stemsOf(s.unit.text.slice(0, at));
  const asked = a.topics.filter((t) => !t.relation && mentionsOnce(s.stems, t.phrases));
  return asked.length > 0 && asked.every((t) => !mentionsOnce(head, t.phrases));
}

/** The sentence before, under the same headings: the statement an example illustrates. */
const isStatementBefore = (before: Scored, lead: Scored) =>
  !isRow(before) && before.unit.text.length <= 450 && before.unit.headings.join('\n') === lead.unit.headings.join('\n');

/**
 * A label's interaction table lists a group's examples last: what the interaction does and what to do are its
 * "Clinical Impact:" and "Intervention:" rows above them (the examples' label may stand on a line of its own).
 * Where the group of the examples row at `index` starts, or -1 for any other unit.
 */
export function groupStart(units: readonly TextUnit[], index: number): number {
  const label = units[index - 1]?.text;
  if (!EXAMPLES_ROW.test(units[index]!.text) && !(label !== undefined && /^Examples?:$/i.test(label))) return -1;
  return units.findLastIndex((u, i) => i < index && i >= index - 6 && /\bClinical Impact:/i.test(u.text));
}

/** The lead and what completes it: its table caption, the list it introduces, neighbours that add, and the unit of the passage that supplies a missing agent or topic. */
export function completeAround(a: Analysis, units: Unit[], lead: Unit): Unit[] {
  const chosen = [lead];
  const caption = lead.s.unit.headings.find((h) => /^(Table|Box)\s+\d/i.test(h));
  const captionUnit = caption && units.find((u) => u.s.unit.text === caption && u.s.unit.index < lead.s.unit.index);
  if (captionUnit) chosen.unshift(captionUnit);
  const start = groupStart(
    units.map((u) => u.s.unit),
    lead.s.unit.index,
  );
  if (start >= 0) chosen.splice(captionUnit ? 1 : 0, 0, ...units.slice(start, lead.s.unit.index));
  const size = () => chosen.reduce((n, c) => n + c.s.unit.text.length, 0);
  const after = units.slice(lead.s.unit.index + 1, lead.s.unit.index + 4);
  // Neighbours join only while each one adds: the answer stays one continuous stretch of the passage.
  for (const u of after) {
    // A heading after the lead starts the next section: what it names is not the lead's.
    if (
      isHeading(u.s.unit.text) ||
      chosen.includes(u) ||
      size() > MAX_CHARS * 0.7 ||
      !adds(
        a,
        chosen.map((c) => c.s),
        u.s,
      )
    )
      break;
    chosen.push(u);
  }
  const last = chosen.at(-1)!;
  const following = units[last.s.unit.index + 1];
  if (
    POINTS_FORWARD.test(last.s.unit.text) &&
    following &&
    !chosen.includes(following) &&
    !isHeading(following.s.unit.text) &&
    following.s.unit.text.length <= 450 &&
    size() + following.s.unit.text.length <= MAX_CHARS
  )
    chosen.push(following);
  // A line that introduces a list ("The chance is higher if you:", "Stop use and ask a doctor if") brings its items.
  const intro = [...chosen].reverse().find((c) => INTRODUCES.test(c.s.unit.text));
  if (intro)
    for (const u of units.slice(intro.s.unit.index + 1, intro.s.unit.index + 6)) {
      if (chosen.includes(u) || u.s.unit.text.length > 200 || isHeading(u.s.unit.text) || size() > MAX_CHARS * 0.8) break;
      chosen.push(u);
    }
  const before = units[lead.s.unit.index - 1];
  if (
    before &&
    !chosen.includes(before) &&
    ((needsLeadIn(lead.s) &&
      adds(
        a,
        chosen.map((c) => c.s),
        before.s,
      )) ||
      ((askedOnlyAsExample(a, lead.s) || REFERS_BACK.test(lead.s.unit.text)) && isStatementBefore(before.s, lead.s)))
  )
    chosen.unshift(before);
  // A list item under a heading that it completes ("Stop use and ask a doctor if" … "pain lasts more than 10
  // days") is quoted after that heading, however many items stand between.
  const leadIn = lead.s.unit.headings.at(-1);
  const listItem = needsLeadIn(lead.s) && leadIn !== undefined && leadsIn(leadIn);
  if (listItem) {
    const heading = units.findLast((u) => u.s.unit.index < lead.s.unit.index && u.s.unit.text === leadIn);
    if (heading && !chosen.includes(heading)) chosen.unshift(heading);
  }
  // A focus or topic still missing may sit elsewhere in the passage (a table's note, the sentence above).
  const missing = (c: Scored[]) => gaps(a, c);
  if (missing(chosen.map((c) => c.s)) > 0) {
    const helper = units
      // A list item's answer stays within its list: the next list ("Ask a doctor before use if") is another matter.
      .filter(
        (u) =>
          !chosen.includes(u) &&
          u.s.unit.text.length <= 450 &&
          // A heading below the lead heads what follows it, not the lead.
          !(isHeading(u.s.unit.text) && u.s.unit.index > lead.s.unit.index) &&
          (!listItem || u.s.unit.headings.at(-1) === leadIn),
      )
      .map((u) => ({ u, gain: missing(chosen.map((c) => c.s)) - missing([...chosen.map((c) => c.s), u.s]) }))
      .filter((x) => x.gain > 0)
      .sort(
        (x, y) => y.gain - x.gain || Math.abs(x.u.s.unit.index - lead.s.unit.index) - Math.abs(y.u.s.unit.index - lead.s.unit.index),
      )[0];
    if (helper && size() + helper.u.s.unit.text.length <= MAX_CHARS) chosen.push(helper.u);
  }
  // A drug the units address only through its class ("inducers") is shown named where the passage names it.
  for (const f of a.focus.filter(
    (f) => f.kind === 'drug' && !chosen.some((c) => mentionsOnce(c.s.stems, f.own) || mentionsOnce(c.s.title, f.own)),
  )) {
    const naming = units
      .filter((u) => !chosen.includes(u) && u.s.unit.text.length <= 200 && mentionsOnce(u.s.stems, f.own))
      .sort((x, y) => Math.abs(x.s.unit.index - lead.s.unit.index) - Math.abs(y.s.unit.index - lead.s.unit.index))[0];
    if (naming && size() + naming.s.unit.text.length <= MAX_CHARS) chosen.push(naming);
  }
  return chosen.sort((x, y) => x.s.unit.index - y.s.unit.index);
}
