import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { whoInputs } from '@balancer/domain';
import { aboutWords } from '../../../lib/patients/about-the-patient';
import { defaultPatientFormValues, toRecommendRequest, type PatientFormValues } from '../../../lib/patients/patient-record';
import { ruleTooltipsFixture } from '../../../test/fixtures';
import { PatientForm } from './patient-form';

function setup() {
  const onSubmit = vi.fn();
  render(
    <PatientForm
      editingId={null}
      defaultValues={defaultPatientFormValues}
      medicationOptions={[]}
      submitting={false}
      error={null}
      certified
      onCertify={vi.fn()}
      onSubmit={onSubmit}
      ruleTooltips={ruleTooltipsFixture}
    />,
  );
  return onSubmit;
}

describe('About the patient (ADR 0046)', () => {
  it('is collapsed by default, asks the input rows’ questions, and sends only what was answered', async () => {
    const onSubmit = setup();
    const group = screen.getByText('About the patient').closest('details')!;
    expect(group).not.toHaveAttribute('open');
    await userEvent.click(screen.getByText('About the patient'));
    expect(screen.getByRole('combobox', { name: 'Age group' })).toHaveValue('');
    expect(screen.queryByRole('combobox', { name: /Could become pregnant/ })).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sex' }), 'female');
    // Childbearing potential is asked of a female patient only.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Could become pregnant/ }), 'false');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Bipolar type' }), 'II');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const values = onSubmit.mock.calls[0]?.[0] as PatientFormValues;
    expect(values.About).toMatchObject({ Sex: 'female', ChildbearingPotential: 'false', BipolarType: 'II' });
    expect(toRecommendRequest(values)).toMatchObject({ sex: 'female', childbearingPotential: false, bipolarType: 'II' });
    expect(toRecommendRequest(values)).not.toHaveProperty('ageGroup');
    for (const row of whoInputs) expect(screen.getByText(row.question!, { selector: 'label' })).toBeInTheDocument();
  });

  it('sends nothing about the patient when nothing was answered, and drops childbearing potential for a male patient', () => {
    expect(Object.keys(toRecommendRequest(defaultPatientFormValues)).sort()).not.toContain('sex');
    const male = { ...defaultPatientFormValues, About: { Sex: 'male', ChildbearingPotential: 'true', MixedFeatures: 'true' } };
    expect(toRecommendRequest(male)).toMatchObject({ sex: 'male', mixedFeatures: true });
    expect(toRecommendRequest(male)).not.toHaveProperty('childbearingPotential');
    // The summary and printout say who the answer was for.
    expect(aboutWords(male.About)).toEqual(['Male', 'Mixed features (DSM-5 specifier): Yes']);
  });
});

describe('Taking now and conditions (issue 37)', () => {
  it('picks any vocabulary drug by brand and a condition by synonym, and sends them as currentMedications and conditions', async () => {
    const user = userEvent.setup();
    const onSubmit = setup();
    await user.type(screen.getByRole('combobox', { name: /Taking now/ }), 'Zestril');
    await user.keyboard('{Enter}');
    await user.type(screen.getByRole('combobox', { name: /Conditions/ }), 'LQTS');
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const values = onSubmit.mock.calls[0]?.[0] as PatientFormValues;
    expect(toRecommendRequest(values)).toMatchObject({ currentMedications: ['Lisinopril'], conditions: ['Long QT syndrome'] });
    expect(toRecommendRequest(defaultPatientFormValues)).not.toHaveProperty('currentMedications');
    expect(toRecommendRequest(defaultPatientFormValues)).not.toHaveProperty('conditions');
  });
});
