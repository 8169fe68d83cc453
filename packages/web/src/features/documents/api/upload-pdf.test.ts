import { ApiClientError } from '../../../lib/api-client';
import { uploadPdf } from './upload-pdf';

/** A stand-in for XMLHttpRequest that records the request and lets the test answer it. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
afterEach(() => vi.unstubAllGlobals());

const file = new File(['%PDF-1.7 invented'], 'handbook.pdf', { type: 'application/pdf' });
const guid = '0b6f9e2a-1c3d-4e5f-8a9b-0c1d2e3f4a5b';

describe('uploadPdf (XMLHttpRequest)', () => {
  it('posts multipart field "file" with the JWT header and reports byte progress', async () => {
    localStorage.setItem('access', 'tok');
    const progress = vi.fn();
    const done = uploadPdf(file, progress, new AbortController().signal);
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/v2/documents']);
    expect(xhr.headers.authorization).toBe('JWT tok');
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 17 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 9, total: 0 });
    expect(progress.mock.calls).toEqual([[5, 17]]);
    xhr.respond(201, { message: 'File uploaded successfully.', fileId: 3, guid, status: 'processing' });
    await expect(done).resolves.toMatchObject({ guid, status: 'processing' });
  });

  it("rejects with the file field's message of the error envelope", async () => {
    const done = uploadPdf(file, () => {}, new AbortController().signal);
    FakeXhr.last.respond(422, {
      error: 'file: The PDF has no extractable text (it may be a scan). Upload a PDF with a text layer.',
      code: 'pdf_noText',
      fields: { file: ['The PDF has no extractable text (it may be a scan). Upload a PDF with a text layer.'] },
      requestId: 'r1',
    });
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({
      status: 422,
      code: 'pdf_noText',
      message: 'The PDF has no extractable text (it may be a scan). Upload a PDF with a text layer.',
    });
  });

  it('explains a 403 and a 413 without an envelope, and a network failure', async () => {
    const forbidden = uploadPdf(file, () => {}, new AbortController().signal);
    FakeXhr.last.respond(403, { error: 'Only administrators can do this.', code: 'forbidden', requestId: 'r2' });
    await expect(forbidden).rejects.toMatchObject({ status: 403, message: 'Only administrators can do this.' });
    const tooLarge = uploadPdf(file, () => {}, new AbortController().signal);
    FakeXhr.last.respond(413, '<html>too large</html>');
    await expect(tooLarge).rejects.toMatchObject({ status: 413, code: 'payload_too_large' });
    const offline = uploadPdf(file, () => {}, new AbortController().signal);
    FakeXhr.last.onerror?.();
    await expect(offline).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('aborts with the signal', async () => {
    const controller = new AbortController();
    const done = uploadPdf(file, () => {}, controller.signal);
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
  });
});
