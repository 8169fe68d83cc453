import type { ContentDiffEntry } from '@balancer/domain';

const AREA: Record<ContentDiffEntry['area'], string> = {
  rule: 'Rule',
  interaction: 'Interaction',
  medication: 'Medication',
  ingredient: 'Ingredient',
  guideline: 'Guideline table',
  citation: 'Source',
  dosing: 'Dosing',
};

/** A version's changes, in words: what was added, removed or changed, with the changed fields. */
export function DiffList({ diff }: { diff: ContentDiffEntry[] }) {
  if (!diff.length) return <p className="text-sm text-slate-700">No change to the content.</p>;
  return (
    <ul className="space-y-2 text-sm">
      {diff.map((d) => (
        <li key={`${d.area}:${d.id}`} className="rounded border border-slate-200 bg-white px-3 py-2">
          <p className="text-slate-900">
            <span className="font-medium">
              {AREA[d.area]} {d.change}:
            </span>{' '}
            {d.title}
          </p>
          {d.details.length ? (
            <ul className="mt-1 space-y-0.5 font-mono text-xs break-words whitespace-pre-wrap text-slate-700">
              {/* A removed line is struck out, so a replaced rationale reads as replaced, not as a second one. */}
              {d.details.map((line, i) =>
                line.startsWith('- ') ? (
                  <li key={i} className="text-red-800">
                    <del>{line}</del>
                  </li>
                ) : (
                  <li key={i} className={line.startsWith('+ ') ? 'text-emerald-800' : ''}>
                    {line.startsWith('+ ') ? <ins className="no-underline">{line}</ins> : line}
                  </li>
                ),
              )}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
