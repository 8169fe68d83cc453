import {
  adjustmentBody,
  rangeText,
  stepText,
  doseText,
  dosingSourceLabel,
  type MedicationBlock,
  type StartTargetMonitor,
} from '@balancer/domain';
import { NeedsReview, ReviewedBy, ReviewStatus } from '../../../components/ui/needs-review';

const Source = ({ of }: { of: Parameters<typeof dosingSourceLabel>[0] }) => (
  <span className="block text-xs text-slate-600">Source: {dosingSourceLabel(of)}</span>
);

/** A medication's dosing facts that await clinical review, named (one marker per medication, as for statements). */
function awaiting(m: MedicationBlock): string[] {
  const facts = [
    { needsReview: m.doseNeedsReview, text: `Start and usual dose of ${m.name}` },
    ...m.targets.map((t) => ({ needsReview: t.needsReview, text: `Target ${t.analyte} level` })),
    ...m.adjustments.map((a) => ({ needsReview: a.needsReview, text: a.text })),
    ...m.monitoring.map((x) => ({ needsReview: x.needsReview, text: `Monitoring: ${x.test}` })),
    ...m.advice.map((a) => ({ needsReview: a.needsReview, text: a.text })),
    ...m.differences.flatMap((d) => [
      { needsReview: d.guideline.needsReview, text: `Guideline on ${d.topic}` },
      { needsReview: d.label.needsReview, text: `Label on ${d.topic}` },
    ]),
  ];
  return facts.flatMap((f) => (f.needsReview ? [f.text] : []));
}

/**
 * The "Start, target, monitor" block of one suggestion (issue 41): each medication's start and
 * titration, usual and maximum dose, target level with when to draw it, this patient's adjustments
 * (said with their reason), baseline and ongoing tests, and what to tell the patient, each with its source.
 */
export function StartTargetMonitorBlock({ block, name }: { block: StartTargetMonitor; name: string }) {
  if (block.medications.length === 0) return null;
  return (
    <section
      aria-label={`Start, target, monitor: ${name}`}
      data-testid="start-target-monitor"
      className="mt-3 rounded-md border border-teal-700/30 bg-teal-50/40 p-3"
    >
      <h5 className="font-semibold text-slate-900">Start, target, monitor</h5>
      {block.notes.map((n) => (
        <p key={n} className="text-xs text-slate-600">
          {n}
        </p>
      ))}
      {block.missing.length > 0 ? <p className="text-xs text-slate-700">No dosing content yet for: {block.missing.join(', ')}.</p> : null}
      {block.medications.map((m) => (
        <MedicationDosingView key={m.id} m={m} several={block.medications.length > 1} />
      ))}
    </section>
  );
}

function MedicationDosingView({ m, several }: { m: MedicationBlock; several: boolean }) {
  const baseline = m.monitoring.filter((x) => x.baseline);
  const ongoing = m.monitoring.filter((x) => x.days.length > 0 || !x.baseline);
  return (
    <div className="mt-2 border-t border-teal-700/20 pt-2 first-of-type:border-t-0">
      {several ? <h6 className="font-semibold text-slate-900">{m.name}</h6> : null}
      <p className="text-xs text-slate-600">
        {m.product}. For: {m.use}.
      </p>
      <ReviewStatus statements={awaiting(m)} noun="dosing fact" />
      <dl className="mt-1 grid grid-cols-1 gap-x-3 gap-y-1 @md:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-slate-900">Start</dt>
        <dd>
          <ol className="list-none">
            {m.start.map((s) => (
              <li key={s.when}>
                {s.when}: {stepText(s)}
              </li>
            ))}
          </ol>
          Usual {m.usual.low === m.usual.high ? m.usual.low : `${m.usual.low}–${m.usual.high}`} {m.usual.unit} ({m.usual.frequency});
          maximum {doseText(m.maximum)}.
          <NeedsReview when={m.doseNeedsReview} />
          <ReviewedBy stamp={m.doseReviewed} block />
          {m.note ? <span className="block">{m.note}</span> : null}
          <Source of={m.doseSource} />
        </dd>
        {m.targets.length > 0 ? (
          <>
            <dt className="font-semibold text-slate-900">Target</dt>
            <dd>
              {m.targets.map((t) => (
                <span key={`${t.population}-${t.low}`} className="block">
                  {t.analyte} {rangeText(t.low, t.high, t.unit)}
                  {t.alsoAs ? ` (${t.alsoAs})` : ''}. Draw: {t.draw}.
                  <Source of={t.source} />
                </span>
              ))}
            </dd>
          </>
        ) : null}
        <dt className="font-semibold text-slate-900">For this patient</dt>
        <dd>
          {m.adjustments.length === 0 ? (
            <span>No adjustment for the answers given.</span>
          ) : (
            <ul className="space-y-1">
              {m.adjustments.map((a) => (
                <li key={a.id} className="rounded border-l-4 border-amber-500 bg-amber-50 px-2 py-0.5 text-amber-950">
                  <strong>{a.reason}:</strong> {adjustmentBody(a.text)}
                  <NeedsReview when={a.needsReview} />
                  <ReviewedBy stamp={a.reviewed} block />
                  <Source of={a.source} />
                </li>
              ))}
            </ul>
          )}
        </dd>
        <dt className="font-semibold text-slate-900">Monitor</dt>
        <dd>
          {baseline.length > 0 ? <span className="block">Baseline: {baseline.map((x) => x.test).join('; ')}.</span> : null}
          <ul>
            {ongoing.map((x) => (
              <li key={x.test}>
                {x.test}: {x.interval}
                <NeedsReview when={x.needsReview} />
                <ReviewedBy stamp={x.reviewed} />
              </li>
            ))}
          </ul>
        </dd>
      </dl>
      <details className="mt-1 print:hidden">
        <summary className="cursor-pointer text-xs font-medium text-brand-700">What to tell the patient, and sources</summary>
        <ul className="mt-1 list-disc pl-5">
          {m.advice.map((a) => (
            <li key={a.text}>
              {a.text}.<Source of={a.source} />
            </li>
          ))}
        </ul>
        {m.differences.map((d) => (
          <p key={d.topic} className="mt-1">
            <strong>{d.topic}:</strong> guideline {d.guideline.text} ({dosingSourceLabel(d.guideline.source)}); label {d.label.text} (
            {dosingSourceLabel(d.label.source)}).
          </p>
        ))}
        <ul className="mt-1 text-xs text-slate-600">
          {m.monitoring.map((x) => (
            <li key={x.test}>
              {x.test}: {dosingSourceLabel(x.source)}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
