import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { FileRow } from './file-row';
import { sampleFile } from './test-files';

const file = sampleFile();
const renderRow = () =>
  renderWithProviders(
    <ul>
      <FileRow file={file} />
    </ul>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('FileRow', () => {
  it('shows the metadata with dates en-US in UTC and the status', () => {
    renderRow();
    const row = screen.getByTestId('file-row');
    expect(within(row).getByRole('heading', { name: 'Invented monitoring handbook' })).toBeInTheDocument();
    expect(row).toHaveTextContent('Mar 31, 2024');
    expect(row).toHaveTextContent('Uploaded2/4/25, 6:05:09 PM UTCUploaded byadmin@example.org');
    expect(row).toHaveTextContent('Ready');
    expect(row).toHaveTextContent('10 pages · 14 chunks');
  });

  it('Save sends the edited fields (date with dashes), shows Saving..., and returns to the row', async () => {
    let release: () => void = () => {};
    const fetchMock = mockFetch(async (_url, init) => {
      await new Promise<void>((r) => (release = r));
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      return { body: { ...file, ...body } };
    });
    const user = userEvent.setup();
    renderRow();
    await user.click(screen.getByRole('button', { name: /^Edit/ }));
    const title = screen.getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Renamed handbook');
    await user.clear(screen.getByLabelText('Publication'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Saving...' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /^Edit/ })).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/v2/documents/${file.guid}/metadata`);
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({
      fileName: 'handbook.pdf',
      title: 'Renamed handbook',
      publication: null,
      publicationDate: '2024-03-31',
    });
  });

  it('sends null when the publication date is cleared', async () => {
    const fetchMock = mockFetch((_url, init) => ({ body: { ...file, ...(JSON.parse(String(init?.body)) as object) } }));
    const user = userEvent.setup();
    renderRow();
    await user.click(screen.getByRole('button', { name: /^Edit/ }));
    await user.clear(screen.getByLabelText('Publication date'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({ publicationDate: null });
  });

  it('Cancel restores the original values without calling the server', async () => {
    const fetchMock = mockFetch(() => ({ body: file }));
    const user = userEvent.setup();
    renderRow();
    await user.click(screen.getByRole('button', { name: /^Edit/ }));
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Something else');
    await user.clear(screen.getByLabelText('File name'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Invented monitoring handbook' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Edit/ }));
    expect(screen.getByLabelText('Title')).toHaveValue('Invented monitoring handbook');
    expect(screen.getByLabelText('File name')).toHaveValue('handbook.pdf');
    expect(screen.getByLabelText('Publication date')).toHaveValue('2024-03-31');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the failure message when saving fails, and keeps the edits', async () => {
    mockFetch(() => ({ status: 500, body: { error: 'Internal server error', code: 'internal_error', requestId: 'r1' } }));
    const user = userEvent.setup();
    renderRow();
    await user.click(screen.getByRole('button', { name: /^Edit/ }));
    await user.type(screen.getByLabelText('Publication'), ' (2nd ed.)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error updating file metadata');
    expect(screen.getByLabelText('Publication')).toHaveValue('Journal of Invented Studies (2nd ed.)');
  });

  it('refuses an empty file name before calling the server', async () => {
    const fetchMock = mockFetch(() => ({ body: file }));
    const user = userEvent.setup();
    renderRow();
    await user.click(screen.getByRole('button', { name: /^Edit/ }));
    await user.clear(screen.getByLabelText('File name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('File name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('File name cannot be empty.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows inline alerts when the download or the new tab fails', async () => {
    mockFetch(() => ({ status: 404, body: { error: 'not found', code: 'not_found', requestId: 'r2' } }));
    const user = userEvent.setup();
    renderRow();
    await user.click(screen.getByRole('button', { name: /^Download/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to download the file. Please try again.');
    await user.click(screen.getByRole('button', { name: /^Open in new tab/ }));
    expect(await screen.findByText('Failed to open the file. Please try again.')).toBeInTheDocument();
  });

  it('downloads the bytes with the stored token under the file name', async () => {
    localStorage.setItem('access', 'token-123');
    const fetchMock = vi.fn(
      async () => new Response(new Uint8Array([37, 80, 68, 70, 45]), { status: 200, headers: { 'content-type': 'application/pdf' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = vi.fn(() => 'blob:local/1');
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const user = userEvent.setup();
    renderRow();
    await user.click(screen.getByRole('button', { name: /^Download/ }));
    await waitFor(() => expect(clicked).toEqual(['handbook.pdf']));
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/v2/documents/${file.guid}`,
      expect.objectContaining({ headers: expect.objectContaining({ authorization: 'JWT token-123' }) }),
    );
    click.mockRestore();
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });

  it('deletes only after confirmation', async () => {
    const fetchMock = mockFetch(() => ({ body: { message: 'deleted' } }));
    const user = userEvent.setup();
    renderRow();
    await user.click(screen.getByRole('button', { name: /^Delete/ }));
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Keep file' }));
    await user.click(screen.getByRole('button', { name: /^Delete/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm Delete' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(`/api/v2/documents/${file.guid}`, expect.objectContaining({ method: 'DELETE' })),
    );
  });
});
