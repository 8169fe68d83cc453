import { defaultSafetyRules, riskFlagDefinitions, rulesTriggeredBy } from '@balancer/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultPatientFormValues, riskAssessment, toRecommendRequest, type PatientFormValues } from '../../../lib/patients/patient-record';
import { ruleTooltipsFixture } from '../../../test/fixtures';
import { PatientForm } from './patient-form';

/**
 * The web side of the one-list walk: every flag of the domain's list is asked on the form, its
 * tooltip names the rules it triggers, a Yes reaches the request as that flag, and the summary
 * lists it. Nothing here names a flag.
 */
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.each(riskFlagDefinitions.map((f) => [f.id, f] as const))('risk flag %s on the web', (id, flag) => {
  it('is a question with its rules in the tooltip, and a Yes is sent as the flag and listed in the summary', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(values: PatientFormValues) => void>();
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
    const group = screen.getByRole('radiogroup', { name: new RegExp(`^${escape(flag.question)}$`) });
    const tip = screen.getByRole('button', { name: `Rule for: ${flag.question}` });
    for (const rule of rulesTriggeredBy(id, defaultSafetyRules))
      expect(tip).toHaveAccessibleDescription(expect.stringContaining(rule.label));

    await user.click(within(group).getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const values = onSubmit.mock.calls[0]![0];
    const request = toRecommendRequest(values);
    expect(Object.entries(request).filter(([, v]) => v === true)).toEqual([[id, true]]);
    expect(riskAssessment(values)).toEqual([flag.label]);
    // A whole form per flag: the first render also loads the form's modules.
  }, 20_000);
});
