import { useMediaQuery } from '../../../lib/use-media-query';
import { MarkerLink, type LinkTo } from './in-page-links';
import { RegimenDetail, type PlanMarks } from './regimen-detail';
import { lineName, type RegimenView, type TierView } from './summary-model';

export interface GlanceNav {
  openRegimen: string | null;
  toggleRegimen: (anchor: string) => void;
  link: LinkTo;
  plan?: PlanMarks;
}

/** Matches Tailwind's lg breakpoint, where the tiers stand side by side. */
const wideQuery = '(min-width: 64rem)';

/**
 * The three tiers side by side (stacked on narrower screens), one line per regimen. A regimen opens its
 * detail in place when stacked, and as a full-width panel under the three columns when side by side.
 */
export function AtAGlance({ tiers, nav }: { tiers: TierView[]; nav: GlanceNav }) {
  const wide = useMediaQuery(wideQuery);
  const panel = wide
    ? tiers.flatMap((t) => t.items.map((item) => ({ item, tier: t }))).find(({ item }) => item.anchor === nav.openRegimen)
    : undefined;
  return (
    <>
      <div className="mt-3 grid items-start gap-3 lg:grid-cols-3">
        {tiers.map((tier) => (
          <TierColumn key={tier.key} tier={tier} nav={nav} inPlace={!wide} />
        ))}
      </div>
      {panel ? (
        <RegimenDetail
          id={`${panel.item.anchor}-detail`}
          item={panel.item}
          link={nav.link}
          title={`${panel.item.name}: ${panel.tier.title}`}
          onClose={() => nav.toggleRegimen(panel.item.anchor)}
          plan={nav.plan}
        />
      ) : null}
    </>
  );
}

function TierColumn({ tier, nav, inPlace }: { tier: TierView; nav: GlanceNav; inPlace: boolean }) {
  const headingId = `tier-${tier.key}`;
  const n = tier.items.length;
  // The level the guideline defines for this line (CANMAT Table 1), from a row the guideline placed here.
  const evidence = tier.items.find((i) => i.suggestion?.guideline?.line === tierLineNumber[tier.key])?.suggestion?.guideline?.evidence;
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-md border border-slate-200 bg-white">
      {/* The line's evidence level sits on the heading's bar, so that it costs no height on a phone. */}
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 rounded-t-md border-b border-brand-200 bg-brand-50 px-3 py-2">
        <h3 id={headingId} className="flex items-baseline gap-2 text-base font-semibold text-brand-900">
          <span>{tier.title}</span>
          <span className="shrink-0 text-sm font-medium text-brand-800">
            {n}
            <span className="sr-only"> {n === 1 ? 'suggestion' : 'suggestions'}</span>
          </span>
        </h3>
        {evidence ? (
          <span className="text-xs text-brand-800" title={evidence.text}>
            <span className="sr-only">Guideline evidence: </span>
            {evidence.level}
          </span>
        ) : null}
      </div>
      {tier.empty ? (
        <div className="px-3 py-2 text-sm text-slate-700">
          <p>{tier.empty.message}</p>
          {tier.empty.rules.length > 0 ? (
            <p className="mt-1 break-words">Removed by: {tier.empty.rules.map((r) => r.label).join('; ')}.</p>
          ) : null}
        </div>
      ) : (
        groupRuns(tier.items).map(({ group, items }) => (
          <div key={group ?? 'all'}>
            {group ? (
              <h4 className="border-b border-slate-100 px-3 pt-1.5 pb-0.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                {groupNames[group]}
              </h4>
            ) : null}
            <ol className="divide-y divide-slate-100">
              {items.map((item) => (
                <RegimenRow key={item.anchor} item={item} tierLine={tier.key} nav={nav} inPlace={inPlace} />
              ))}
            </ol>
          </div>
        ))
      )}
    </section>
  );
}

const tierLineNumber = { first: 1, second: 2, third: 3 } as const;
const groupNames = { monotherapy: 'Monotherapy', combination: 'Combination' } as const;

/** Where the guideline prints a line as two lists (acute mania), the tier shows them as two runs. */
function groupRuns(items: RegimenView[]) {
  const runs: { group: keyof typeof groupNames | undefined; items: RegimenView[] }[] = [];
  for (const item of items) {
    const group = item.suggestion?.guideline?.group;
    const last = runs.at(-1);
    if (last && last.group === group) last.items.push(item);
    else runs.push({ group, items: [item] });
  }
  return runs;
}

function RegimenRow({ item, tierLine, nav, inPlace }: { item: RegimenView; tierLine: TierView['key']; nav: GlanceNav; inPlace: boolean }) {
  // A legacy record can list 'None': plain text, no detail (the product's rule for that name).
  if (item.name === 'None') return <li className="px-3 py-1.5 text-sm text-slate-800">None</li>;
  const open = nav.openRegimen === item.anchor;
  const detailId = `${item.anchor}-detail`;
  const g = item.suggestion?.guideline;
  return (
    <li
      id={item.anchor}
      tabIndex={-1}
      className={`border-l-4 focus:outline-none ${open ? 'border-l-brand-600 bg-brand-50' : 'border-l-transparent'}`}
    >
      <div className="flex items-center gap-1 px-1.5">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={detailId}
          onClick={() => nav.toggleRegimen(item.anchor)}
          className="grid min-w-0 flex-1 grid-cols-[0.75rem_minmax(0,1fr)] items-baseline gap-1.5 rounded px-1.5 py-1 text-left text-sm hover:bg-slate-100"
        >
          <span aria-hidden="true" className="text-xs text-slate-500">
            {open ? '▾' : '▸'}
          </span>
          <span className="min-w-0">
            <span className="font-medium text-slate-900">{item.name}</span>{' '}
            {item.suggestion ? <Rank guideline={g ?? null} tier={tierLineNumber[tierLine]} /> : null}
            {item.marks.includes('favoured') ? <Mark symbol="▲" label="favoured by a rule" className="text-emerald-700" /> : null}
            {item.marks.includes('deprioritised') ? (
              <Mark symbol="▼" label="moved to the end of its line by a rule" className="text-orange-800" />
            ) : null}
          </span>
        </button>
        {/* Markers wrap onto a second row rather than squeeze the name into broken words. */}
        <span className="flex max-w-[45%] shrink-0 flex-wrap justify-end gap-1">
          {item.advisories.map((a) => (
            <MarkerLink
              key={a.anchor}
              anchor={a.anchor}
              link={nav.link}
              title={a.advisory.label}
              label={`Advisory for ${item.name}: ${a.advisory.label}`}
              className="bg-violet-50 text-violet-900 ring-violet-300 hover:bg-violet-100"
            >
              ◆
            </MarkerLink>
          ))}
          {item.cautions.map((c) => (
            <MarkerLink
              key={c.anchor}
              anchor={c.anchor}
              link={nav.link}
              title={c.rule.label}
              label={`Caution ${c.number} for ${item.name}: ${c.rule.label}`}
              className="bg-amber-50 text-amber-900 ring-amber-300 hover:bg-amber-100"
            >
              ⚠&#xFE0E;{c.number}
            </MarkerLink>
          ))}
        </span>
      </div>
      {open && inPlace ? <RegimenDetail id={detailId} item={item} link={nav.link} plan={nav.plan} /> : null}
    </li>
  );
}

function Rank({ guideline, tier }: { guideline: { line: 1 | 2 | 3; rank: number } | null; tier: number }) {
  const badge = 'rounded bg-slate-100 px-1 text-xs whitespace-nowrap text-slate-700';
  if (!guideline)
    return (
      <span className={badge}>
        <span className="sr-only">, </span>added by a rule
      </span>
    );
  const moved = guideline.line !== tier;
  return (
    <span className={badge}>
      <span className="sr-only">
        , guideline {moved ? `${lineName(guideline.line).toLowerCase()}, ` : ''}rank {guideline.rank}
      </span>
      <span aria-hidden="true">
        {moved ? `L${guideline.line} ` : ''}#{guideline.rank}
      </span>
    </span>
  );
}

function Mark({ symbol, label, className }: { symbol: string; label: string; className: string }) {
  return (
    <span className={`ml-1 text-xs ${className}`} title={label}>
      <span aria-hidden="true">{symbol}</span>
      <span className="sr-only">, {label}</span>
    </span>
  );
}
