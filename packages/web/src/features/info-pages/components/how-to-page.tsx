import { PageHeader } from '../../../components/ui/page-header';

const steps = [
  ['Open the Medication Suggester', 'Go to the home page and confirm, once, that you will not enter protected health information.'],
  ['Enter a new patient', "Click 'Click To Enter New Patient' and choose the patient's current or most recent mood state."],
  ['Answer the risk questions', 'Answer each Yes/No question. The (i) next to a question states the rule that answer triggers.'],
  [
    'List prior medications',
    'Type the medications already tried, by name, brand or a near spelling; Enter takes the highlighted suggestion, comma keeps the text as typed. They will not be suggested again.',
  ],
  [
    'Submit and review the tiers',
    'Read the first-, second- and third-line options, the guideline row behind each, and the "Not suggested" list with reasons.',
  ],
  [
    'Explore, print or report',
    "Open 'Sources' and 'Benefits and risks' per medication, print the summary on one page (details optional), edit the patient, or report an issue.",
  ],
  [
    'Read the library and ask JJ',
    "Signed in, choose 'Library' in the menu: ask about one paper or the whole library, and every answer cites the page and marks the sentence it comes from. JJ, the round button at the bottom right, answers quick medication questions on any page.",
  ],
] as const;

export function HowToPage() {
  return (
    <div className="max-w-3xl">
      <PageHeader title="How to use Balancer">
        <p>From a new patient to an explained list of options, and to the papers behind it.</p>
      </PageHeader>
      <ol className="space-y-4">
        {steps.map(([title, text], i) => (
          <li key={title} className="flex gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
            >
              {i + 1}
            </span>
            <div>
              <h2 className="font-semibold text-slate-900">
                <span className="sr-only">Step {i + 1}: </span>
                {title}
              </h2>
              <p className="mt-1 text-sm text-slate-700">{text}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
