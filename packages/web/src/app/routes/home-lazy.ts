import { lazy } from 'react';

/**
 * The form, the summary and the Report Issue dialog load on demand (on intent to open the form, or
 * when a patient is shown), so that the first load of / stays small.
 */
export const loadPatientForm = () => import('../../features/suggester/lazy');
export const LazyPatientForm = lazy(() => loadPatientForm().then((m) => ({ default: m.PatientForm })));

export const LazyPatientSummary = lazy(() => import('../../features/patient-summary').then((m) => ({ default: m.PatientSummary })));

export const LazyReportIssueModal = lazy(() => import('../../features/feedback').then((m) => ({ default: m.ReportIssueModal })));
export const LazyLinkedInputsNotice = lazy(() => loadPatientForm().then((m) => ({ default: m.LinkedInputsNotice })));
