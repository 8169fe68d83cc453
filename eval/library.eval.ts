/**
 * `npm run eval`: the document brain measured on invented fixture papers with known facts on known
 * pages. Starts the real server on a scratch embedded database, uploads the papers over HTTP, asks
 * every gold question through the answer endpoint and prints recall@5, page-hit@1, citation
 * precision, abstention accuracy and rule-extraction precision/recall: for the extractive answerer
 * always, and for the model configured by AI_PROVIDER/AI_BASE_URL/AI_MODEL/AI_API_KEY when set.
 * Exits non-zero when the extractive answerer misses its targets.
 */
import type { AskResponse, RuleExtractionResponse, UploadResponse } from '@balancer/contract';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bootstrap } from '../packages/server/src/bootstrap';
import { loadConfig, type AiConfig } from '../packages/server/src/config/env';
import { handbookPdf, reviewPdf } from '../packages/server/test/answer-fixtures';
import { answerable, goldRules, unanswerable, type FileKey } from './gold';
import { citationPrecision, type CitationCheck } from './metrics';

const targets = { 'recall@5': 0.9, 'page-hit@1': 0.8, 'citation precision': 1.0, 'abstention accuracy': 0.9 };

async function evaluate(label: string, ai: AiConfig) {
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
  };
  // Errors only: the scratch install has no built web app, which is expected here.
  const app = await bootstrap(config, { level: 'error' });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const call = async <T>(p: string, init: RequestInit = {}) => {
      const res = await fetch(url + p, {
        ...init,
        headers: { authorization: `JWT ${token}`, ...(init.headers as Record<string, string>) },
      });
      return (await res.json()) as T;
    };
    let token = '';
    token = (
      await call<{ access: string }>('/api/auth/jwt/create/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(admin),
      })
    ).access;
    const guids = {} as Record<FileKey, string>;
    for (const [key, make] of [
      ['handbook', handbookPdf],
      ['review', reviewPdf],
    ] as const) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(await make())], { type: 'application/pdf' }), `${key}.pdf`);
      guids[key] = (await call<UploadResponse>('/api/v1/api/uploadFile', { method: 'POST', body: form })).guid;
      while ((await call<{ status: string }>(`/api/v1/api/uploadFile/${guids[key]}/status`)).status === 'processing')
        await new Promise((r) => setTimeout(r, 100));
    }
    const ask = (message: string) =>
      call<AskResponse>('/api/v1/api/embeddings/ask_embeddings', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message }),
      });

    let recall5 = 0;
    let pageHit1 = 0;
    let falseRefusals = 0;
    const checks: CitationCheck[] = [];
    const misses: string[] = [];
    for (const g of answerable) {
      const a = await ask(g.q);
      const hit = (p: AskResponse['embeddings_info'][number]) => p.guid === guids[g.file] && p.page_number === g.page;
      if (a.embeddings_info.slice(0, 5).some(hit)) recall5++;
      if (a.embeddings_info[0] && hit(a.embeddings_info[0])) pageHit1++;
      else misses.push(`page-hit@1 miss: "${g.q}" (top: page ${a.embeddings_info[0]?.page_number ?? '-'})`);
      if (a.abstained) {
        falseRefusals++;
        misses.push(`refused: "${g.q}"`);
      }
      checks.push(...citationPrecision(a));
    }
    let abstained = 0;
    for (const q of unanswerable) {
      const a = await ask(q);
      const cited = citationPrecision(a).length > 0;
      if (a.abstained && !cited) abstained++;
      else misses.push(`answered although the library cannot: "${q}"`);
      checks.push(...citationPrecision(a));
    }

    let predicted = 0;
    let matchedPredicted = 0;
    const found = new Set<number>();
    for (const key of ['handbook', 'review'] as const) {
      const { rules } = await call<RuleExtractionResponse>(`/api/v1/api/rule_extraction_openai?guid=${guids[key]}&refresh=true`);
      for (const r of rules) {
        predicted++;
        const i = goldRules.findIndex(
          (g) =>
            g.file === key &&
            g.page === r.page &&
            g.type === r.type &&
            r.medications.some((m) => m.toLowerCase() === g.medication.toLowerCase()),
        );
        if (i >= 0) {
          matchedPredicted++;
          found.add(i);
        } else misses.push(`rule not in the gold set: ${r.type} ${r.medications.join('+')} (${key} p${r.page}): "${r.quote}"`);
      }
    }
    goldRules.forEach((g, i) => found.has(i) || misses.push(`gold rule missed: ${g.type} ${g.medication} (${g.file} p${g.page})`));

    const ratio = (n: number, d: number) => (d ? n / d : 1);
    const figures = {
      'recall@5': ratio(recall5, answerable.length),
      'page-hit@1': ratio(pageHit1, answerable.length),
      'citation precision': ratio(checks.filter((c) => c.ok).length, checks.length),
      'abstention accuracy': ratio(abstained, unanswerable.length),
      'false refusals': ratio(falseRefusals, answerable.length),
      'rule precision': ratio(matchedPredicted, predicted),
      'rule recall': ratio(found.size, goldRules.length),
    };
    console.log(
      `\n${label}: ${answerable.length} answerable questions, ${unanswerable.length} unanswerable, ${checks.length} citations, ${goldRules.length} gold rules (${predicted} extracted)`,
    );
    console.table(
      Object.fromEntries(
        Object.entries(figures).map(([k, v]) => [
          k,
          { value: v.toFixed(3), target: k in targets ? `>= ${targets[k as keyof typeof targets]}` : '' },
        ]),
      ),
    );
    if (misses.length) console.log(misses.map((m) => `  - ${m}`).join('\n'));
    return figures;
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const extractive = await evaluate('Extractive answerer (no model)', { ...loadConfig({}).ai, provider: 'none' });
const envAi = loadConfig(process.env).ai;
if (envAi.provider !== 'none') await evaluate(`Model ${envAi.provider}:${envAi.model}`, envAi);
else console.log('\nAI_PROVIDER not set: the model answerer was not evaluated.');

const failed = Object.entries(targets).filter(([k, t]) => extractive[k as keyof typeof extractive] < t);
if (failed.length) {
  console.error(`Extractive answerer below target: ${failed.map(([k]) => k).join(', ')}`);
  process.exitCode = 1;
}
