/**
 * A changeover has a direction. "Moving her off warfarin onto Eliquis" asks the label's "Switching from
 * warfarin to ELIQUIS", not its "Switching from ELIQUIS to warfarin": both name both drugs and both give a
 * time, so only the direction tells them apart (docs/adr/0059).
 */
import type { Focus } from './question-analysis';
import { mentions, stemsOf, type Stems } from './stems';

/** The drugs a changeover leaves and starts, by their own names (both are often of one class, "anticoagulants"). */
export type Changeover = { from: Stems[]; to: Stems[] };

const LEAVING = new Set(['from', 'off']);
const STARTING = new Set(['to', 'onto', 'into']);

/**
 * Which of two drugs is left and which started, from the words just before each ("off warfarin", "onto
 * Eliquis", "from lisinopril", "switch him to Entresto"). When only one is marked, the other is the one left
 * or started. Undefined when neither is marked.
 */
export function changeoverOf(lower: string, agents: Focus[]): Changeover | undefined {
  if (agents.length !== 2) return undefined;
  const said = stemsOf(lower);
  const roles = agents.map((f) => {
    const at = Math.min(...f.own.map((p) => said.indexOf(p)).filter((i) => i >= 0));
    if (!Number.isFinite(at)) return undefined;
    // The nearest marker decides: "off warfarin onto Eliquis".
    const marker = said
      .slice(0, at)
      .trim()
      .split(' ')
      .slice(-3)
      .reverse()
      .find((w) => LEAVING.has(w) || STARTING.has(w));
    return marker === undefined ? undefined : LEAVING.has(marker) ? 'from' : 'to';
  });
  const [a, b] = agents as [Focus, Focus];
  const [ra, rb] = roles;
  if (ra === rb) return undefined;
  const aLeaves = ra === 'from' || rb === 'to';
  return aLeaves ? { from: a.own, to: b.own } : { from: b.own, to: a.own };
}

// "Switching from warfarin to ELIQUIS:", "When converting patients from X to Y", "Transitioning from X to Y".
const DIRECTION =
  /\b(?:switch(?:ing)?|convert(?:ing)?|transition(?:ing)?|chang(?:e|ing))\s+(?:(?:adult\s+)?patients?\s+)?from\s+(.{1,80}?)\s+(?:to|onto)\s+(.{1,80}?)(?=[:.;(]|$)/i;

const EXCLUDED = /\bother than \S+/gi;

/**
 * +1 when the unit (or its heading) states the asked changeover's direction, -1 when it states the reverse,
 * 0 when it states none or the question asks none.
 */
export function directionFit(c: Changeover | undefined, text: string, headings: string[]): number {
  if (!c) return 0;
  const m = DIRECTION.exec(text) ?? DIRECTION.exec(headings.at(-1) ?? '');
  if (!m) return 0;
  // "Anticoagulants other than warfarin" names warfarin to exclude it.
  const [leaves, starts] = [m[1]!, m[2]!].map((part) => stemsOf(part.replace(EXCLUDED, ' '))) as [Stems, Stems];
  const [notLeaving, notStarting] = [m[1]!, m[2]!].map((part) => stemsOf([...part.matchAll(EXCLUDED)].join(' '))) as [Stems, Stems];
  if (mentions(notLeaving, c.from) || mentions(notStarting, c.to)) return -1;
  if (mentions(leaves, c.from) || mentions(starts, c.to)) return mentions(leaves, c.to) ? 0 : 1;
  return mentions(leaves, c.to) || mentions(starts, c.from) ? -1 : 0;
}
