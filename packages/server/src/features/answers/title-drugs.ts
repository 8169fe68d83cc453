import { defaultVocabulary } from '@balancer/domain';
import { drugNames } from './drug-names';
import { mentions, stemsOf, type Analysis, type Stems } from './question-analysis';

type TitleDrug = { own: Stems[]; classes: Set<Stems> };

let named: { own: Stems[]; classes: Stems[] }[] | undefined;
/** Every ingredient of the vocabulary with its own names and its classes' names, stemmed once per process. */
const ingredients = () =>
  (named ??= defaultVocabulary.ingredients.flatMap((i) => {
    const names = drugNames(i.name);
    return names ? [{ own: names.own.map(stemsOf), classes: names.related.map(stemsOf) }] : [];
  }));

const byTitle = new Map<Stems, TitleDrug[]>();
/** The drugs a document's title (or file name) names. */
function titleDrugs(title: Stems): TitleDrug[] {
  let found = byTitle.get(title);
  if (!found) {
    found = ingredients()
      .filter((i) => mentions(title, i.own))
      .map((i) => ({ own: i.own, classes: new Set(i.classes) }));
    byTitle.set(title, found);
  }
  return found;
}

/**
 * A document about a drug (a label, or a review titled by it) uses the drug's class for the drug itself: in
 * the warfarin label "anticoagulant" is warfarin, not apixaban. So in such a document a class word no longer
 * addresses a sibling the question asks about; the sibling's own names still do.
 */
export function withoutSiblingClasses(a: Analysis, title: Stems): Analysis {
  const drugs = titleDrugs(title);
  if (!drugs.length) return a;
  let changed = false;
  const focus = a.focus.map((f) => {
    if (f.kind !== 'drug') return f;
    const others = drugs.filter((d) => !d.own.some((o) => f.own.includes(o)));
    const phrases = f.phrases.filter((p) => f.own.includes(p) || !others.some((d) => d.classes.has(p)));
    if (phrases.length === f.phrases.length) return f;
    changed = true;
    return { ...f, phrases };
  });
  return changed ? { ...a, focus } : a;
}
