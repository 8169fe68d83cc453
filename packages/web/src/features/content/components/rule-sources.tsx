import type { Citation } from '@balancer/domain';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/form-styles';
import type { SourceDraft } from './rule-form-model';

type Props = { sources: SourceDraft[]; citations: Citation[]; onChange: (s: SourceDraft[]) => void };

/** A rule's citations: a published source with its locator, or a library passage by guid, page and chunk. */
export function RuleSources({ sources, citations, onChange }: Props) {
  const set = (i: number, s: SourceDraft) => onChange(sources.map((x, j) => (j === i ? s : x)));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">Sources</legend>
      {sources.map((s, i) => (
        <div key={i} className="grid items-start gap-2 rounded border border-slate-200 bg-white p-2 sm:grid-cols-[11rem_1fr_1fr_auto]">
          <select
            aria-label={`Kind of source ${i + 1}`}
            className={inputClass}
            value={s.kind}
            onChange={(e) =>
              set(
                i,
                e.target.value === 'passage'
                  ? { kind: 'passage', guid: '', page: '', chunk: '' }
                  : { kind: 'published', citationId: '', locator: '' },
              )
            }
          >
            <option value="published">Published source</option>
            <option value="passage">Library passage</option>
          </select>
          {s.kind === 'published' ? (
            <>
              <select
                aria-label={`Source ${i + 1}`}
                className={inputClass}
                value={s.citationId}
                onChange={(e) => set(i, { ...s, citationId: e.target.value })}
              >
                <option value="">Choose a source…</option>
                {citations.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.short}
                  </option>
                ))}
              </select>
              <input
                aria-label={`Locator of source ${i + 1}`}
                placeholder="Locator, e.g. Box 1"
                className={inputClass}
                value={s.locator}
                onChange={(e) => set(i, { ...s, locator: e.target.value })}
              />
            </>
          ) : (
            <>
              <input
                aria-label={`Document guid of source ${i + 1}`}
                placeholder="Document guid"
                className={inputClass}
                value={s.guid}
                onChange={(e) => set(i, { ...s, guid: e.target.value })}
              />
              <div className="flex gap-2">
                <input
                  aria-label={`Page of source ${i + 1}`}
                  placeholder="Page"
                  inputMode="numeric"
                  className={inputClass}
                  value={s.page}
                  onChange={(e) => set(i, { ...s, page: e.target.value })}
                />
                <input
                  aria-label={`Chunk of source ${i + 1}`}
                  placeholder="Chunk"
                  inputMode="numeric"
                  className={inputClass}
                  value={s.chunk}
                  onChange={(e) => set(i, { ...s, chunk: e.target.value })}
                />
              </div>
            </>
          )}
          <Button size="sm" variant="ghost" className="justify-self-start" onClick={() => onChange(sources.filter((_, j) => j !== i))}>
            Remove
          </Button>
        </div>
      ))}
      <Button size="sm" variant="secondary" onClick={() => onChange([...sources, { kind: 'published', citationId: '', locator: '' }])}>
        Add a source
      </Button>
    </fieldset>
  );
}
