/**
 * The shape of a question's analysis (question-analysis.ts): what it asks and about what. Kept apart so the
 * modules that read an analysis need not load the one that makes it.
 */
import type { Changeover } from './changeover';
import type { Measure } from './measures';
import type { Intent } from './question-intents';
import type { Stems } from './stems';

/** One thing the question is about, with every wording that names it. */
/** `phrases`: every wording that addresses it; `own`: its own names (a drug's class addresses it, less surely). */
/** `narrower`: classes that contain one of its class names but not the drug ("typical antipsychotics" for clozapine). */
/** `implied`: a condition a named drug is for (its ATC group, domain/vocabulary): a passage on the drug need not name it. */
export type Focus = {
  label: string;
  kind: 'drug' | 'condition' | 'entity';
  phrases: Stems[];
  own: Stems[];
  narrower?: Stems[];
  implied?: boolean;
  /**
   * An acronym said only where the question sets the scene ("HIV pt", "BMI 38") or names its document ("the GPT-4
   * paper"); a drug the patient is on, named only there, when the asking sentence asks of another drug's own effect.
   */
  scene?: boolean;
};
/** `required`: a word of the question's object beside its drug ("grapefruit" in "… interact with grapefruit juice"). */
/** `scene`: said only where the question sets the scene, not where it asks (askingPart): it ranks for less. */
export type Topic = { label: string; weight: number; phrases: Stems[]; required?: boolean; relation?: boolean; scene?: boolean };
/** `wordings`: the lexicon's words for the question's conditions and topics, to widen retrieval. */
/** `otherDrugs`: the stems of single-word drug names the question does not ask about (a table row naming one is about it). */
export type Analysis = {
  intents: Set<Intent>;
  /** The question says "interact": an interaction is asked whatever drugs are dropped. */
  interactSaid?: boolean;
  focus: Focus[];
  topics: Topic[];
  wordings: string[];
  /** Asked two drugs together, their classes' names: a label states an interaction by class ("phenothiazines"). */
  classWordings: string[];
  otherDrugs: Set<string>;
  /** The stems of the words naming the drugs asked about. */
  askedDrugs: Set<string>;
  /** The drugs the asking sentence itself names ("Pt on clozapine … Does semaglutide …?": semaglutide). */
  askingDrugs: string[];
  /** A changeover's direction ("off warfarin onto Eliquis"): the label's "Switching from warfarin to …" answers it. */
  changeover?: Changeover | undefined;
  /** Asked "how many hours/calories …": a number of that unit answers it (question-intents.ts, countAsked). */
  count?: RegExp | undefined;
  /** The question asks for a threshold ("at what GFR …"): a comparison with a number answers it. */
  threshold?: boolean;
  /** The question asks what to do ("should I …"): a sentence that advises answers it better than one that reports. */
  advice?: boolean;
  /** The question asks for a drug's level ("what lithium level …"): only a concentration answers it. */
  concentration?: boolean;
  /** The drug whose dose is asked ("what tirzepatide dose", "the dose of Eliquis"): only a unit naming it gives its dose. */
  doseOf?: Focus;
  /** Asked yes or no ("Does the label support a loading dose?"): a verdict answers as an amount does. */
  yesNo: boolean;
  /** The patient's measured values ("CrCl around 20 mL/min"): the band of a label that holds one answers. */
  measures: Measure[];
  /** The question asks how common or likely something is: a frequency category ("common", "rare") answers it too. */
  rate?: boolean;
  /** The question asks about a study or trial: a dose a study gave is what it asks. */
  asksStudy?: boolean;
  /** The question asks about animals (a label's animal data): a dose given to them is what it asks. */
  asksAnimals?: boolean;
};
