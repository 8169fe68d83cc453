import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { patientFixture } from '../../../test/fixtures';
import { PatientSummary } from './patient-summary';

const longText = 'x'.repeat(300);

function renderSummary(expanded = true) {
  const handlers = { onExpandedChange: vi.fn(), onEdit: vi.fn(), onReportIssue: vi.fn() };
  renderWithProviders(<PatientSummary patient={patientFixture()} expanded={expanded} {...handlers} />);
  return handlers;
}

describe('PatientSummary', () => {
  beforeEach(() => {
    mockFetch((url) => {
      const id = decodeURIComponent(url.split('/').pop() ?? '');
      const statement = (text: string) => ({ text, citation: 'Label', locator: 'Boxed warning', reference: longText, url: null, needsReview: false });
      return {
        body: {
          id,
          name: id,
          ingredients: [id],
          aliases: [],
          benefits: [statement('Reduces relapse')],
          risks: [statement('Tremor')],
          sources:
            id === 'lithium'
              ? [
                  { citation: '', reference: longText, url: null, locators: ['Boxed warning'] },
                  { citation: 'CANMAT 2018', reference: 'Short text', url: null, locators: ['Box 1'] },
                ]
              : [],
        },
      };
    });
  });

  it('shows the collapsed bar when not expanded', async () => {
    const user = userEvent.setup();
    const h = renderSummary(false);
    await user.click(screen.getByRole('button', { name: /Patient Summary/ }));
    expect(h.onExpandedChange).toHaveBeenCalledWith(true);
  });

  it('shows the facts, the three tiers with the empty-tier sentence, and the guideline rows', () => {
    renderSummary();
    expect(screen.getAllByText('Patient ID')[0]!.nextSibling).toHaveTextContent('ab12c');
    expect(screen.getAllByText('Current State')[0]!.nextSibling).toHaveTextContent('Manic');
    expect(screen.getAllByText('Risk Assessment')[0]!.nextSibling).toHaveTextContent('History of suicide attempt(s)');
    expect(screen.getAllByText('Prior medications')[0]!.nextSibling).toHaveTextContent('Zzzmed');
    expect(screen.getByText(/Unrecognised prior medications/)).toBeInTheDocument();
    const first = screen.getByRole('region', { name: 'Tier 1: First-line' });
    const row = within(first).getAllByText('Guideline row:')[0]!.parentElement!;
    expect(row).toHaveTextContent(/First line.*rank 1.*CANMAT-2018 Table 5/);
    expect(within(first).getByText(/Suicide history favours lithium/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tier 2: Second-line' })).toHaveTextContent(
      "Patient's other health concerns may contraindicate typical second line options.",
    );
    const notSuggested = screen.getByRole('region', { name: 'Not suggested' });
    expect(within(notSuggested).getByText('Valproate')).toBeInTheDocument();
    expect(within(notSuggested).getByText(/Liver disease excludes valproate/)).toBeInTheDocument();
  });

  it('opens Sources with previews cut at 220 characters and an Untitled source, then toggles', async () => {
    const user = userEvent.setup();
    renderSummary();
    const first = screen.getByRole('region', { name: 'Tier 1: First-line' });
    const sources = within(first).getAllByRole('button', { name: 'Sources' })[0]!;
    await user.click(sources);
    expect(sources).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Untitled source')).toBeInTheDocument();
    expect(screen.getByText(`${'x'.repeat(220)}…`)).toBeInTheDocument();
    expect(screen.getByText('CANMAT 2018')).toBeInTheDocument();

    const benefits = within(first).getAllByRole('button', { name: 'Benefits and risks' })[0]!;
    await user.click(benefits);
    expect(await screen.findByText('Reduces relapse')).toBeInTheDocument();
    expect(screen.queryByText('Untitled source')).not.toBeInTheDocument();
    await user.click(benefits);
    expect(screen.queryByText('Reduces relapse')).not.toBeInTheDocument();
  });

  it("says so when a medication has no sources", async () => {
    const user = userEvent.setup();
    renderSummary();
    const third = screen.getByRole('region', { name: 'Tier 3: Third-line' });
    await user.click(within(third).getByRole('button', { name: 'Sources' }));
    expect(await screen.findByText('No sources available for this medication.')).toBeInTheDocument();
  });

  it('offers Print, Edit, Report Issue and Hide', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const h = renderSummary();
    await user.click(screen.getAllByRole('button', { name: 'Print' })[0]!);
    expect(print).toHaveBeenCalled();
    await user.click(screen.getAllByRole('button', { name: 'Edit' })[0]!);
    expect(h.onEdit).toHaveBeenCalled();
    await user.click(screen.getAllByRole('button', { name: 'Report Issue' })[0]!);
    expect(h.onReportIssue).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(h.onExpandedChange).toHaveBeenCalledWith(false);
  });

  it('renders a printable copy with inputs, tiers, exclusions, guideline version and disclaimer', () => {
    renderSummary();
    const printed = screen.getByTestId('print-summary');
    expect(printed).toHaveTextContent('2018 + 2023 update');
    expect(printed).toHaveTextContent('Valproate');
    expect(printed).toHaveTextContent('Liver disease (history or risk)');
    expect(within(printed).getByTestId('print-disclaimer')).toHaveTextContent(/never replaces/);
  });
});
