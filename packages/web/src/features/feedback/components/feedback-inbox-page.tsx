import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { SubscriberList } from '../../newsletter';
import { exportFeedback, useFeedbackInbox, type InboxFilters } from '../api/feedback-inbox';
import { FeedbackCard } from './feedback-card';

const types: { value: InboxFilters['feedbacktype']; label: string }[] = [
  { value: '', label: 'All types' },
  { value: 'issue', label: 'Issues' },
  { value: 'new_feature', label: 'Feature requests' },
  { value: 'general', label: 'General' },
];
const states: { value: InboxFilters['handled']; label: string }[] = [
  { value: 'false', label: 'Open' },
  { value: 'true', label: 'Handled' },
  { value: '', label: 'Open and handled' },
];

/** /feedback-inbox: what clinicians sent, filtered, marked handled, exported; then the newsletter list. */
export function FeedbackInboxPage() {
  const [filters, setFilters] = useState<InboxFilters>({ feedbacktype: '', handled: 'false' });
  const [exportError, setExportError] = useState<string | null>(null);
  const inbox = useFeedbackInbox(filters);
  const download = () => {
    setExportError(null);
    exportFeedback(filters).catch((err: unknown) => setExportError(errorMessage(err)));
  };
  return (
    <section className="max-w-4xl">
      <PageHeader title="Feedback inbox">
        Messages and reported issues sent from the feedback form. Mark a message handled once it has been dealt with; every change is
        recorded in the audit log.
      </PageHeader>
      <form
        className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end"
        aria-label="Filter the feedback"
        onSubmit={(e) => e.preventDefault()}
      >
        <SelectField
          label="Type"
          value={filters.feedbacktype}
          options={types}
          onChange={(feedbacktype) => setFilters((f) => ({ ...f, feedbacktype }))}
        />
        <SelectField
          label="State"
          value={filters.handled}
          options={states}
          onChange={(handled) => setFilters((f) => ({ ...f, handled }))}
        />
        <Button variant="secondary" onClick={download} className="sm:ml-auto">
          Export CSV
        </Button>
      </form>
      {exportError ? (
        <Alert tone="error" className="mb-4">
          {exportError}
        </Alert>
      ) : null}
      {inbox.isPending ? <Spinner label="Loading the feedback…" /> : null}
      {inbox.isError ? (
        <Alert tone="error" title="The feedback could not be loaded">
          {errorMessage(inbox.error)}
        </Alert>
      ) : null}
      {inbox.data ? (
        inbox.data.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-700">
            No feedback matches these filters.
          </p>
        ) : (
          <ol className="space-y-3" aria-label="Feedback messages">
            {inbox.data.map((item) => (
              <FeedbackCard key={item.id} item={item} />
            ))}
          </ol>
        )
      ) : null}
      <SubscriberList />
    </section>
  );
}
