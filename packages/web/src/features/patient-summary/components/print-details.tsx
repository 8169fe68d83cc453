import { reviewedText } from '@balancer/domain';
import { reviewCountText, reviewedByList } from '../../../components/ui/needs-review';
import type { Statement } from '../../../components/ui/statement-list';
import type { MedicationDetail } from '../../../lib/api/medications';
import { withoutRepeats } from './print-repeats';
import { ruleVerb } from './regimen-detail';
import { markOf, type RegimenView, type SummaryModel } from './summary-model';

const joined = (items: Statement[]) => items.map((i) => (typeof i === 'string' ? i : i.text)).join('; ') || 'none listed';
const sourcesOf = (citations: string[]) => (citations.length ? ` Source: ${citations.join('; ')}.` : '');

/**
 * The printout's appendix (docs/adr/0031-clinician-journeys.md): each regimen's explanation, rules,
 * benefits, risks and sources, and why each rule removed what it removed. Starts on a new page; the
 * clinician may leave it out. Review status is one count per medication, explained once on page 1.
 */
export function PrintDetails({ model, details }: { model: SummaryModel; details: ReadonlyMap<string, MedicationDetail | undefined> }) {
  const printed = new Map([...details.values()].flatMap((d) => (d ? [[d.name, d] as const] : [])));
  return (
    <section data-testid="print-details" className="break-before-page">
      <h2 className="border-b border-black text-[10.5pt] font-bold break-after-avoid">Details</h2>
      {model.tiers.map((tier) =>
        tier.items.length ? (
          <section key={tier.key} className="mt-1">
            <h3 className="font-bold break-after-avoid">{tier.title}</h3>
            {tier.items.map((item) => (
              <PrintedRegimen key={item.anchor} item={item} detail={details.get(item.anchor)} printed={printed} />
            ))}
          </section>
        ) : null,
      )}
      {model.exclusionRules.length ? (
        <section className="mt-1">
          <h3 className="font-bold break-after-avoid">Why medications were not suggested</h3>
          <ol className="list-decimal pl-5">
            {model.exclusionRules.map((g) => (
              <li key={g.anchor} className="break-inside-avoid">
                <strong>{g.rule.label}.</strong> {g.rule.reason}
                {sourcesOf(g.rule.citations)}
                {g.rule.reviewed ? ` ${reviewedText(g.rule.reviewed)}.` : ''}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </section>
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
  const checked = [...(s?.rules ?? []), ...(full?.benefits ?? []), ...(full?.risks ?? [])];
  // One compact note per medication: how many await review, and who reviewed the others.
  const review = [reviewCountText(checked.filter((x) => x.needsReview).length), reviewedByList(checked)].filter(Boolean).join('; ');
  return (
    <div className="mt-1 break-inside-avoid">
      <p>
        <strong>{item.name}</strong>
        {review ? ` (${review})` : ''}
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
            {sourcesOf(r.citations)}
          </p>
        );
      })}
      {detail ? (
        <>
          <p className="pl-3">
            <em>Benefits:</em> {joined(detail.benefits)}. <em>Risks:</em> {joined(detail.risks)}.
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
