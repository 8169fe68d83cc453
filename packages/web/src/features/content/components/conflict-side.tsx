import { useId } from 'react';

/** Change lines in the history screen's style: a removed line struck out, an added one marked. */
export function ChangeLines({ lines }: { lines: string[] }) {
  return (
    <ul className="mt-1 space-y-0.5 font-mono text-xs break-words whitespace-pre-wrap text-slate-700">
      {lines.map((line, i) =>
        line.startsWith('- ') ? (
          <li key={i} className="text-red-800">
            <del>{line}</del>
          </li>
        ) : (
          <li key={i} className={line.startsWith('+ ') ? 'text-emerald-800' : ''}>
            {line}
          </li>
        ),
      )}
    </ul>
  );
}

/** One side of a release conflict: what it changed from the base, in the history screen's words, and the item itself. */
export function ConflictSide({
  title,
  lines,
  item,
  tone,
}: {
  title: string;
  lines: string[];
  item: unknown;
  tone: 'base' | 'site' | 'release';
}) {
  const id = useId();
  const border = tone === 'site' ? 'border-brand-200' : tone === 'release' ? 'border-violet-300' : 'border-slate-200';
  return (
    <section aria-labelledby={id} className={`min-w-0 rounded-md border bg-white p-3 ${border}`}>
      <h4 id={id} className="text-sm font-semibold text-slate-900">
        {title}
      </h4>
      {tone === 'base' ? (
        <p className="mt-1 text-sm text-slate-700">As the built-in content this site last took had it; both sides changed it.</p>
      ) : lines.length ? (
        <ChangeLines lines={lines} />
      ) : (
        <p className="mt-1 text-sm text-slate-700">No change from the base.</p>
      )}
      {item === null ? (
        <p className="mt-1 text-sm text-slate-700">{tone === 'base' ? 'Not in the built-in content this site took.' : 'Removed.'}</p>
      ) : (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-brand-800">The whole item</summary>
          <pre className="mt-1 max-h-64 overflow-auto rounded bg-slate-50 p-2 text-xs break-words whitespace-pre-wrap text-slate-800">
            {JSON.stringify(item, null, 2)}
          </pre>
        </details>
      )}
    </section>
  );
}
