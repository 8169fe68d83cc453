import type { ContentRules } from '@balancer/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { inputClass, labelClass } from '../../../components/ui/form-styles';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { libraryQuery, useExtractedRules } from '../api/content-api';
import { draftFromInsight } from './insight-draft';
import type { RuleDraft } from './rule-form-model';

/** Insights to rules: a library document's extracted rules, each one click from a draft rule. */
type Props = { content: ContentRules; onDraft: (d: RuleDraft) => void; onClose: () => void };

export function InsightDrafts({ content, onDraft, onClose }: Props) {
  const [guid, setGuid] = useState<string | null>(null);
  const docs = useQuery(libraryQuery);
  const rules = useExtractedRules(guid);
  const id = useId();
  const ready = (docs.data ?? []).filter((d) => d.status === 'ready');
  return (
    <section aria-label="Draft a rule from a library insight" className="space-y-3 rounded-md border border-slate-200 bg-white p-4">
      <h2 className="text-base font-semibold text-slate-900">Draft a rule from a library insight</h2>
      {docs.isPending ? <Spinner label="Loading the library…" /> : null}
      {docs.isError ? <Alert tone="error">{errorMessage(docs.error)}</Alert> : null}
      {docs.data && !ready.length ? <p className="text-sm text-slate-700">No document in the library yet.</p> : null}
      {ready.length ? (
        <div>
          <label htmlFor={id} className={labelClass}>
            Document
          </label>
          <select id={id} className={`${inputClass} mt-1`} value={guid ?? ''} onChange={(e) => setGuid(e.target.value || null)}>
            <option value="">Choose a document…</option>
            {ready.map((d) => (
              <option key={d.guid} value={d.guid}>
                {d.title || d.fileName}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {rules.isFetching ? <Spinner label="Extracting rules…" /> : null}
      {rules.isError ? <Alert tone="error">{errorMessage(rules.error)}</Alert> : null}
      {rules.data && guid ? (
        rules.data.rules.length ? (
          <ul className="space-y-2">
            {rules.data.rules.map((r, i) => (
              <li key={i} className="rounded border border-slate-200 p-3 text-sm">
                <p className="font-medium text-slate-900">
                  <span className={r.type === 'EXCLUDE' ? 'text-red-800' : 'text-emerald-800'}>{r.type}</span> {r.rule}
                </p>
                <p className="text-slate-700">
                  p. {r.page}: “{r.quote}”
                </p>
                <Button size="sm" variant="secondary" className="mt-2" onClick={() => onDraft(draftFromInsight(r, guid, content))}>
                  Make a draft rule
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-700">No rule was found in this document.</p>
        )
      ) : null}
      <Button variant="ghost" size="sm" onClick={onClose}>
        Close
      </Button>
    </section>
  );
}
