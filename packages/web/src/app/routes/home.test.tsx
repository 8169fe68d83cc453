import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadPatients } from '../../lib/patients/patient-history';
import { recommendationFixture } from '../../test/fixtures';
import { mockFetch, renderWithProviders } from '../../test/render';
import { HomeRoute } from './home';

const meds = [{ id: 'lithium', name: 'Lithium', benefits: [], risks: [], ingredients: ['Lithium'], aliases: ['Lithobid'] }];

describe('Home: suggester, summary and history', () => {
  beforeAll(() => {
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  });

  it('keeps the values after a failed call, then saves, shows and removes the patient', async () => {
    const user = userEvent.setup();
    let fail = true;
    const fetch = mockFetch((url) => {
      if (url.endsWith('/api/v2/medications')) return { body: meds };
      if (url.endsWith('/api/v2/recommendations'))
        return fail
          ? { status: 500, body: { error: 'Internal error', code: 'internal', requestId: 'r' } }
          : { body: recommendationFixture };
      return { status: 404, body: undefined };
    });
    renderWithProviders(<HomeRoute />);

    await user.click(screen.getByRole('button', { name: 'Click To Enter New Patient' }));
    expect(screen.getByRole('heading', { name: 'Enter Patient Details' })).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: /I will not enter protected health information/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Current or most recent state' }), 'Depressed');
    await user.type(screen.getByLabelText(/Notes/), 'private note');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The suggestions could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Current or most recent state' })).toHaveValue('Depressed');
    expect(screen.getByLabelText(/Notes/)).toHaveValue('private note');

    const call = fetch.mock.calls.find(([u]) => String(u).endsWith('/api/v2/recommendations'));
    expect(String(call?.[1]?.body)).not.toContain('private note');

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // The summary is a lazily loaded chunk: on a busy machine its first import takes more than a second.
    expect(await screen.findByRole('heading', { name: 'Summary' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Click To Enter New Patient' })).toBeInTheDocument();
    const saved = loadPatients();
    expect(saved).toHaveLength(1);
    expect(saved[0]?.Description).toBe('private note');

    // Edit keeps the ID and replaces in place.
    await user.click(screen.getAllByRole('button', { name: 'Edit' })[0]!);
    expect(screen.getByRole('heading', { name: `Edit Patient ${saved[0]?.ID} Details` })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Edit Form' }));
    await screen.findByRole('heading', { name: 'Summary' }, { timeout: 8000 });
    expect(loadPatients().map((p) => p.ID)).toEqual([saved[0]?.ID]);

    const history = screen.getByRole('region', { name: 'List of Patients' });
    await user.click(within(history).getByRole('button', { name: /Remove/ }));
    await user.click(within(history).getByRole('button', { name: 'Confirm remove' }));
    expect(loadPatients()).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Summary' })).not.toBeInTheDocument();
    // A long user journey: the default 5 s is too short on a loaded CI machine.
  }, 20_000);

  it('opens the Report Issue dialog for a patient from the history', async () => {
    const user = userEvent.setup();
    mockFetch((url) => (url.endsWith('/api/v2/medications') ? { body: meds } : { status: 404, body: undefined }));
    const { savePatients } = await import('../../lib/patients/patient-history');
    const { patientFixture } = await import('../../test/fixtures');
    savePatients([patientFixture()]);
    renderWithProviders(<HomeRoute />);
    await user.click(screen.getByRole('button', { name: 'Report Issue for patient ab12c' }));
    expect(await screen.findByRole('dialog', { name: 'Report an Issue: patient ab12c' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
