/**
 * `npm run eval`: the document brain measured on two sets. The invented fixture papers (eval/gold.ts),
 * for the extractive answerer and, when AI_PROVIDER/AI_BASE_URL/AI_MODEL/AI_API_KEY are set, the model;
 * and real clinical PDFs (eval/question-sets.ts: the committed open-access articles of eval/corpus and the
 * labels of `../shared/corpus` when present, all in one library, then grown to a hundred documents) beside a
 * BM25 baseline, per question set. Exits non-zero when the extractive answerer misses a target on the
 * fixture set or a floor on the worst real-document set.
 */
import { loadConfig, type AiConfig } from '../packages/server/src/config/env';
import { evaluateCorpus } from './corpus-set';
import { startEvalServer, type EvalServer } from './eval-server';
import { evaluateFixtures } from './fixture-set';

async function withServer(ai: AiConfig, run: (server: EvalServer) => Promise<string[]>): Promise<string[]> {
  const server = await startEvalServer(ai);
  try {
    return await run(server);
  } finally {
    await server.close();
  }
}

const none: AiConfig = { ...loadConfig({}).ai, provider: 'none' };
const failed: string[] = [];
const only = process.argv[2];
if (only !== 'corpus')
  failed.push(...(await withServer(none, (s) => evaluateFixtures('Fixture papers, extractive answerer (no model)', s))));
const envAi = loadConfig(process.env).ai;
if (only !== 'corpus' && envAi.provider !== 'none')
  await withServer(envAi, (s) => evaluateFixtures(`Fixture papers, model ${envAi.provider}:${envAi.model}`, s));
else if (only !== 'corpus') console.log('\nAI_PROVIDER not set: the model answerer was not evaluated.');

failed.push(...(await withServer(none, (s) => evaluateCorpus('Real clinical PDFs, extractive answerer (no model)', s))));

if (failed.length) {
  console.error(`\nBelow target: ${failed.join('; ')}`);
  process.exitCode = 1;
}
