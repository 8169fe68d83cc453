import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultPatientFormValues } from '../../../lib/patients/patient-record';
import { riskQuestions } from '../../../lib/patients/risk-questions';
import { ruleTooltipsFixture } from '../../../test/fixtures';
import { PatientForm, type PatientFormProps } from './patient-form';

function setup(overrides: Partial<PatientFormProps> = {}) {
  const props: PatientFormProps = {
    editingId: null,
    defaultValues: defaultPatientFormValues,
    medicationOptions: [{ value: 'Lithium', aliases: ['Lithobid'], ingredients: ['Lithium'] }],
    submitting: false,
    error: null,
    certified: true,
    onCertify: vi.fn(),
    onSubmit: vi.fn(),
    ruleTooltips: ruleTooltipsFixture,
    ...overrides,
  };
  render(<PatientForm {...props} />);
  return props;
}

describe('PatientForm', () => {
  it('has every field of the patient record with its default', () => {
    setup();
    const state = screen.getByRole('combobox', { name: 'Current or most recent state' });
    expect(state).toHaveValue('Manic');
    expect(
      within(state)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Manic', 'Depressed', 'Hypomanic', 'Euthymic']);
    for (const q of riskQuestions) {
      const group = screen.getByRole('radiogroup', { name: new RegExp(q.question.replace(/[()]/g, '\\$&')) });
      // Not answered until answered (issue 39): neither Yes nor No.
      expect(within(group).getByRole('radio', { name: 'No' })).not.toBeChecked();
      expect(within(group).getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    }
    expect(
      screen.getByText(`${riskQuestions.length} of ${riskQuestions.length} not answered: taken as No, and printed as not answered.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: /Wants to conceive in next 2 years/ })).toBeInTheDocument();
    for (const name of ['Mania', 'Depression', 'Hypomania']) expect(screen.getByRole('checkbox', { name })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Prior medications' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Medication notes/)).toHaveValue('');
    expect(screen.getByLabelText(/Other diagnoses/)).toHaveValue('');
    expect(screen.getByLabelText(/Notes/)).toHaveValue('');
    // Free text says what becomes of it.
    for (const label of [/Medication notes/, /Other diagnoses/, /^Notes/])
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(/kept in this browser and printed; not used for the suggestions/);
  });

  it('states each rule in a tooltip', () => {
    setup();
    const tip = screen.getByRole('button', { name: 'Rule for: History or risk of chronic kidney disease' });
    expect(tip).toHaveAccessibleDescription(/Kidney disease excludes lithium \(with every combination containing it\)/);
  });

  it('says the rules are loading until the server has sent them, never a hand-written text', () => {
    setup({ ruleTooltips: {} });
    const tip = screen.getByRole('button', { name: 'Rule for: History or risk of chronic kidney disease' });
    expect(tip).toHaveAccessibleDescription('Loading the rules this answer triggers…');
  });

  it('says so when the rules could not be loaded', () => {
    setup({ ruleTooltips: {}, rulesFailed: true });
    const tip = screen.getByRole('button', { name: 'Rule for: History or risk of chronic kidney disease' });
    expect(tip).toHaveAccessibleDescription('The rules this answer triggers could not be loaded.');
  });

  it('submits the values, and clears other diagnoses when the state changes', async () => {
    const user = userEvent.setup();
    const props = setup();
    await user.type(screen.getByLabelText(/Other diagnoses/), 'GAD');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Current or most recent state' }), 'Depressed');
    expect(screen.getByLabelText(/Other diagnoses/)).toHaveValue('');
    await user.click(within(screen.getByRole('radiogroup', { name: /kidney/ })).getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('checkbox', { name: 'Mania' }));
    await user.type(screen.getByRole('combobox', { name: 'Prior medications' }), 'Lithium,');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(props.onSubmit).toHaveBeenCalledTimes(1);
    expect(vi.mocked(props.onSubmit).mock.calls[0]?.[0]).toMatchObject({
      Diagnosis: 'Depressed',
      OtherDiagnosis: '',
      Kidney: 'Yes',
      Mania: true,
      PriorMedications: ['Lithium'],
    });
  });

  it('Clear Form resets every field to its default', async () => {
    const user = userEvent.setup();
    setup({
      defaultValues: {
        ...defaultPatientFormValues,
        Diagnosis: 'Euthymic',
        Liver: 'Yes',
        any_pregnancy: 'Yes',
        PriorMedications: ['Lithium'],
      },
    });
    await user.click(screen.getByRole('button', { name: 'Clear Form' }));
    expect(screen.getByRole('combobox', { name: 'Current or most recent state' })).toHaveValue('Manic');
    for (const name of [/liver/, /pregnant or breastfeeding/])
      expect(within(screen.getByRole('radiogroup', { name })).queryByRole('radio', { checked: true })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Lithium' })).not.toBeInTheDocument();
  });

  it('labels the submit button by state: Edit Form, Loading..., disabled until certified', () => {
    const { unmount } = render(<PatientForm {...setupProps({ editingId: 'ab12c' })} />);
    expect(screen.getByRole('button', { name: 'Edit Form' })).toBeEnabled();
    unmount();
    render(<PatientForm {...setupProps({ submitting: true })} />);
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
  });

  it('requires the no-PHI certification before submitting', async () => {
    const user = userEvent.setup();
    const props = setup({ certified: false });
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /I will not enter protected health information/ }));
    expect(props.onCertify).toHaveBeenCalled();
  });

  it('warns when a free-text field looks like it holds an identifier', async () => {
    const user = userEvent.setup();
    setup();
    await user.type(screen.getByLabelText(/Notes/), 'Call her at 215-555-0134');
    expect(await screen.findByText(/Possible identifier/)).toBeInTheDocument();
  });

  it('scans the prior-medication chips for identifiers too', async () => {
    const user = userEvent.setup();
    setup();
    const chips = screen.getByRole('combobox', { name: 'Prior medications' });
    await user.type(chips, 'Lithium,');
    expect(screen.queryByText(/Possible identifier/)).not.toBeInTheDocument();
    await user.type(chips, 'MRN 4471203,');
    expect(await screen.findByText(/a record number/)).toBeInTheDocument();
    expect(chips.getAttribute('aria-describedby')).toContain('free-text-warning');
  });

  it('shows a failed recommendation and keeps the values', () => {
    setup({ error: 'The server answered 500.', defaultValues: { ...defaultPatientFormValues, Diagnosis: 'Hypomanic' } });
    expect(screen.getByRole('alert')).toHaveTextContent('The suggestions could not be loaded.');
    expect(screen.getByRole('combobox', { name: 'Current or most recent state' })).toHaveValue('Hypomanic');
  });
});

function setupProps(overrides: Partial<PatientFormProps>): PatientFormProps {
  return {
    editingId: null,
    defaultValues: defaultPatientFormValues,
    medicationOptions: [],
    submitting: false,
    error: null,
    certified: true,
    onCertify: () => {},
    onSubmit: () => {},
    ...overrides,
  };
}
