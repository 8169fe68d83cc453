import { disclaimers } from '../../../lib/site';
import { riskAssessment, splitPriorMedications, type PatientRecord } from '../../../lib/patients/patient-record';
import { emptyTierText, tiersOf } from './tiers';

/** What paper gets: inputs, tiers with reasons, the not-suggested list, guideline version, date and disclaimer. Hidden on screen. */
export function PrintSummary({ patient }: { patient: PatientRecord }) {
  const rec = patient.Recommendation;
  const risks = riskAssessment(patient);
  return (
    <article data-testid="print-summary" className="hidden text-black print:block">
      <h1 className="text-xl font-bold">Balancer: medication suggestions for patient {patient.ID}</h1>
      {patient.CreatedAt ? (
        <p className="text-sm">Date: {new Date(patient.CreatedAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}</p>
      ) : null}
      {rec ? (
        <p className="text-sm">
          Guideline: {rec.guideline.name}, version {rec.guideline.version} ({rec.guideline.phase})
        </p>
      ) : null}
      {rec?.extrapolation ? <p className="text-sm italic">{rec.extrapolation}</p> : null}

      <h2 className="mt-4 border-b border-black text-base font-bold">Inputs</h2>
      <dl className="mt-1 grid grid-cols-[12rem_1fr] gap-x-3 text-sm">
        <dt className="font-semibold">Current state</dt>
        <dd>{patient.Diagnosis}</dd>
        <dt className="font-semibold">Risk factors</dt>
        <dd>{risks.length ? risks.join('; ') : 'None reported'}</dd>
        <dt className="font-semibold">Prior medications</dt>
        <dd>{splitPriorMedications(patient.PriorMedications).join(', ') || 'None'}</dd>
        <dt className="font-semibold">Episode history</dt>
        <dd>
          {(['Mania', 'Depression', 'Hypomania'] as const).filter((k) => patient[k] === 'True').join(', ') || 'None recorded'}
        </dd>
      </dl>

      <h2 className="mt-4 border-b border-black text-base font-bold">Suggested medications</h2>
      {tiersOf(patient).map((tier) => (
        <section key={tier.key} className="mt-2 break-inside-avoid">
          <h3 className="text-sm font-bold">{tier.title}</h3>
          {tier.items.length === 0 ? (
            <p className="text-sm">{emptyTierText(tier.key)}</p>
          ) : (
            <ul className="list-disc pl-5 text-sm">
              {tier.items.map((item) => (
                <li key={item.name}>
                  <strong>{item.name}</strong>
                  {item.suggestion?.guideline ? ` (${item.suggestion.guideline.locator}, rank ${item.suggestion.guideline.rank})` : ''}
                  {item.suggestion ? `: ${item.suggestion.explanation}` : ''}
                  {item.suggestion?.rules.map((r) => (
                    <span key={r.ruleId} className="block">
                      {r.label}: {r.reason}
                    </span>
                  ))}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}

      {rec ? (
        <>
          <h2 className="mt-4 border-b border-black text-base font-bold">Not suggested</h2>
          {rec.excluded.length === 0 ? (
            <p className="text-sm">No medication was removed by a rule.</p>
          ) : (
            <ul className="list-disc pl-5 text-sm">
              {rec.excluded.map((e) => (
                <li key={e.regimenId}>
                  <strong>{e.name}</strong>: {e.explanation}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}

      <p data-testid="print-disclaimer" className="mt-6 border-t border-black pt-2 text-xs">
        {disclaimers.educational} {disclaimers.beta} {disclaimers.rulesBased}
      </p>
    </article>
  );
}
