import type { DocumentStatus, UploadResponse } from '@balancer/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiClientError } from '../../../lib/api-client';
import { mockFetch, renderWithProviders } from '../../../test/render';
import type { UploadProgress } from '../api/upload-pdf';
import { UploadPage } from './upload-page';
import type { UploadDeps } from './use-upload';

const guid = '0b6f9e2a-1c3d-4e5f-8a9b-0c1d2e3f4a5b';
const pdf = () => new File([new Uint8Array(2048)], 'handbook.pdf', { type: 'application/pdf' });

const status = (over: Partial<DocumentStatus>): DocumentStatus => ({
  guid,
  title: 'Invented handbook',
  status: 'processing',
  error: null,
  pagesDone: 0,
  pageCount: 3,
  chunkCount: 0,
  ...over,
});

/** An uploader and a status reader the test drives step by step. */
function controlledDeps() {
  let progress: UploadProgress = () => {};
  let finishUpload: (r: UploadResponse) => void = () => {};
  let failUpload: (e: unknown) => void = () => {};
  const statuses: DocumentStatus[] = [];
  const deps: UploadDeps = {
    pollMs: 1,
    upload: vi.fn((_file: File, onProgress: UploadProgress) => {
      progress = onProgress;
      return new Promise<UploadResponse>((resolve, reject) => {
        finishUpload = resolve;
        failUpload = reject;
      });
    }),
    getStatus: vi.fn(async (): Promise<DocumentStatus> => statuses.shift() ?? status({})),
  };
  return {
    deps,
    statuses,
    progress: (l: number, t: number) => progress(l, t),
    finishUpload: (r: UploadResponse) => finishUpload(r),
    failUpload: (e: unknown) => failUpload(e),
  };
}

describe('UploadPage', () => {
  it('shows the drop area and a button that opens the file picker', () => {
    renderWithProviders(<UploadPage deps={controlledDeps().deps} />);
    expect(screen.getByRole('heading', { name: 'Import a PDF' })).toBeInTheDocument();
    const input = screen.getByTestId('file-input');
    const click = vi.spyOn(input, 'click');
    fireEvent.click(screen.getByRole('button', { name: 'Upload File' }));
    expect(click).toHaveBeenCalled();
  });

  it('goes uploading (bytes) → ingesting (pages) → result with title, pages and the rules found', async () => {
    const rulesFetch = mockFetch((url) =>
      url.endsWith(`/api/v2/documents/${guid}/rules`)
        ? { body: { rules: [], extractor: 'deterministic', extractedAt: '2026-11-26T00:00:00.000Z', unverifiedDropped: 0 } }
        : { status: 404, body: {} },
    );
    const c = controlledDeps();
    const user = userEvent.setup();
    renderWithProviders(<UploadPage deps={c.deps} />);
    await user.upload(screen.getByTestId('file-input'), pdf());
    const button = screen.getByRole('button', { name: /Loading\.\.\./ });
    expect(button).toBeDisabled();
    act(() => c.progress(1024, 2048));
    const bar = screen.getByRole('progressbar', { name: 'Uploading handbook.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '1024');
    expect(bar).toHaveAttribute('aria-valuetext', '50% · 1 KB of 2 KB');
    c.statuses.push(status({ pagesDone: 2 }), status({ status: 'ready', pagesDone: 3, chunkCount: 5 }));
    await act(async () => c.finishUpload({ message: 'ok', fileId: 1, guid, status: 'processing' }));
    expect(await screen.findByTestId('upload-result')).toBeInTheDocument();
    expect(screen.getByTestId('result-title')).toHaveTextContent('Invented handbook');
    expect(screen.getByTestId('result-pages')).toHaveTextContent('3');
    expect(await screen.findByText('no rules found')).toHaveAttribute('data-testid', 'result-rules');
    expect(rulesFetch).toHaveBeenCalledTimes(1);
    // Open shows the document; Ask about it brings the chat forward; See the rules, the insights.
    expect(screen.getByRole('link', { name: 'Open' })).toHaveAttribute('href', `/drugSummary?guid=${guid}`);
    expect(screen.getByRole('link', { name: 'Ask about it' })).toHaveAttribute('href', `/drugSummary?guid=${guid}&pane=chat`);
    expect(screen.getByRole('link', { name: 'See the rules' })).toHaveAttribute('href', `/drugSummary?guid=${guid}&pane=insights`);
    expect(screen.getByRole('button', { name: 'Upload File' })).toBeEnabled();
    expect(c.deps.getStatus).toHaveBeenCalledTimes(2);
  });

  it('says "finding rules…" while the server is still extracting them, then counts them', async () => {
    const rule = {
      rule: 'Pregnancy',
      type: 'EXCLUDE',
      reason: 'r',
      medications: ['Valproate'],
      page: 6,
      chunkNumber: 6,
      chunkText: 't',
      quote: 'q',
    };
    let asked = 0;
    mockFetch((url) =>
      !url.endsWith(`/api/v2/documents/${guid}/rules`)
        ? { status: 404, body: {} }
        : ++asked === 1
          ? {
              status: 409,
              body: { error: 'The rules of this document are being found; ask again in a moment.', code: 'rules_pending', requestId: 'r1' },
            }
          : {
              body: {
                rules: [rule, { ...rule, page: 7 }],
                extractor: 'deterministic',
                extractedAt: '2026-11-26T00:00:00.000Z',
                unverifiedDropped: 0,
              },
            },
    );
    const c = controlledDeps();
    c.statuses.push(status({ status: 'ready', pagesDone: 3, chunkCount: 3 }));
    const user = userEvent.setup();
    renderWithProviders(<UploadPage deps={c.deps} />);
    await user.upload(screen.getByTestId('file-input'), pdf());
    await act(async () => c.finishUpload({ message: 'ok', fileId: 1, guid, status: 'processing' }));
    // The first answer says they are being found: the words stay, and it asks again.
    await waitFor(() => expect(screen.getByTestId('result-rules')).toHaveAttribute('data-pending', 'true'));
    expect(screen.getByTestId('result-rules')).toHaveTextContent('finding rules…');
    expect(await screen.findByText('2 rules found', {}, { timeout: 5_000 })).toHaveAttribute('data-testid', 'result-rules');
    expect(asked).toBe(2);
  });

  it('shows the ingestion progress as pages done of pages', async () => {
    const c = controlledDeps();
    c.deps.pollMs = 60_000;
    c.statuses.push(status({ pagesDone: 2 }));
    const user = userEvent.setup();
    renderWithProviders(<UploadPage deps={c.deps} />);
    await user.upload(screen.getByTestId('file-input'), pdf());
    await act(async () => c.finishUpload({ message: 'ok', fileId: 1, guid, status: 'processing' }));
    const bar = await screen.findByRole('progressbar', { name: 'Reading and indexing Invented handbook' });
    expect(bar).toHaveAttribute('aria-valuetext', '2 of 3 pages');
    expect(bar).toHaveAttribute('aria-valuemax', '3');
  });

  it('shows an indeterminate bar before the server knows the page count', async () => {
    const c = controlledDeps();
    c.deps.pollMs = 60_000;
    c.statuses.push(status({ title: null, pageCount: null }));
    const user = userEvent.setup();
    renderWithProviders(<UploadPage deps={c.deps} />);
    await user.upload(screen.getByTestId('file-input'), pdf());
    await act(async () => c.finishUpload({ message: 'ok', fileId: 1, guid, status: 'processing' }));
    const bar = await screen.findByRole('progressbar', { name: 'Reading and indexing handbook.pdf' });
    expect(bar).toHaveAttribute('aria-valuetext', 'Reading pages…');
    expect(bar).not.toHaveAttribute('aria-valuenow');
  });

  it("shows the server's refusal and lets another file be uploaded", async () => {
    const c = controlledDeps();
    // The picker's accept is only a hint: a chosen non-PDF still goes to the server, which explains the refusal.
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<UploadPage deps={c.deps} />);
    await user.upload(screen.getByTestId('file-input'), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await act(async () =>
      c.failUpload(
        new ApiClientError({ status: 422, code: 'pdf_notPdf', message: 'The file is not a PDF (it does not start with %PDF-).' }),
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('notes.txt was not uploaded');
    expect(screen.getByTestId('result-error')).toHaveTextContent('The file is not a PDF (it does not start with %PDF-).');
    expect(screen.getByRole('button', { name: 'Upload File' })).toBeEnabled();
    await user.upload(screen.getByTestId('file-input'), pdf());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(c.deps.upload).toHaveBeenCalledTimes(2);
  });

  it('reports an ingestion that failed on the server with its reason', async () => {
    const c = controlledDeps();
    c.statuses.push(status({ status: 'failed', error: 'The PDF could not be read; it may be damaged.' }));
    const user = userEvent.setup();
    renderWithProviders(<UploadPage deps={c.deps} />);
    await user.upload(screen.getByTestId('file-input'), pdf());
    await act(async () => c.finishUpload({ message: 'ok', fileId: 1, guid, status: 'processing' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('handbook.pdf could not be indexed');
    expect(screen.getByTestId('result-error')).toHaveTextContent('it may be damaged');
  });

  it('accepts a dropped file', async () => {
    const c = controlledDeps();
    renderWithProviders(<UploadPage deps={c.deps} />);
    const file = pdf();
    fireEvent.drop(screen.getByTestId('drop-zone'), { dataTransfer: { files: [file], dropEffect: 'copy' } });
    expect(c.deps.upload).toHaveBeenCalledWith(file, expect.any(Function), expect.any(AbortSignal));
    expect(await screen.findByRole('button', { name: /Loading\.\.\./ })).toBeDisabled();
  });
});
