import type { DocumentStatus, UploadResponse } from '@balancer/contract';
import type { TestServer } from './test-server';

export async function upload(server: TestServer, token: string | undefined, bytes: Buffer | string, fileName = 'paper.pdf') {
  const form = new FormData();
  form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type: 'application/pdf' }), fileName);
  return server.api<UploadResponse & { code?: string; error?: string; fields?: Record<string, string[]> }>('/api/v2/documents', {
    method: 'POST',
    body: form,
    ...(token ? { token } : {}),
  });
}

/** Polls the status endpoint until ingestion ends (ready or failed). */
export async function waitForIngestion(server: TestServer, token: string, guid: string, timeoutMs = 60_000): Promise<DocumentStatus> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { body } = await server.api<DocumentStatus>(`/api/v2/documents/${guid}/status`, { token });
    if (body.status !== 'processing') return body;
    if (Date.now() > until) throw new Error(`ingestion of ${guid} did not finish: ${JSON.stringify(body)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
