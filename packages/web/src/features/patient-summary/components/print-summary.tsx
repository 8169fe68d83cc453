import { useQueries } from '@tanstack/react-query';
import { REVIEW_EXPLAINED, reviewedByList } from '../../../components/ui/needs-review';
import { medicationQuery } from '../../../lib/api/medications';
import { guidelineLabel } from '../../../lib/guideline-label';
import { aboutWords } from '../../../lib/patients/about-the-patient';
import { freeTextWords } from '../../../lib/patients/free-text';
import { riskWords, splitPriorMedications, type PatientRecord } from '../../../lib/patients/patient-record';
import { disclaimers } from '../../../lib/site';
import { PrintDetails } from './print-details';
import { PrintMonitoringPlan } from './print-monitoring-plan';
import type { RegimenView, SummaryModel, TierView } from './summary-model';

const heading = 'border-b border-black text-[10.5pt] font-bold break-after-avoid';
/** "(Source, locator; reviewed by Dr Ana Ruiz, 2026-11-26)": who checked it, compactly (docs/adr/0038). */
const sourcesOf = (citations: string[], item: Parameters<typeof reviewedByList>[0][number]) => {
  const all = [...citations, reviewedByList([item]) ?? []].flat();
  return all.length ? ` (${all.join('; ')})` : '';
};

/**
 * What paper gets (docs/adr/0031-clinician-journeys.md). Page 1 is the whole picture: the patient, the
 * three tiers with ranks and caution numbers, each caution once, what each rule removed, the guideline,
 * the content version and the date. The details (every explanation, benefit, risk and source) follow
 * from page 2 when `withDetails`. Headings never end a page. Hidden on screen.
 */
export function PrintSummary({
  patient,
  model,
  withDetails,
  planned = new Set(),
}: {
  patient: PatientRecord;
  model: SummaryModel;
  withDetails: boolean;
  /** Regimens the clinician marked for the monitoring plan, printed on a page of their own. */
  planned?: ReadonlySet<string>;
}) {
  const rec = patient.Recommendation;
  const risks = riskWords(patient);
  const notes = freeTextWords(patient);
  const regimens = model.tiers.flatMap((t) => t.items).flatMap((i) => (i.medicationId ? [{ anchor: i.anchor, id: i.medicationId }] : []));
  // Loaded with the summary, so that the browser's own print command finds them too.
  const details = useQueries({ queries: regimens.map((r) => medicationQuery(r.id, rec?.contentVersion)) });
  const detailOf = new Map(regimens.map((r, i) => [r.anchor, details[i]?.data] as const));
  const reviewed = [...model.cautions.map((c) => c.rule), ...model.advisories.map((a) => a.advisory)].some((r) => r.needsReview);
  return (
    <article data-testid="print-summary" className="hidden text-[9pt] leading-snug text-black print:block">
      <h1 className="text-[12pt] font-bold">Balancer: medication suggestions for patient {patient.ID}</h1>
      <p>
        {patient.CreatedAt ? `${new Date(patient.CreatedAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })} · ` : ''}
        {rec ? `Guideline: ${guidelineLabel(rec.guideline)} (${rec.guideline.phase}) · Content version ${rec.contentVersion}.` : ''}
      </p>
      {rec?.extrapolation ? <p className="italic">{rec.extrapolation}</p> : null}
      <p>
        <strong>Current state:</strong> {patient.Diagnosis} · <strong>Risk factors:</strong>{' '}
        {risks.yes.length ? risks.yes.join('; ') : risks.notAnswered.length ? 'none answered Yes' : 'No to every question'}
        {risks.notAnswered.length ? (
          <>
            {' '}
            · <strong>Not answered (taken as No):</strong> {risks.notAnswered.join('; ')}
          </>
        ) : null}{' '}
        · <strong>Prior medications:</strong> {splitPriorMedications(patient.PriorMedications).join(', ') || 'none'} ·{' '}
        <strong>Episode history:</strong>{' '}
        {(['Mania', 'Depression', 'Hypomania'] as const).filter((k) => patient[k] === 'True').join(', ') || 'none recorded'}
        {aboutWords(patient.About).length ? (
          <>
            {' '}
            · <strong>About the patient:</strong> {aboutWords(patient.About).join('; ')}
          </>
        ) : null}
      </p>
      {notes.length ? (
        <p>
          {notes.map((n) => (
            <span key={n.label}>
              <strong>{n.label}:</strong> {n.text}.{' '}
            </span>
          ))}
          <em>(Free text, not used for the suggestions.)</em>
        </p>
      ) : null}
      {rec && rec.unrecognizedPriorMedications.length > 0 ? (
        <p>Unrecognised prior medications (nothing excluded for them): {rec.unrecognizedPriorMedications.join(', ')}</p>
      ) : null}
      {model.advisories.map(({ advisory: a, anchor }) => (
        <p key={anchor} className="mt-1 break-inside-avoid border border-black px-1">
          <strong>Advisory: {a.label}.</strong> {a.text}
          {sourcesOf(a.citations, a)}
        </p>
      ))}

      {model.tiers.map((tier) => (
        <PrintedTier key={tier.key} tier={tier} />
      ))}
      <p className="text-[7.5pt]">
        #: guideline rank · ▲ favoured by a rule · ▼ moved to the end of its line · ⚠&#xFE0E;n: caution n below · ◆ advisory above
      </p>

      {model.cautions.length > 0 ? (
        <section className="mt-1.5">
          <h2 className={heading}>Cautions</h2>
          <ol className="list-none">
            {model.cautions.map((c) => (
              <li key={c.anchor} className="break-inside-avoid">
                <strong>
                  Caution {c.number}: {c.rule.label}.
                </strong>{' '}
                {c.rule.reason}
                {sourcesOf(c.rule.citations, c.rule)} <em>Applies to: {c.appliesTo.map((a) => a.name).join(', ')}.</em>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      {rec ? (
        <section className="mt-1.5">
          <h2 className={heading}>Not suggested ({model.excluded.length})</h2>
          {model.excluded.length === 0 ? <p>No medication was removed by a rule.</p> : null}
          {model.exclusionRules.map((g) => (
            <p key={g.anchor} className="break-inside-avoid">
              <strong>{g.rule.label}:</strong> {g.regimens.map((r) => r.name).join(', ')}.
            </p>
          ))}
        </section>
      ) : null}
      {model.notRecommended.length > 0 ? (
        <p className="mt-1.5">
          <strong>Not recommended by the guideline:</strong>{' '}
          {model.notRecommended.map((r) => `${r.row} (${r.citation}, ${r.locator})`).join('; ')}.
        </p>
      ) : null}
      {rec && rec.nonPharmacological.length > 0 ? (
        <p className="mt-1">
          Non-drug options in the same guideline table: {rec.nonPharmacological.map((n) => `${n.name} (line ${n.line})`).join(', ')}.
        </p>
      ) : null}

      <p data-testid="print-disclaimer" className="mt-2 border-t border-black pt-1 text-[7.5pt]">
        {reviewed || withDetails ? `Awaiting clinical review: ${REVIEW_EXPLAINED} ` : ''}
        {disclaimers.educational} {disclaimers.beta} {disclaimers.rulesBased}
        {withDetails ? '' : ' Explanations, benefits, risks and sources of each medication: on screen, or printed with details.'}
      </p>
      {withDetails ? <PrintDetails model={model} details={detailOf} /> : null}
      <PrintMonitoringPlan
        blocks={model.tiers
          .flatMap((t) => t.items)
          .flatMap((i) =>
            planned.has(i.regimenId) && i.suggestion?.startTargetMonitor ? [{ name: i.name, block: i.suggestion.startTargetMonitor }] : [],
          )}
      />
    </article>
  );
}

/** A tier as a numbered list in two columns: name, guideline rank and the markers the screen shows. */
function PrintedTier({ tier }: { tier: TierView }) {
  return (
    <section data-testid="print-tier" className="mt-1.5 break-inside-avoid">
      <h2 className={heading}>
        {tier.title} ({tier.items.length})
      </h2>
      {tier.empty ? (
        <p>
          {tier.empty.message}
          {tier.empty.rules.length ? ` Removed by: ${tier.empty.rules.map((r) => r.label).join('; ')}.` : ''}
        </p>
      ) : (
        <ul className="columns-2 gap-6">
          {tier.items.map((item) => (
            <li key={item.anchor} className="break-inside-avoid">
              {printedLine(item)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function printedLine(item: RegimenView): string {
  const g = item.suggestion?.guideline;
  const rank = item.suggestion ? (g ? ` #${g.rank}` : ' (added by a rule)') : '';
  const marks = [
    item.marks.includes('favoured') ? '▲' : '',
    item.marks.includes('deprioritised') ? '▼' : '',
    ...item.cautions.map((c) => `⚠\uFE0E${c.number}`),
    item.advisories.length ? '◆' : '',
  ].filter(Boolean);
  return `${item.name}${rank}${marks.length ? ` ${marks.join(' ')}` : ''}`;
}
