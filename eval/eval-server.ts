/**
 * The evaluation's one server: the real server on a scratch embedded database, an admin signed in,
 * PDFs uploaded over HTTP and ingested, questions asked through the answer endpoint (whole or streamed).
 */
import type { UploadResponse } from '@balancer/contract';
import type { LegacyAskResponse as AskResponse, LegacyRuleExtractionResponse as RuleExtractionResponse } from '@balancer/contract/legacy';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bootstrap } from '../packages/server/src/bootstrap';
import { loadConfig, type AiConfig } from '../packages/server/src/config/env';

export type EvalServer = Awaited<ReturnType<typeof startEvalServer>>;

export async function startEvalServer(ai: AiConfig) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'balancer-eval-'));
  const admin = { email: 'eval@example.org', password: randomBytes(12).toString('base64url') };
  const config = {
    ...loadConfig({}),
    port: 0,
    host: '127.0.0.1',
    database: { kind: 'pglite' as const, dataDir: dir },
    dataDir: dir,
    admin,
    ai,
    logLevel: 'warn' as const,
    // The evaluation polls ingestion and asks hundreds of questions from one client.
    rateLimitPerMinute: 1_000_000,
  };
  // Errors only: the scratch install has no built web app, which is expected here.
  const app = await bootstrap(config, { level: 'error' });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  let token = '';
  const call = async <T>(p: string, init: RequestInit = {}) => {
    const res = await fetch(url + p, {
      ...init,
      headers: { authorization: `JWT ${token}`, ...(init.headers as Record<string, string>) },
    });
    return (await res.json()) as T;
  };
  const json = (body: unknown): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  token = (await call<{ access: string }>('/api/auth/jwt/create/', json(admin))).access;

  return {
    call,
    /** Uploads one PDF and waits until it is ingested; returns its guid. */
    async upload(bytes: Uint8Array, fileName: string): Promise<string> {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), fileName);
      const { guid } = await call<UploadResponse>('/api/v1/api/uploadFile', { method: 'POST', body: form });
      while ((await call<{ status: string }>(`/api/v1/api/uploadFile/${guid}/status`)).status === 'processing')
        await new Promise((r) => setTimeout(r, 100));
      return guid;
    },
    /** The document's rules extracted afresh, asking again while its background extraction still runs. */
    async rules(guid: string): Promise<RuleExtractionResponse> {
      for (;;) {
        const res = await call<RuleExtractionResponse & { code?: string }>(`/api/v1/api/rule_extraction_openai?guid=${guid}&refresh=true`);
        if (res.code !== 'rules_pending') return res;
        await new Promise((r) => setTimeout(r, 250));
      }
    },
    ask: (message: string) => call<AskResponse>('/api/v1/api/embeddings/ask_embeddings', json({ message })),
    /** Milliseconds from sending the question to the first content event of the streamed answer. */
    async timeToFirstContent(message: string): Promise<number> {
      const began = performance.now();
      const res = await fetch(`${url}/api/v1/api/embeddings/ask_embeddings?stream=true`, {
        ...json({ message }),
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      });
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let text = '';
      let first = NaN;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        if (Number.isNaN(first) && text.includes('"content"')) first = performance.now() - began;
      }
      return first;
    },
    async close() {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const ratio = (n: number, d: number) => (d ? n / d : 1);

export function printFigures(figures: Record<string, number>, targets: Record<string, string>) {
  console.table(
    Object.fromEntries(Object.entries(figures).map(([k, v]) => [k, { value: Number(v.toFixed(3)), target: targets[k] ?? '' }])),
  );
}
