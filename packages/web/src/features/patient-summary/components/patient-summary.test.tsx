import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Recommendation } from '@balancer/domain';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { patientFixture, recommendationFixture } from '../../../test/fixtures';
import { PatientSummary } from './patient-summary';

const longText = 'x'.repeat(300);
const overdose = {
  ruleId: 'suicide-history-lithium-overdose-warning',
  label: 'Suicide history: lithium is toxic in overdose',
  effect: 'warn' as const,
  severity: 'warning' as const,
  reason: 'Lithium is toxic in overdose.',
  matched: ['Lithium'],
  citations: ['Lithium US label, Boxed warning'],
  needsReview: true,
};
/** The fixture plus one warning shared by two suggestions. */
const withCaution: Recommendation = {
  ...recommendationFixture,
  first: recommendationFixture.first.map((s) => (s.regimenId === 'lithium' ? { ...s, rules: [...s.rules, overdose] } : s)),
  third: recommendationFixture.third.map((s) => ({ ...s, rules: [overdose] })),
};

function renderSummary(expanded = true) {
  const handlers = { onExpandedChange: vi.fn(), onEdit: vi.fn(), onReportIssue: vi.fn() };
  renderWithProviders(<PatientSummary patient={patientFixture({ Recommendation: withCaution })} expanded={expanded} {...handlers} />);
  return handlers;
}

describe('PatientSummary', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    mockFetch((url) => {
      // The detail is asked at the content version of the answer it belongs to.
      const [path = '', query = ''] = url.split('?');
      if (new URLSearchParams(query).get('contentVersion') !== recommendationFixture.contentVersion) return { status: 404, body: {} };
      const id = decodeURIComponent(path.split('/').pop() ?? '');
      const statement = (text: string, needsReview = false) => ({
        text,
        citation: 'Label',
        locator: 'Boxed warning',
        reference: longText,
        url: null,
        needsReview,
      });
      return {
        body: {
          id,
          name: id,
          ingredients: [id],
          aliases: [],
          benefits: [statement('Reduces relapse')],
          // A statement nobody has checked against its source yet.
          risks: [statement('Tremor', true)],
          sources:
            id === 'lithium'
              ? [
                  { citation: '', reference: longText, url: null, locators: ['Boxed warning'], passages: [] },
                  { citation: 'CANMAT 2018', reference: 'Short text', url: null, locators: ['Box 1'], passages: [] },
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

  it('shows the facts and the three tiers at a glance, with counts, ranks, markers and the empty-tier sentence', () => {
    renderSummary();
    expect(screen.getByText('Patient ID').nextSibling).toHaveTextContent('ab12c');
    expect(screen.getByText('Current State').nextSibling).toHaveTextContent('Manic');
    expect(screen.getByText('Risk Assessment').nextSibling).toHaveTextContent('History of suicide attempt(s)');
    expect(screen.getByText('Prior medications').nextSibling).toHaveTextContent('Zzzmed');
    expect(within(screen.getByRole('region', { name: 'Summary' })).getByText(/Unrecognised prior medications/)).toBeInTheDocument();
    const first = screen.getByRole('region', { name: /^Tier 1: First-line/ });
    expect(within(first).getByRole('heading')).toHaveTextContent(/Tier 1: First-line\s*2 suggestions/);
    const lithium = within(first).getByRole('button', { name: /^Lithium/ });
    expect(lithium).toHaveAccessibleName(/guideline rank 1.*favoured by a rule/);
    expect(lithium).toHaveAttribute('aria-expanded', 'false');
    expect(within(first).getByRole('link', { name: /^Caution 1 for Lithium/ })).toHaveAttribute(
      'href',
      '#caution-suicide-history-lithium-overdose-warning',
    );
    // Explanations wait for a click (the hidden print copy has them all).
    expect(within(screen.getByRole('region', { name: 'Summary' })).queryByText(/Lithium reduces suicide risk/)).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: /^Tier 2: Second-line/ })).toHaveTextContent(
      "Patient's other health concerns may contraindicate typical second line options.",
    );
  });

  it('opens a regimen in place with its guideline row and rules, deep-linked, then Sources and Benefits and risks', async () => {
    const user = userEvent.setup();
    renderSummary();
    const lithium = screen.getByRole('button', { name: /^Lithium/ });
    await user.click(lithium);
    expect(lithium).toHaveAttribute('aria-expanded', 'true');
    expect(window.location.hash).toBe('#rx-lithium');
    const detail = document.getElementById(lithium.getAttribute('aria-controls')!)!;
    expect(detail).toHaveTextContent('First line in the guideline table.');
    expect(detail).toHaveTextContent(/Guideline row: “Lithium”, CANMAT-2018 Table 5; CANMAT\/ISBD 2018/);
    expect(detail).toHaveTextContent('Favoured: Suicide history favours lithium. Lithium reduces suicide risk.');
    // The shared warning is referred to, not repeated.
    expect(within(detail).getByRole('link', { name: 'Caution 1: Suicide history: lithium is toxic in overdose' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Summary' })).queryByText('Lithium is toxic in overdose.')).not.toBeInTheDocument();

    const sources = within(detail).getByRole('button', { name: 'Sources' });
    await user.click(sources);
    expect(sources).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Untitled source')).toBeInTheDocument();
    expect(screen.getByText(`${'x'.repeat(220)}…`)).toBeInTheDocument();
    const benefits = within(detail).getByRole('button', { name: 'Benefits and risks' });
    await user.click(benefits);
    expect(await within(detail).findByText('Reduces relapse')).toBeInTheDocument();
    // Statements not yet checked against their source are counted once for the medication, not tagged line by line.
    const items = within(detail)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(expect.arrayContaining(['Reduces relapse', 'Tremor']));
    const badge = within(detail).getByText('1 statement awaiting clinical review');
    // The marker names which statement awaits review, once opened.
    await user.click(badge);
    expect(badge.closest('details')).toHaveAttribute('open');
    expect(within(badge.closest('details')!).getByRole('listitem')).toHaveTextContent('Tremor');
    expect(within(detail).getByRole('button', { name: 'What awaiting clinical review means' })).toHaveAccessibleDescription(
      /not yet checked/,
    );
    expect(screen.queryByText('Untitled source')).not.toBeInTheDocument();

    await user.click(lithium);
    expect(lithium).toHaveAttribute('aria-expanded', 'false');
    expect(window.location.hash).toBe('');
  });

  it('says so when a medication has no sources', async () => {
    const user = userEvent.setup();
    renderSummary();
    await user.click(screen.getByRole('button', { name: /^Haloperidol/ }));
    await user.click(screen.getByRole('button', { name: 'Sources' }));
    const detail = document.getElementById('rx-haloperidol-detail')!;
    expect(await within(detail).findByText('No sources available for this medication.')).toBeInTheDocument();
  });

  it('shows a shared warning once under Cautions; its marker opens it, and it links back to each regimen', async () => {
    const user = userEvent.setup();
    renderSummary();
    const cautions = screen.getByRole('region', { name: /^Cautions/ });
    const toggle = within(cautions).getByRole('button', { name: /Suicide history: lithium is toxic in overdose/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent('2 suggestions');
    await user.click(screen.getByRole('link', { name: /^Caution 1 for Haloperidol/ }));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(cautions).getByText('Not yet verified against its source')).toBeInTheDocument();
    expect(window.location.hash).toBe('#caution-suicide-history-lithium-overdose-warning');
    expect(within(screen.getByRole('region', { name: 'Summary' })).getAllByText('Lithium is toxic in overdose.')).toHaveLength(1);
    await user.click(within(cautions).getByRole('link', { name: 'Haloperidol' }));
    expect(screen.getByRole('button', { name: /^Haloperidol/ })).toHaveAttribute('aria-expanded', 'true');
  });

  it('collapses Not suggested to one line per rule, and opens to each regimen once with its rules', async () => {
    const user = userEvent.setup();
    renderSummary();
    const notSuggested = screen.getByRole('region', { name: /^Not suggested/ });
    expect(within(notSuggested).getByRole('listitem')).toHaveTextContent('Liver disease excludes valproate: 1 medication');
    expect(within(notSuggested).queryByText('Valproate can cause severe liver injury.')).not.toBeInTheDocument();
    await user.click(within(notSuggested).getByRole('button', { name: /^Not suggested/ }));
    expect(document.getElementById('excluded-valproate')).toHaveTextContent(
      /Valproate \(first line, rank 3\).*Liver disease excludes valproate/,
    );
    expect(within(notSuggested).getByText('Valproate can cause severe liver injury.')).toBeInTheDocument();
    await user.click(within(notSuggested).getByRole('button', { name: 'By rule' }));
    expect(within(notSuggested).getByRole('link', { name: 'Valproate' })).toHaveAttribute('href', '#excluded-valproate');
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

  it('shows the content version and the evidence level of each line on screen, and the full evidence in a row', async () => {
    const user = userEvent.setup();
    renderSummary();
    const onScreen = screen.getByRole('region', { name: 'Summary' });
    expect(onScreen).toHaveTextContent(`Content version ${recommendationFixture.contentVersion}`);
    expect(within(screen.getByRole('region', { name: /Tier 1/ })).getByTitle('Line 1 evidence (CANMAT Table 1)')).toHaveTextContent(
      'Guideline evidence: Level 1',
    );
    await user.click(screen.getAllByRole('button', { name: /^Lithium/ })[0]!);
    expect(screen.getAllByText('Evidence: Line 1 evidence (CANMAT Table 1)').length).toBeGreaterThan(0);
  });

  it('prints the whole summary on page 1, each caution once, review status explained once, details only when asked', async () => {
    const user = userEvent.setup();
    renderSummary();
    const printed = screen.getByTestId('print-summary');
    expect(printed).toHaveTextContent('2018 + 2023 update');
    expect(within(printed).getAllByTestId('print-tier')).toHaveLength(3);
    expect(within(printed).getAllByText(/Lithium is toxic in overdose\./)).toHaveLength(1);
    expect(printed).toHaveTextContent('Applies to: Lithium, Haloperidol.');
    expect(printed).toHaveTextContent('Liver disease (history or risk)');
    expect(printed).toHaveTextContent(/Awaiting clinical review: Background knowledge/);
    expect(printed).not.toHaveTextContent('Not yet verified against its source');
    expect(within(printed).queryByTestId('print-details')).not.toBeInTheDocument();
    expect(printed).toHaveTextContent(`Content version ${recommendationFixture.contentVersion}.`);
    expect(within(printed).getByTestId('print-disclaimer')).toHaveTextContent(/never replaces/);

    await user.click(screen.getByRole('checkbox', { name: /Print the details too/ }));
    const details = within(printed).getByTestId('print-details');
    expect(details).toHaveTextContent('Favoured: Suicide history favours lithium. Lithium reduces suicide risk.');
    expect(await within(details).findAllByText('Benefits:')).toHaveLength(3);
    expect(details).toHaveTextContent('Risks: Tremor.');
    expect(details).toHaveTextContent(/Lithium \(\d statements? awaiting clinical review\)/);
    expect(printed).not.toHaveTextContent('Not yet verified against its source');
  });
});
