import type { AssistantSource, MedicationSummary } from '@balancer/contract';
import type { CitedStatement } from '@balancer/domain';
import { mentions, stemsOf, type Analysis, type Stems } from '../answers';
import { citeStatements } from './catalogue-lookup';

/**
 * What JJ answers from the catalogue when a question asks about a topic (kidney, pregnancy, tremor,
 * interactions…): only the statements on that topic, a comparison on the dimension asked, or a screen
 * of the catalogue for it; never the whole card (docs/adr/0028#jj-answers-the-question-asked).
 */
export type CatalogueTopic = { label: string; phrases: Stems[] };

/** The words catalogue statements use for what an intent asks about. */
const INTENT_TOPICS: Partial<Record<string, { label: string; words: string[] }>> = {
  interaction: { label: 'interactions', words: ['interact', 'concomitant', 'coadministration', 'inhibitor', 'inducer', 'combined with'] },
  monitoring: { label: 'monitoring', words: ['monitor', 'monitoring', 'check', 'level', 'baseline', 'test'] },
  dose: { label: 'dosing', words: ['dose', 'mg', 'titrate', 'titration'] },
  contraindication: { label: 'contraindications', words: ['contraindicated', 'avoid', 'not recommended', 'do not'] },
};
/** The lexicon's topics that name a clinical subject; the others ("start", "cause", "preferred") only shape the question. */
const SUBJECTS = new Set([
  'tremor',
  'half-life',
  'kidney function',
  'blood test',
  'bleeding',
  'surgery',
  'prolactin',
  'enzyme',
  'overdose',
  'deplete',
]);
const COMPARES = /\b(better|worse|safer|prefer\w*|versus|vs\.?|compar\w*|instead of|rather than|or)\b/i;
const SCREENS = /\b(medications?|medicines?|drugs?|agents?|treatments?|which ones?)\b/i;

/** The topic a question asks about, from its conditions, topic words, acronyms and intent; null when it asks about a medication in general. */
export function catalogueTopic(a: Analysis, twoDrugs: boolean): CatalogueTopic | null {
  const named = [...a.focus.filter((f) => f.kind !== 'drug'), ...a.topics.filter((t) => SUBJECTS.has(t.label))];
  if (named.length) return { label: named.map((n) => n.label).join(' and '), phrases: named.flatMap((n) => n.phrases) };
  // Two drugs make an interaction intent by themselves; the comparison is then on everything.
  const intent = [...a.intents].filter((i) => !(twoDrugs && i === 'interaction')).find((i) => INTENT_TOPICS[i]);
  const words = intent && INTENT_TOPICS[intent];
  return words ? { label: words.label, phrases: words.words.map(stemsOf) } : null;
}

const stemmed = new WeakMap<CitedStatement, Stems>();
const stemsOfStatement = (s: CitedStatement) => stemmed.get(s) ?? (stemmed.set(s, stemsOf(s.text)), stemmed.get(s)!);
const on = (topic: CatalogueTopic, statements: CitedStatement[]) => statements.filter((s) => mentions(stemsOfStatement(s), topic.phrases));

type Reply = { text: string; sources: AssistantSource[] };

export const comparesMedications = (message: string) => COMPARES.test(message);

/** The named medications' statements on the topic, compared side by side when the question compares them. */
export function medicationsOnTopic(message: string, medications: MedicationSummary[], topic: CatalogueTopic): Reply {
  const sources = new Map<string, AssistantSource>();
  const found = medications.map((m) => ({ m, statements: on(topic, [...m.risks, ...m.benefits]) }));
  const sections = found.map(({ m, statements }) =>
    statements.length
      ? [`${m.name} on ${topic.label}, from the Balancer medication catalogue:`, ...citeStatements(statements, sources)].join('\n')
      : `The Balancer medication catalogue has no statement on ${m.name} and ${topic.label}.`,
  );
  if (medications.length >= 2 && comparesMedications(message)) {
    const silent = found.filter((f) => !f.statements.length).map((f) => f.m.name);
    sections.push(
      silent.length
        ? `The catalogue cannot compare them on ${topic.label}: it records nothing on it for ${silent.join(' and ')}.`
        : `The catalogue does not rank one above the other on ${topic.label}; what it records for each is above.`,
    );
  }
  return { text: sections.join('\n\n'), sources: [...sources.values()] };
}

/** The single-agent medications whose catalogue risks address the topic ("What medications could cause liver issues?"). */
export function screenCatalogue(message: string, medications: MedicationSummary[], topic: CatalogueTopic): Reply | undefined {
  if (!SCREENS.test(message)) return undefined;
  const sources = new Map<string, AssistantSource>();
  const hits = medications
    .filter((m) => m.ingredients.length === 1)
    .map((m) => ({ m, statements: on(topic, m.risks) }))
    .filter((h) => h.statements.length);
  if (!hits.length) return { text: `The Balancer medication catalogue records no risk on ${topic.label} for any medication.`, sources: [] };
  const lines = hits
    .slice(0, 8)
    .flatMap(({ m, statements }) => citeStatements(statements.slice(0, 1), sources).map((l) => `- ${m.name}: ${l.slice(2)}`));
  const more =
    hits.length > 8
      ? `\n(and ${hits.length - 8} more: ${hits
          .slice(8)
          .map((h) => h.m.name)
          .join(', ')})`
      : '';
  return {
    text: `Medications whose catalogue risks address ${topic.label}:\n${lines.join('\n')}${more}`,
    sources: [...sources.values()],
  };
}
