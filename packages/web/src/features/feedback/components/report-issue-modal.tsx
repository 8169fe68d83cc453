import type { ReportedPatient } from '@balancer/contract';
import { Modal } from '../../../components/ui/modal';
import { site } from '../../../lib/site';
import { FeedbackForm } from './feedback-form';

interface ReportIssueModalProps {
  patientId: string;
  patient: ReportedPatient;
  onClose: () => void;
}

/** 'Report an Issue' for one patient; the form carries the patient's non-identifying inputs and summary. */
export function ReportIssueModal({ patientId, patient, onClose }: ReportIssueModalProps) {
  return (
    <Modal title={`Report an Issue: patient ${patientId}`} onClose={onClose}>
      <p className="mb-4 text-sm text-slate-700">
        Tell us what looks wrong with these suggestions. The report includes this patient's state, risk factors, prior medications and
        suggested tiers, but none of your free-text notes. You can also write to{' '}
        <a className="text-brand-700 underline" href={`mailto:${site.contactEmail}`}>
          {site.contactEmail}
        </a>
        .
      </p>
      <details className="mb-4 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm">
        <summary className="cursor-pointer font-medium text-slate-800">What is sent with this report</summary>
        <pre className="mt-2 max-h-40 overflow-auto text-xs whitespace-pre-wrap text-slate-800">{JSON.stringify(patient, null, 2)}</pre>
      </details>
      <FeedbackForm patient={patient} initialType="issue" />
    </Modal>
  );
}
