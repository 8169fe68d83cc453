import { useQueries } from '@tanstack/react-query';
import { disclaimers } from '../../../lib/site';
import { NEEDS_REVIEW_NOTE } from '@balancer/domain';
import { medicationQuery, type MedicationDetail } from '../../../lib/api/medications';
import type { Statement } from '../../../components/ui/statement-list';
import { ruleVerb } from './regimen-detail';
import { riskAssessment, splitPriorMedications, type PatientRecord } from '../../../lib/patients/patient-record';
import { withoutRepeats } from './print-repeats';
import { markOf, type RegimenView, type SummaryModel } from './summary-model';

/** Statements joined for paper, each unverified one flagged in words. */
const printed = (items: Statement[]) =>
  items.map((i) => (typeof i === 'string' ? i : i.needsReview ? `${i.text} [${NEEDS_REVIEW_NOTE}]` : i.text)).join('; ') || 'none listed';
const flag = (needsReview: boolean | undefined) => (needsReview ? ` [${NEEDS_REVIEW_NOTE}]` : '');

/**
 * What paper gets: everything the screen hides behind a click (each regimen's explanation, rules, benefits,
 * risks and sources), each caution once, each removed medication once, the guideline and the date, in
 * small type so that it takes as few pages as the content allows. Hidden on screen.
 */
export function PrintSummary({ patient, model }: { patient: PatientRecord; model: SummaryModel }) {
  const rec = patient.Recommendation;
  const risks = riskAssessment(patient);
  const regimens = model.tiers.flatMap((t) => t.items).flatMap((i) => (i.medicationId ? [{ anchor: i.anchor, id: i.medicationId }] : []));
  // Loaded with the summary, so that the browser's own print command finds them too.
  const details = useQueries({ queries: regimens.map((r) => medicationQuery(r.id)) });
  const detailOf = new Map(regimens.map((r, i) => [r.anchor, details[i]?.data] as const));
  const byName = new Map(details.flatMap((d) => (d.data ? [[d.data.name, d.data] as const] : [])));
  return (
    <article data-testid="print-summary" className="hidden text-[9.5pt] leading-snug text-black print:block">
      <h1 className="text-base font-bold">Balancer: medication suggestions for patient {patient.ID}</h1>
      <p>
        {patient.CreatedAt ? `${new Date(patient.CreatedAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })} · ` : ''}
        {rec ? `Guideline: ${rec.guideline.name}, version ${rec.guideline.version} (${rec.guideline.phase})` : ''}
      </p>
      {rec?.extrapolation ? <p className="italic">{rec.extrapolation}</p> : null}
      <p>
        <strong>Current state:</strong> {patient.Diagnosis} · <strong>Risk factors:</strong>{' '}
        {risks.length ? risks.join('; ') : 'none reported'} · <strong>Prior medications:</strong>{' '}
        {splitPriorMedications(patient.PriorMedications).join(', ') || 'none'} · <strong>Episode history:</strong>{' '}
        {(['Mania', 'Depression', 'Hypomania'] as const).filter((k) => patient[k] === 'True').join(', ') || 'none recorded'}
      </p>
      {model.advisories.map(({ advisory: a, anchor }) => (
        <p key={anchor} className="mt-1 break-inside-avoid border border-black px-1">
          <strong>Advisory: {a.label}.</strong> {a.text}
          {a.citations.length ? ` Source: ${a.citations.join('; ')}.` : ''}
          {flag(a.needsReview)}
        </p>
      ))}
      {rec && rec.unrecognizedPriorMedications.length > 0 ? (
        <p>Unrecognised prior medications (nothing excluded for them): {rec.unrecognizedPriorMedications.join(', ')}</p>
      ) : null}

      {model.tiers.map((tier) => (
        <section key={tier.key} className="mt-2">
          <h2 className="border-b border-black text-[10.5pt] font-bold">
            {tier.title} ({tier.items.length})
          </h2>
          {tier.empty ? (
            <p>
              {tier.empty.message}
              {tier.empty.rules.length ? ` Removed by: ${tier.empty.rules.map((r) => r.label).join('; ')}.` : ''}
            </p>
          ) : (
            tier.items.map((item) => <PrintedRegimen key={item.anchor} item={item} detail={detailOf.get(item.anchor)} printed={byName} />)
          )}
        </section>
      ))}

      {model.cautions.length > 0 ? (
        <section className="mt-2">
          <h2 className="border-b border-black text-[10.5pt] font-bold">Cautions</h2>
          <ol className="list-none">
            {model.cautions.map((c) => (
              <li key={c.anchor} className="mt-1 break-inside-avoid">
                <strong>
                  Caution {c.number}: {c.rule.label}.
                </strong>{' '}
                {c.rule.reason}
                {c.rule.citations.length ? ` Source: ${c.rule.citations.join('; ')}.` : ''}
                {flag(c.rule.needsReview)} <em>Applies to: {c.appliesTo.map((a) => a.name).join(', ')}.</em>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      {rec ? (
        <section className="mt-2">
          <h2 className="border-b border-black text-[10.5pt] font-bold">Not suggested ({model.excluded.length})</h2>
          {model.excluded.length === 0 ? (
            <p>No medication was removed by a rule.</p>
          ) : (
            <>
              <p>
                {model.excluded.map(({ exclusion: e }, i) => (
                  <span key={e.regimenId}>
                    {i > 0 ? '; ' : ''}
                    <strong>{e.name}</strong> (
                    {e.rules
                      .map((r) => model.exclusionRules.findIndex((g) => g.rule.ruleId === r.ruleId) + 1)
                      .sort((a, b) => a - b)
                      .join(', ')}
                    )
                  </span>
                ))}
              </p>
              <ol className="mt-1 list-decimal pl-5">
                {model.exclusionRules.map((g) => (
                  <li key={g.anchor} className="break-inside-avoid">
                    <strong>{g.rule.label}.</strong> {g.rule.reason}
                    {g.rule.citations.length ? ` Source: ${g.rule.citations.join('; ')}.` : ''}
                    {flag(g.rule.needsReview)}
                  </li>
                ))}
              </ol>
            </>
          )}
        </section>
      ) : null}
      {model.notRecommended.length > 0 ? (
        <p className="mt-2">
          <strong>Not recommended by the guideline:</strong>{' '}
          {model.notRecommended.map((r) => `${r.row} (${r.citation}, ${r.locator})`).join('; ')}.
        </p>
      ) : null}
      {rec && rec.nonPharmacological.length > 0 ? (
        <p className="mt-2">
          Non-drug options in the same guideline table: {rec.nonPharmacological.map((n) => `${n.name} (line ${n.line})`).join(', ')}.
        </p>
      ) : null}

      <p data-testid="print-disclaimer" className="mt-3 border-t border-black pt-1 text-[8pt]">
        {disclaimers.educational} {disclaimers.beta} {disclaimers.rulesBased}
        {rec ? ` Content version ${rec.contentVersion}.` : ''}
      </p>
    </article>
  );
}

interface PrintedRegimenProps {
  item: RegimenView;
  detail: MedicationDetail | undefined;
  printed: ReadonlyMap<string, MedicationDetail>;
}

function PrintedRegimen({ item, detail: full, printed: others }: PrintedRegimenProps) {
  const s = item.suggestion;
  const detail = full ? withoutRepeats(full, others) : undefined;
  return (
    <div className="mt-1 break-inside-avoid">
      <p>
        <strong>{item.name}</strong>
        {s ? ` — ${s.explanation}` : ''}
        {s?.guideline ? ` (${s.guideline.citation}${s.guideline.evidence ? `; ${s.guideline.evidence.level}` : ''})` : ''}
        {s?.guideline?.note ? ` Note: ${s.guideline.note}` : ''}
        {item.cautions.length ? ` See caution ${item.cautions.map((c) => c.number).join(', ')}.` : ''}
        {item.advisories.map((a) => ` See advisory: ${a.advisory.label}.`).join('')}
      </p>
      {item.explained.map((r) => {
        const mark = markOf(r);
        return (
          <p key={r.ruleId} className="pl-3">
            {mark ? `${ruleVerb[mark]}: ` : ''}
            {r.label}. {r.reason}
            {r.citations.length ? ` Source: ${r.citations.join('; ')}.` : ''}
            {flag(r.needsReview)}
          </p>
        );
      })}
      {detail ? (
        <>
          <p className="pl-3">
            <em>Benefits:</em> {printed(detail.benefits)}. <em>Risks:</em> {printed(detail.risks)}.
            {detail.referred.length
              ? ` Also those of ${detail.referred.join(' and ')}, printed under ${detail.referred.length > 1 ? 'their names' : 'its name'}.`
              : ''}
          </p>
          <p className="pl-3">
            <em>Sources:</em>{' '}
            {detail.sources.length
              ? detail.sources.map((src) => [src.citation || 'Untitled source', ...src.locators].join(', ')).join('; ')
              : detail.referred.length
                ? `as for ${detail.referred.join(' and ')}.`
                : 'No sources available for this medication.'}
          </p>
        </>
      ) : null}
    </div>
  );
}
