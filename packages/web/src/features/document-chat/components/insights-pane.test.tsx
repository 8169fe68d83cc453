import type { DocumentRules, ExtractedRule } from '@balancer/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { InsightsPane } from './insights-pane';

const guid = '3f2c8a4e-1b7d-4c9a-9e1f-5a6b7c8d9e0f';
const rule = (type: ExtractedRule['type'], page: number, quote: string): ExtractedRule => ({
  rule: `${type === 'EXCLUDE' ? 'Avoid' : 'Consider'} valproate`,
  type,
  reason: 'Stated in the document.',
  medications: ['Valproate'],
  page,
  chunkNumber: 6,
  chunkText: `Chunk text. ${quote}`,
  quote,
});
const response = (rules: ExtractedRule[]): DocumentRules => ({
  rules,
  extractor: 'deterministic',
  extractedAt: '2026-01-01T00:00:00.000Z',
  unverifiedDropped: 0,
});

describe('InsightsPane', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists exclusion and inclusion rules with their badges and page links that ask the viewer to highlight the quote', async () => {
    const quote = 'Valproate should be avoided in women who could become pregnant.';
    mockFetch(() => ({ body: response([rule('EXCLUDE', 6, quote), rule('INCLUDE', 2, 'Valproate is an option.')]) }));
    const user = userEvent.setup();
    renderWithProviders(<InsightsPane guid={guid} />, { route: `/drugsummary?guid=${guid}` });
    const items = await screen.findAllByTestId('rule-item');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Exclude')).toHaveClass('text-red-800');
    expect(within(items[1]!).getByText('Include')).toHaveClass('text-emerald-800');
    // Read from a document, an insight is a draft until a clinician confirms it (issue 36).
    for (const item of items) expect(within(item).getByText('Draft: check the source')).toBeVisible();
    expect(screen.getByText(/draft to check, not guidance, until a clinician confirms it/)).toBeVisible();
    const heard: unknown[] = [];
    window.addEventListener('navigateToPdfPage', (e) => heard.push((e as CustomEvent).detail));
    await user.click(within(items[0]!).getByRole('link', { name: 'Page 6' }));
    expect(heard).toEqual([{ page: 6, highlight: quote }]);
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  });

  it("says 'No rule extraction data available.' when the document states none", async () => {
    mockFetch(() => ({ body: response([]) }));
    renderWithProviders(<InsightsPane guid={guid} />);
    expect(await screen.findByText('No rule extraction data available.')).toBeInTheDocument();
  });

  it("shows 'Error Loading Rules' with the server's message, and Retry loads again", async () => {
    let calls = 0;
    const fetchMock = mockFetch(() =>
      ++calls === 1
        ? {
            status: 409,
            body: {
              error: 'guid: the document is still being read; its rules follow once it is ready.',
              code: 'not_ready',
              requestId: 'r',
            },
          }
        : { body: response([rule('EXCLUDE', 6, 'Avoid it.')]) },
    );
    const user = userEvent.setup();
    renderWithProviders(<InsightsPane guid={guid} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Rules' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('still being read');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('rule-item')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(`/api/v2/documents/${guid}/rules`, expect.anything());
  });

  it('asks for a document when none is open', () => {
    renderWithProviders(<InsightsPane guid={null} />);
    expect(screen.getByText('Open a document to see the medication rules it states.')).toBeInTheDocument();
  });
});
