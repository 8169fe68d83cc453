import { screen, within } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { DataSourcesPage } from './data-sources-page';

const file = (guid: string, over: Record<string, unknown>) => ({
  id: 1,
  guid,
  fileName: `${guid.slice(0, 4)}.pdf`,
  title: null,
  publication: null,
  publicationDate: null,
  dateOfUpload: '2025-02-04T18:05:09.000Z',
  size: 1000,
  pageCount: 3,
  fileType: 'application/pdf',
  status: 'ready',
  error: null,
  pagesDone: 3,
  chunkCount: 4,
  ...over,
});

const sources = {
  contentVersion: 'v1:canmat@0123456789abcdef',
  sources: [
    {
      id: 'canmat-2018',
      short: 'CANMAT/ISBD 2018',
      reference: 'Yatham LN, et al. CANMAT and ISBD 2018 guidelines. Bipolar Disord. 2018;20(2):97-170.',
      url: 'https://doi.org/10.1111/bdi.12609',
      year: 2018,
      tiers: 0,
      rules: 2,
      statements: 1,
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('DataSourcesPage', () => {
  it('lists the ready documents of the library: Name, Publication, Date Published, View', async () => {
    mockFetch((url) => ({
      body: url.includes('/content/sources')
        ? sources
        : [
            file('aaaaaaaa-1111-4111-8111-111111111111', {
              title: 'Invented lithium review',
              publication: 'Journal of Invented Studies',
              publicationDate: '2024-03-31',
            }),
            file('bbbbbbbb-2222-4222-8222-222222222222', { title: 'Still being read', status: 'processing', pagesDone: 1 }),
            file('cccccccc-3333-4333-8333-333333333333', { title: 'Broken upload', status: 'failed', error: 'damaged' }),
            file('dddddddd-4444-4444-8444-444444444444', {}),
          ],
    }));
    renderWithProviders(<DataSourcesPage />);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Publication', 'Date Published', 'View']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Invented lithium review');
    expect(rows[0]).toHaveTextContent('Journal of Invented Studies');
    expect(rows[0]).toHaveTextContent('Mar 31, 2024');
    expect(within(rows[0]!).getByRole('link', { name: 'View Invented lithium review' })).toHaveAttribute(
      'href',
      '/drugsummary?guid=aaaaaaaa-1111-4111-8111-111111111111',
    );
    expect(rows[1]).toHaveTextContent('dddd.pdf');
    expect(screen.queryByText('Still being read')).not.toBeInTheDocument();
    expect(screen.queryByText('Broken upload')).not.toBeInTheDocument();
  });

  it('lists the references the rules cite, with what cites each', async () => {
    mockFetch((url) => ({ body: url.includes('/content/sources') ? sources : [] }));
    renderWithProviders(<DataSourcesPage />);
    const references = await screen.findByRole('region', { name: 'Guidelines and references the rules cite' });
    expect(await within(references).findByText('CANMAT/ISBD 2018')).toBeInTheDocument();
    expect(within(references).getByText('Cited by 2 safety rules · 1 benefit or risk statement')).toBeInTheDocument();
  });

  it('keeps its empty state when nothing is ready', async () => {
    mockFetch((url) => ({
      body: url.includes('/content/sources') ? sources : [file('bbbbbbbb-2222-4222-8222-222222222222', { status: 'processing' })],
    }));
    renderWithProviders(<DataSourcesPage />);
    expect(await screen.findByText('No documents yet.')).toBeInTheDocument();
  });
});
