import { defaultDosing } from '../dosing/default-dosing';
import { conditionFromTrigger, legacyTriggerSchema } from '../rules/legacy-trigger';
import { clinicalContentSchema, CONTENT_FORMAT, type ClinicalContentSet } from './clinical-content';
import { interactionsAsContent } from './interactions-upgrade';

/**
 * Stored content versions are never rewritten (the table is append-only), so a version written in an
 * older format is read through pure upgraders, one per format step, before today's schema parses it:
 * history, rollback and diff all read old versions this way (docs/adr/0041). The stored hash stays
 * the hash of the stored form.
 */
type Doc = Record<string, unknown>;
type Upgrader = (doc: Doc) => Doc;

const isObject = (x: unknown): x is Doc => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Format 1 → 2: a rule's `trigger` (flags, states, always) becomes its `when` condition tree, same answers. */
function triggersToConditions(doc: Doc): Doc {
  const rules = Array.isArray(doc.rules) ? doc.rules : [];
  return {
    ...doc,
    rules: rules.map((r: unknown) => {
      if (!isObject(r) || !('trigger' in r)) return r;
      const { trigger, ...rest } = r;
      return { ...rest, when: conditionFromTrigger(legacyTriggerSchema.parse(trigger)) };
    }),
  };
}

const ids = (list: unknown) =>
  Array.isArray(list) ? list.flatMap((x: unknown) => (isObject(x) && typeof x.id === 'string' ? [x.id] : [])) : [];

/**
 * Format 2 → 3, the dosing part: dosing becomes part of the stored content (docs/adr/0049). A format-2
 * version was answered with the dosing built into its release, which is this one's `defaultDosing`
 * (the first release storing dosing), so that is what the version gets: the entries for medications its
 * catalogue has, the only ones it ever showed (an administrator may have deleted one, and dosing for a
 * medication the catalogue lacks is refused when content is saved). A document already carrying dosing
 * keeps it.
 */
export function dosingAsContent(doc: Doc): Doc {
  if ('dosing' in doc) return doc;
  const catalog = isObject(doc.catalog) ? doc.catalog : {};
  const known = new Set([...ids(catalog.ingredients), ...ids(catalog.regimens)]);
  return { ...doc, dosing: defaultDosing.filter((d) => known.has(d.id)) };
}

/**
 * Format 2 → 3: drug–drug interactions become their own area (interactions-upgrade.ts, ADR 0048), and
 * dosing becomes stored content (ADR 0049). The two parts touch different fields.
 */
const formatTwoToThree: Upgrader = (doc) => dosingAsContent(interactionsAsContent(doc));

/** `upgraders[n]` turns format n + 1 into n + 2: index 0 is format 1 → 2. */
const upgraders: Upgrader[] = [triggersToConditions, formatTwoToThree];

/** The format a stored document was written in: format 1 had no field for it. */
export function formatOf(doc: unknown): number {
  return isObject(doc) && typeof doc.formatVersion === 'number' ? doc.formatVersion : 1;
}

/** The document in today's format (not yet validated); a document from a newer release is refused. */
export function upgradeContent(doc: unknown): unknown {
  const from = formatOf(doc);
  if (from > CONTENT_FORMAT) throw new Error(`content format ${from} is newer than this release reads (${CONTENT_FORMAT})`);
  if (!isObject(doc)) return doc;
  let out: Doc = doc;
  for (let f = from; f < CONTENT_FORMAT; f += 1) out = upgraders[f - 1]!(out);
  return { ...out, formatVersion: CONTENT_FORMAT };
}

/** A stored version as the engine reads it: upgraded, then parsed by today's schema. */
export function parseStoredContent(doc: unknown): ClinicalContentSet {
  return clinicalContentSchema.parse(upgradeContent(doc));
}
