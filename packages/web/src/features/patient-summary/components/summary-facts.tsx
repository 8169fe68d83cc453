import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { guidelineLabel } from '../../../lib/guideline-label';
import { aboutWords } from '../../../lib/patients/about-the-patient';
import { FREE_TEXT_KEPT, freeTextWords } from '../../../lib/patients/free-text';
import { riskWords, splitPriorMedications, type PatientRecord } from '../../../lib/patients/patient-record';

/** The patient's inputs on one line at desktop width, so that the answer starts high on the screen. */
export function SummaryFacts({ patient }: { patient: PatientRecord }) {
  const risks = riskWords(patient);
  const notes = freeTextWords(patient);
  const prior = splitPriorMedications(patient.PriorMedications);
  const about = aboutWords(patient.About);
  const rec = patient.Recommendation;
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm lg:grid-cols-[max-content_max-content_minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,1.3fr)]">
        <Fact term="Patient ID">{patient.ID}</Fact>
        <Fact term="Current State">
          {patient.Diagnosis}
          {about.length ? <span className="block text-xs text-slate-700">{about.join(' · ')}</span> : null}
        </Fact>
        <Fact term="Risk Assessment" wide>
          {risks.yes.length ? risks.yes.join(' · ') : risks.notAnswered.length ? 'None answered Yes' : 'No to every question'}
          {risks.notAnswered.length ? (
            // Named one click away on screen (the summary's first screen holds the tiers); printed in full.
            <details className="text-xs text-amber-900">
              <summary className="cursor-pointer">{risks.notAnswered.length} not answered (taken as No)</summary>
              Not answered: {risks.notAnswered.join(' · ')}
            </details>
          ) : null}
        </Fact>
        <Fact term="Prior medications" wide>
          {prior.length === 0 ? 'None' : prior.join(', ')}
        </Fact>
        {rec ? (
          <Fact term="Guideline" wide>
            {guidelineLabel(rec.guideline)} · {rec.guideline.phase}
          </Fact>
        ) : null}
      </dl>
      {notes.length ? (
        <p className="text-sm text-slate-800">
          {notes.map((n) => (
            <span key={n.label} className="mr-3 inline-block">
              <strong className="font-medium">{n.label}:</strong> {n.text}
            </span>
          ))}
          <span className="text-xs text-slate-600">({FREE_TEXT_KEPT})</span>
        </p>
      ) : null}
      {rec?.extrapolation ? (
        <Alert tone="info" title="Extrapolated">
          {rec.extrapolation}
        </Alert>
      ) : null}
      {rec && rec.unrecognizedPriorMedications.length > 0 ? (
        <Alert tone="warning" title="Unrecognised prior medications">
          These names match nothing in the catalogue, so no suggestion was excluded for them: {rec.unrecognizedPriorMedications.join(', ')}.
          Check the spelling.
        </Alert>
      ) : null}
    </div>
  );
}

function Fact({ term, wide = false, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`min-w-0 ${wide ? 'col-span-2 lg:col-span-1' : ''}`}>
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{term}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  );
}
