import { apiRoutes, assistantSuggestions, type AssistantReply } from '@balancer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handbookPdf } from '../../../test/answer-fixtures';
import { upload, waitForIngestion } from '../../../test/documents-helpers';
import { startTestServer, type TestServer } from '../../../test/test-server';

/** JJ without a model answers the topic asked, from the catalogue first, then the library (docs/adr/0028). */
describe('JJ answers the question asked', () => {
  let server: TestServer;
  let token: string;
  const ask = async (message: string) =>
    (await server.api<AssistantReply>(apiRoutes.assistant, { method: 'POST', json: { message }, token })).body.text;
  const lines = (text: string) => text.split('\n').filter((l) => l.startsWith('- '));

  beforeAll(async () => {
    server = await startTestServer();
    token = (await server.login(server.admin.email, server.admin.password)).access;
    const { guid } = (await upload(server, token, await handbookPdf(), 'handbook.pdf')).body;
    await waitForIngestion(server, token, guid);
  });
  afterAll(() => server.close());

  it('answers each of its four suggested questions on what was asked', async () => {
    const [latuda, lithium, compare, liver] = assistantSuggestions.flatMap((g) => g.questions);
    const sideEffects = await ask(latuda!);
    expect(sideEffects).toMatch(/^Lurasidone \(Latuda\), from the Balancer medication catalogue:\nRisks and side effects:/);
    expect(sideEffects).not.toContain('Benefits:');

    const risks = await ask(lithium!);
    expect(risks).toContain('Boxed warning: lithium toxicity');
    expect(risks).not.toContain('Benefits:');

    // A comparison on pregnancy: valproate's pregnancy statements, an honest "cannot compare", the library's page.
    const pregnancy = await ask(compare!);
    expect(pregnancy).toContain('Valproate on pregnancy, from the Balancer medication catalogue:');
    expect(pregnancy).toContain('The Balancer medication catalogue has no statement on Cariprazine and pregnancy.');
    expect(pregnancy).toContain('The catalogue cannot compare them on pregnancy: it records nothing on it for Cariprazine.');
    expect(lines(pregnancy).length).toBeGreaterThan(0);
    expect(lines(pregnancy).filter((l) => !/pregnan|fetal|childbearing|teratogen|breast|reproductive|conceiv/i.test(l))).toEqual([]);
    expect(pregnancy.split('From the library, on Valproate and pregnancy:\n')[1]).toMatch(
      /teratogenic[^\n]*\*\*\*\[[0-9a-f-]{36}, Page 6, /,
    );
    expect(pregnancy).not.toContain('Akathisia');

    // A screen of the catalogue: the medications whose risks name the liver, one statement each.
    const screen = await ask(liver!);
    expect(screen).toMatch(/^Medications whose catalogue risks address liver:\n/);
    expect(screen).toContain('- Valproate: Boxed warning: hepatotoxicity');
    expect(screen).toContain('- Carbamazepine: Hepatotoxicity');
    expect(lines(screen).every((l) => /liver|hepat/i.test(l))).toBe(true);
    expect(screen).not.toMatch(/^- Lithium:/m);
  });

  it('answers the population and the concern named: older adults for a 70-year-old, weight for weight-gain concerns (issue 39)', async () => {
    const older = await ask('Is lithium safe in a 70-year-old?');
    expect(older).toContain('Lithium on elderly, from the Balancer medication catalogue:');
    expect(older).not.toMatch(/children|pediatric|breastfe/i);
    const weight = await ask('Which is better for a patient with weight-gain concerns, lurasidone or olanzapine?');
    expect(weight).toMatch(/on weight gain, from the Balancer medication catalogue:/);
    expect(lines(weight).every((l) => /weight|metabolic/i.test(l))).toBe(true);
  });

  it("gives a medication's statements on the topic asked, never its whole card", async () => {
    const kidney = await ask('Is lithium safe with kidney disease?');
    expect(kidney).toContain('Lithium on kidney, from the Balancer medication catalogue:');
    expect(kidney).toContain('Not recommended in severe renal impairment');
    expect(lines(kidney).every((l) => /renal|kidney/i.test(l))).toBe(true);
    expect(kidney).not.toContain('Benefits:');

    const tremor = await ask('What can I add for lithium tremor?');
    expect(tremor).toContain('The Balancer medication catalogue has no statement on Lithium and tremor.');
    expect(tremor).not.toContain('Boxed warning: lithium toxicity');
  });
});
