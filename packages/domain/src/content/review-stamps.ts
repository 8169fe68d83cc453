import type { Claim } from '../catalog/catalog.schema';
import type { ReviewStamp } from '../review-stamp.schema';
import type { SafetyRule } from '../rules/rule.schema';

/**
 * What happens to a review stamp when content is edited (docs/adr/0038-clinical-review-queue.md): the stamp
 * belongs to the text and source the reviewer checked. Unchanged, a statement or rule keeps it; changed, it
 * loses it and awaits review again. A stamp is only ever written by `review.mark`, never taken from an editor.
 */

const sameSource = (a: Claim, b: Claim) =>
  a.text === b.text && a.source.citationId === b.source.citationId && a.source.locator === b.source.locator;

const withoutMarks = <T extends { needsReview?: boolean | undefined; reviewed?: ReviewStamp | undefined }>(x: T) => {
  const { needsReview: _n, reviewed: _r, ...rest } = x;
  return rest;
};

/**
 * A statement as stored after a medication edit. `own` are the statements the medication had before
 * the edit: a stamp belongs to one statement of one medication, so the same words pasted onto another
 * medication carry none (issue 37, item 12). `wasReviewed` is the editor's word that it was edited from
 * a reviewed statement: if its text or source changed, it awaits review again.
 */
export function restampClaim(claim: Claim, wasReviewed: boolean, own: readonly Claim[]): Claim {
  const checked = own.find((c) => c.reviewed && sameSource(c, claim));
  if (checked?.reviewed) return { ...withoutMarks(claim), reviewed: checked.reviewed };
  return wasReviewed ? { ...withoutMarks(claim), needsReview: true } : claim;
}

/** What a reviewer checks of a rule: whether it is enabled is not part of it. */
const checkedPart = (r: SafetyRule) => JSON.stringify([r.label, r.when, r.effect, r.target, r.severity, r.rationale, r.sources]);

/** A rule as stored after an edit of `before` (undefined for a new rule): the editor's stamp, if any, is ignored. */
export function restampRule(rule: SafetyRule, before: SafetyRule | undefined): SafetyRule {
  const { reviewed: _fromEditor, ...next } = rule;
  if (!before?.reviewed) return next;
  if (checkedPart(before) !== checkedPart(next)) return { ...next, needsReview: true };
  // Unchanged: still reviewed, unless the editor deliberately marked it for review again.
  return next.needsReview ? next : { ...next, reviewed: before.reviewed };
}
