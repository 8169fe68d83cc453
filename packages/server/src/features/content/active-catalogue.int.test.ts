import { apiRoutes, type AssistantReply, type SearchResponse } from '@balancer/contract';
import { legacyRoutes } from '@balancer/contract/legacy';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { upload, waitForIngestion } from '../../../test/documents-helpers';
import { textPdf } from '../../../test/pdf-fixtures';
import { startTestServer, type TestServer } from '../../../test/test-server';

/**
 * The library search, the document answers and JJ name medications from the active content version:
 * one added on the medication list is found at once, one deleted no longer is, and a second server
 * process sharing the PostgreSQL database sees the same (it never heard of the change in-process).
 */
const NAME = 'Zuranolone';
const PASSAGE = 'Zuranolone was started at night in the kestrel cohort and somnolence was recorded each morning.';
// A misspelling (stemming does not reach it): only the catalogue's names, matched by similarity, find the passage.
const TYPO = 'zuranalone';
const CATALOGUE_ANSWER = `${NAME}, from the Balancer medication catalogue:\nRisks and side effects:\n- Somnolence (Source: Entered by an administrator, Medication list)`;

const template = inject('dbTemplate');
let servers: TestServer[] = [];
let token: string;

beforeAll(async () => {
  const first = await startTestServer();
  servers = [first];
  token = (await first.login(first.admin.email, first.admin.password)).access;
  // PGlite belongs to one process; PostgreSQL is shared by every process of an install.
  if (template.kind === 'postgres')
    servers.push(await startTestServer({ database: first.config.database, admin: first.admin, jwtSecret: first.config.jwtSecret }));
  const { guid } = (await upload(first, token, await textPdf({ pages: 2, extra: { 2: PASSAGE } }), 'kestrel.pdf')).body;
  await waitForIngestion(first, token, guid);
});
afterAll(async () => {
  for (const s of servers.slice(1)) await s.close();
  await servers[0]?.close();
});

const search = (server: TestServer, q: string) =>
  server.api<SearchResponse>(`/api/v2/search?q=${encodeURIComponent(q)}`, { token }).then((r) => r.body);
const ask = (server: TestServer, message: string) =>
  server.api<AssistantReply>(apiRoutes.assistant, { method: 'POST', json: { message }, token }).then((r) => r.body);
const foundBy = async (server: TestServer) => {
  const hits = await search(server, TYPO);
  const reply = await ask(server, `What are the side effects of ${NAME}?`);
  return {
    expanded: hits.expanded,
    passageFound: hits.results.some((r) => r.text.includes('kestrel cohort')),
    catalogueAnswer: reply.text.startsWith(CATALOGUE_ANSWER),
  };
};

/**
 * The process that made the change answers from it at once; another process sharing the database
 * may check for a new version a moment later, so it is asked until it agrees (a few seconds at most).
 */
async function expectEverywhere(writer: TestServer, expected: Awaited<ReturnType<typeof foundBy>>) {
  expect(await foundBy(writer)).toEqual(expected);
  for (const other of servers.filter((s) => s !== writer))
    await expect.poll(() => foundBy(other), { timeout: 5_000, interval: 200 }).toEqual(expected);
}

describe('search, answers and JJ follow the active medication catalogue', () => {
  it('know nothing of a medication before it is added', async () => {
    for (const server of servers) expect(await foundBy(server)).toEqual({ expanded: [], passageFound: false, catalogueAnswer: false });
  });

  it('find a medication added on the medication list, in every process', async () => {
    const added = await servers[0]!.api(legacyRoutes.addMedication, {
      method: 'POST',
      token,
      json: { name: NAME, benefits: 'Rapid onset in postpartum depression', risks: 'Somnolence' },
    });
    expect(added.status).toBe(201);
    await expectEverywhere(servers[0]!, { expanded: [NAME], passageFound: true, catalogueAnswer: true });
  });

  it('no longer find it once it is deleted', async () => {
    const removed = await servers.at(-1)!.api(legacyRoutes.deleteMedication, { method: 'DELETE', token, json: { name: NAME } });
    expect(removed.status).toBe(200);
    await expectEverywhere(servers.at(-1)!, { expanded: [], passageFound: false, catalogueAnswer: false });
  });
});
