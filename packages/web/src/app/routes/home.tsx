import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { PatientHistoryList } from '../../features/patient-history';
import { riskFlagTooltipsQuery } from '../../features/content';
import { NewPatientCard, Welcome } from '../../features/suggester';
import { errorMessage } from '../../lib/api-client';
import { medicationListQuery } from '../../lib/api/medications';
import { toReportedPatient } from '../../lib/patients/reported-patient';
import type { PatientRecord } from '../../lib/patients/patient-record';
import { LazyLinkedInputsNotice, LazyPatientForm, LazyPatientSummary, LazyReportIssueModal, loadPatientForm } from './home-lazy';
import { useSuggester } from './use-suggester';

/**
 * A navigation to / through the logo or the Suggester link starts the suggester afresh. A fragment
 * (the skip link, a deep link into the summary) is a new history entry too, but must keep what is shown.
 */
export function HomeRoute() {
  const location = useLocation();
  const [resetKey, setResetKey] = useState(location.key);
  if (!location.hash && location.key !== resetKey) setResetKey(location.key);
  return <Suggester key={resetKey} />;
}

function Suggester() {
  const s = useSuggester();
  const meds = useQuery({ ...medicationListQuery, enabled: s.form.open });
  const tips = useQuery({ ...riskFlagTooltipsQuery, enabled: s.form.open });
  const ruleTooltips = tips.data && Object.fromEntries(tips.data.tooltips.map((t) => [t.flag, t.text]));
  const [reportFor, setReportFor] = useState<PatientRecord | null>(null);
  const options = (meds.data ?? []).map((m) => ({ value: m.name, aliases: m.aliases, ingredients: m.ingredients }));

  return (
    <div className="space-y-6">
      {/* Present before any summary, so that the politely announced change is heard. */}
      <p role="status" className="sr-only">
        {s.current ? `Summary shown for patient ${s.current.ID}.` : ''}
      </p>
      <Welcome />
      {s.current ? (
        <Suspense fallback={<Spinner label="Loading the summary…" />}>
          <LazyPatientSummary
            key={`${s.current.ID}-${s.current.CreatedAt ?? ''}`}
            patient={s.current}
            expanded={s.summaryExpanded}
            onExpandedChange={s.setSummaryExpanded}
            onEdit={() => s.current && s.edit(s.current)}
            onReportIssue={() => setReportFor(s.current)}
          />
        </Suspense>
      ) : null}
      <NewPatientCard open={s.form.open} editingId={s.form.editingId} onToggle={s.toggleForm} onIntent={() => void loadPatientForm()}>
        <Suspense fallback={<Spinner label="Loading the form…" />}>
          {s.form.linked ? <LazyLinkedInputsNotice unknown={s.form.linked.unknown} /> : null}
          <LazyPatientForm
            key={s.form.key}
            editingId={s.form.editingId}
            defaultValues={s.form.defaults}
            medicationOptions={options}
            {...(ruleTooltips ? { ruleTooltips } : {})}
            rulesFailed={tips.isError}
            submitting={s.recommend.isPending}
            error={s.recommend.isError ? errorMessage(s.recommend.error) : null}
            certified={s.certified}
            onCertify={s.certify}
            onSubmit={s.submit}
          />
        </Suspense>
      </NewPatientCard>
      <PatientHistoryList patients={s.patients} onSelect={s.select} onRemove={s.remove} onReportIssue={setReportFor} />
      {reportFor ? (
        <Suspense fallback={null}>
          <LazyReportIssueModal patientId={reportFor.ID} patient={toReportedPatient(reportFor)} onClose={() => setReportFor(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
