import { screen } from '@testing-library/react';
import { riskFlagDefinitions } from '@balancer/domain';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { patientFixture } from '../../../test/fixtures';
import { PatientSummary } from './patient-summary';

const handlers = () => ({ onExpandedChange: vi.fn(), onEdit: vi.fn(), onReportIssue: vi.fn() });
const notAnswered = Object.fromEntries(riskFlagDefinitions.map((f) => [f.recordKey, '']));

/** Issue 39: the summary and the printout say which risk questions were not answered, and print the free text. */
describe('the summary says what the form knows', () => {
  beforeEach(() => mockFetch(() => ({ status: 404, body: {} })));

  it('a form left as it opened: no "no risk factors", every question listed as not answered, on screen and on paper', () => {
    renderWithProviders(<PatientSummary patient={patientFixture(notAnswered)} expanded {...handlers()} />);
    const onScreen = screen.getByText('Risk Assessment').nextSibling;
    expect(onScreen).toHaveTextContent('None answered Yes');
    expect(onScreen).toHaveTextContent('9 not answered (taken as No)');
    expect(onScreen).toHaveTextContent(/Not answered: Currently psychotic · History of suicide attempt\(s\)/);
    expect(onScreen).not.toHaveTextContent(/No risk factors/);
    const printed = screen.getByTestId('print-summary');
    expect(printed).toHaveTextContent(`Not answered (taken as No): ${riskFlagDefinitions.map((f) => f.label).join('; ')}`);
    expect(printed).not.toHaveTextContent(/none reported/);
  });

  it('every question answered No reads as such, and nothing is listed as not answered', () => {
    const allNo = Object.fromEntries(riskFlagDefinitions.map((f) => [f.recordKey, 'No']));
    renderWithProviders(<PatientSummary patient={patientFixture(allNo)} expanded {...handlers()} />);
    expect(screen.getByText('Risk Assessment').nextSibling).toHaveTextContent(/^No to every question$/);
    expect(screen.getByTestId('print-summary')).not.toHaveTextContent('Not answered');
  });

  it('prints the free text typed (other diagnoses, medication notes, notes), marked as not used', () => {
    const patient = patientFixture({
      OtherDiagnosis: 'Alzheimer dementia',
      CurrentMedications: 'Donepezil 10 mg',
      Description: 'QTc 510 ms',
    });
    renderWithProviders(<PatientSummary patient={patient} expanded {...handlers()} />);
    const printed = screen.getByTestId('print-summary');
    expect(printed).toHaveTextContent(
      'Other diagnoses: Alzheimer dementia. Medication notes: Donepezil 10 mg. Notes: QTc 510 ms. (Free text, not used for the suggestions.)',
    );
    expect(screen.getByRole('region', { name: 'Summary' })).toHaveTextContent(/Medication notes: Donepezil 10 mg/);
  });
});
