import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { riskAssessment, splitPriorMedications, type PatientRecord } from '../../../lib/patients/patient-record';

export function SummaryFacts({ patient }: { patient: PatientRecord }) {
  const risks = riskAssessment(patient);
  const prior = splitPriorMedications(patient.PriorMedications);
  const rec = patient.Recommendation;
  return (
    <div className="space-y-4">
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Fact term="Patient ID">{patient.ID}</Fact>
        <Fact term="Current State">{patient.Diagnosis}</Fact>
        <Fact term="Risk Assessment">
          {risks.length === 0 ? (
            'No risk factors reported'
          ) : (
            <ul className="list-disc pl-5">
              {risks.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          )}
        </Fact>
        <Fact term="Prior medications">{prior.length === 0 ? 'None' : prior.join(', ')}</Fact>
        {rec ? (
          <Fact term="Guideline">
            {rec.guideline.name}
            <span className="block text-slate-700">
              Version {rec.guideline.version} · {rec.guideline.phase}
            </span>
          </Fact>
        ) : null}
      </dl>
      {rec?.extrapolation ? (
        <Alert tone="info" title="Extrapolated">
          {rec.extrapolation}
        </Alert>
      ) : null}
      {rec && rec.unrecognizedPriorMedications.length > 0 ? (
        <Alert tone="warning" title="Unrecognised prior medications">
          These names match nothing in the catalogue, so no suggestion was excluded for them: {rec.unrecognizedPriorMedications.join(', ')}. Check the
          spelling.
        </Alert>
      ) : null}
    </div>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-slate-600">{term}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}
