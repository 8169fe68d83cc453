import type { Citation } from '@balancer/domain';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/form-styles';
import { pageHref } from '../../document-chat';
import { libraryQuery } from '../api/content-api';
import { Field } from './form-parts';
import type { SourceDraft } from './rule-form-model';

type Props = { sources: SourceDraft[]; citations: Citation[]; onChange: (s: SourceDraft[]) => void };

const PAGE = /^[1-9]\d*$/;

/**
 * A rule's citations: a published source with its locator, or a library passage by document, page and
 * passage number, with a link to that page in the workspace. Every field has a visible label.
 */
export function RuleSources({ sources, citations, onChange }: Props) {
  const library = useQuery(libraryQuery);
  const set = (i: number, s: SourceDraft) => onChange(sources.map((x, j) => (j === i ? s : x)));
  // A document cited before is named by its citation even when the library list is not loaded (or it was deleted).
  const cited = new Map(citations.filter((c) => c.id.startsWith('library-')).map((c) => [c.id.slice('library-'.length), c.short]));
  const documents = new Map(cited);
  for (const d of library.data ?? []) if (d.status === 'ready') documents.set(d.guid, d.title || d.fileName);
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">Sources</legend>
      {sources.map((s, i) => (
        <fieldset key={i} className="rounded border border-slate-200 bg-white p-2">
          <legend className="px-1 text-xs font-medium text-slate-700">Source {i + 1}</legend>
          <div className="grid items-end gap-2 sm:grid-cols-[9rem_minmax(0,2fr)_minmax(0,1fr)_auto]">
            <Field label="Kind">
              {(id) => (
                <select
                  id={id}
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
              )}
            </Field>
            {s.kind === 'published' ? (
              <>
                <Field label="Published source">
                  {(id) => (
                    <select
                      id={id}
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
                  )}
                </Field>
                <Field label="Locator (table, box or section)">
                  {(id) => (
                    <input id={id} className={inputClass} value={s.locator} onChange={(e) => set(i, { ...s, locator: e.target.value })} />
                  )}
                </Field>
              </>
            ) : (
              <>
                <Field label="Document">
                  {(id) => (
                    <select id={id} className={inputClass} value={s.guid} onChange={(e) => set(i, { ...s, guid: e.target.value })}>
                      <option value="">Choose a document…</option>
                      {[...documents].map(([guid, title]) => (
                        <option key={guid} value={guid}>
                          {title}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <div className="grid grid-cols-2 gap-2">
                  <Field label="Page">
                    {(id) => (
                      <input
                        id={id}
                        inputMode="numeric"
                        className={inputClass}
                        value={s.page}
                        onChange={(e) => set(i, { ...s, page: e.target.value })}
                      />
                    )}
                  </Field>
                  <Field label="Passage no.">
                    {(id) => (
                      <input
                        id={id}
                        inputMode="numeric"
                        className={inputClass}
                        value={s.chunk}
                        onChange={(e) => set(i, { ...s, chunk: e.target.value })}
                      />
                    )}
                  </Field>
                </div>
              </>
            )}
            <Button size="sm" variant="ghost" className="justify-self-start" onClick={() => onChange(sources.filter((_, j) => j !== i))}>
              Remove
            </Button>
          </div>
          {s.kind === 'passage' && documents.has(s.guid) && PAGE.test(s.page) ? (
            <p className="mt-2 text-sm">
              <a
                href={pageHref({ guid: s.guid, page: Number(s.page) })}
                target="_blank"
                rel="noreferrer"
                className="text-brand-700 underline"
              >
                {documents.get(s.guid)}, p. {s.page}
              </a>{' '}
              <span className="text-slate-600">(opens the workspace in a new tab)</span>
            </p>
          ) : null}
        </fieldset>
      ))}
      <Button size="sm" variant="secondary" onClick={() => onChange([...sources, { kind: 'published', citationId: '', locator: '' }])}>
        Add a source
      </Button>
    </fieldset>
  );
}
