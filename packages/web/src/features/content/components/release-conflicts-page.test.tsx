import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { ReleaseConflictsPage } from './release-conflicts-page';

const version = {
  id: 3,
  hash: 'h',
  contentVersion: 'v3:h',
  createdAt: '2026-11-27T00:00:00Z',
  author: null,
  reason: 'r',
  change: 'release.merge',
  restoredFrom: null,
};
// An area this screen has no name for (added to the merge later) is shown by its own name, its changes as the server words them.
const interaction = {
  area: 'interaction',
  id: 'lithium-nsaid',
  title: 'Lithium and NSAIDs',
  releaseHash: 'pack@abc',
  createdAt: '2026-11-27T00:00:00Z',
  base: { id: 'lithium-nsaid', severity: 'moderate' },
  site: { id: 'lithium-nsaid', severity: 'major' },
  release: { id: 'lithium-nsaid', severity: 'minor' },
  siteChanges: ['severity: moderate → major'],
  releaseChanges: ['severity: moderate → minor'],
  difference: ['severity: major → minor'],
};

afterEach(() => vi.unstubAllGlobals());

describe('ReleaseConflictsPage', () => {
  it('shows an unknown area generically and asks for a reason before settling', async () => {
    const fetchMock = mockFetch((url) =>
      url.endsWith('/settle')
        ? { body: { area: 'interaction', id: 'lithium-nsaid', take: 'site', result: null } }
        : { body: { version, conflicts: [interaction] } },
    );
    const user = userEvent.setup();
    renderWithProviders(<ReleaseConflictsPage />);
    const card = (await screen.findByRole('heading', { name: 'Interaction: Lithium and NSAIDs' })).closest('li')!;
    expect(within(card).getByRole('region', { name: 'This site' })).toHaveTextContent('severity: moderate → major');
    await user.click(within(card).getByRole('button', { name: 'Keep this site’s' }));
    expect(within(card).getByText('Say why, for the history and the audit log.')).toBeInTheDocument();
    await user.type(within(card).getByLabelText('Reason (required)'), 'Our pharmacist’s grading');
    await user.click(within(card).getByRole('button', { name: 'Keep this site’s' }));
    expect(await screen.findByText(/this site’s version is kept/)).toBeInTheDocument();
    const settle = fetchMock.mock.calls.find(([u]) => String(u).endsWith('/merge-conflicts/interaction/lithium-nsaid/settle'));
    expect(JSON.parse(String(settle?.[1]?.body))).toMatchObject({ take: 'site', reason: 'Our pharmacist’s grading' });
  });

  it('says there is nothing to settle when no conflict is open', async () => {
    mockFetch(() => ({ body: { version, conflicts: [] } }));
    renderWithProviders(<ReleaseConflictsPage />);
    expect(await screen.findByText(/^Nothing to settle/)).toBeInTheDocument();
  });
});
