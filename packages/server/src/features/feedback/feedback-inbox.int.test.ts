import type { AuditPage, FeedbackItem } from '@balancer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await server.login(server.admin.email, server.admin.password)).access;
  const messages = [
    { feedbacktype: 'issue', name: 'Dr Issue', email: 'issue@example.org', message: 'Tier looks off' },
    { feedbacktype: 'new_feature', name: 'Dr Feature', email: 'feature@example.org', message: 'Please add a print button' },
    // A message written to attack whoever opens the export in a spreadsheet.
    {
      feedbacktype: 'general',
      name: '=HYPERLINK("http://evil.example","click")',
      email: 'general@example.org',
      message: '+1, "quoted"\nsecond line',
    },
  ];
  for (const json of messages) expect((await server.api('/api/v2/feedback', { method: 'POST', json })).status).toBe(201);
});
afterAll(() => server.close());

const inbox = async (query = '') => {
  const res = await server.api<FeedbackItem[]>(`/api/v2/feedback${query}`, { token });
  expect(res.status).toBe(200);
  return res.body;
};

describe('feedback inbox', () => {
  it('lists newest first and filters by type', async () => {
    const all = await inbox();
    expect(all.map((f) => f.feedbacktype)).toEqual(['general', 'new_feature', 'issue']);
    expect(all.every((f) => f.handledAt === null && f.handledBy === null)).toBe(true);
    expect((await inbox('?feedbacktype=issue')).map((f) => f.name)).toEqual(['Dr Issue']);
  });

  it('marks a message handled and open again, each change in the audit log with before and after', async () => {
    const issue = (await inbox('?feedbacktype=issue'))[0]!;
    const handled = await server.api<FeedbackItem>(`/api/v2/feedback/${issue.id}`, { method: 'PATCH', token, json: { handled: true } });
    expect(handled.status).toBe(200);
    expect(handled.body.handledBy).toBe(server.admin.email);
    expect(Date.parse(handled.body.handledAt!)).not.toBeNaN();
    expect((await inbox('?handled=true')).map((f) => f.id)).toEqual([issue.id]);
    expect((await inbox('?handled=false')).map((f) => f.id)).not.toContain(issue.id);

    const reopened = await server.api<FeedbackItem>(`/api/v2/feedback/${issue.id}`, { method: 'PATCH', token, json: { handled: false } });
    expect(reopened.body.handledAt).toBeNull();

    const audit = await server.api<AuditPage>(`/api/v2/audit?entityType=feedback&entityId=${issue.id}`, { token });
    expect(audit.body.results.map((e) => e.action)).toEqual(['mark_open', 'mark_handled']);
    const [open, mark] = audit.body.results;
    expect(mark!.before).toEqual({ handled_at: null, handled_by: null });
    expect(mark!.after).toEqual({ handled_at: handled.body.handledAt, handled_by: server.admin.email });
    expect(open!.before).toEqual(mark!.after);
    expect(open!.after).toEqual({ handled_at: null, handled_by: null });
    expect(mark!.requestId).toBe(handled.headers.get('x-request-id'));
  });

  it('answers an unknown message with 404 and a bad body with the field', async () => {
    expect((await server.api('/api/v2/feedback/999999', { method: 'PATCH', token, json: { handled: true } })).status).toBe(404);
    const bad = await server.api<{ fields?: Record<string, string[]> }>('/api/v2/feedback/1', {
      method: 'PATCH',
      token,
      json: { handled: 'yes' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {})).toEqual(['handled']);
    const badType = await server.api<{ fields?: Record<string, string[]> }>('/api/v2/feedback?feedbacktype=praise', { token });
    expect(badType.status).toBe(400);
    expect(Object.keys(badType.body.fields ?? {})).toEqual(['feedbacktype']);
  });

  it('exports CSV that a spreadsheet cannot run', async () => {
    const res = await fetch(`${server.url}/api/v2/feedback/export.csv`, { headers: { authorization: `JWT ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="balancer-feedback-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = (await res.text()).replace(/^\uFEFF/, '');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('id,received,type,name,email,message,handled_at,handled_by,reported_result');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(text).toContain(`"'+1, ""quoted""\nsecond line"`);
    expect(lines.filter((l) => /^\d+,/.test(l))).toHaveLength(3);
    const onlyIssues = await fetch(`${server.url}/api/v2/feedback/export.csv?feedbacktype=issue`, {
      headers: { authorization: `JWT ${token}` },
    });
    expect((await onlyIssues.text()).split('\r\n').filter((l) => /^\d+,/.test(l))).toHaveLength(1);
  });

  it('neutralises full-width and other Unicode formula starts in the export', async () => {
    const attacks = ['\uff1dHYPERLINK("http://evil.example")', '\uff0b1', '\uff20SUM(A1)', '\u22121', '\u200b=1+1'];
    for (const message of attacks) {
      const json = { feedbacktype: 'general', name: 'Dr Unicode', email: 'unicode@example.org', message };
      expect((await server.api('/api/v2/feedback', { method: 'POST', json })).status).toBe(201);
    }
    const res = await fetch(`${server.url}/api/v2/feedback/export.csv`, { headers: { authorization: `JWT ${token}` } });
    const cells = (await res.text()).split('\r\n').flatMap((line) => line.split(','));
    for (const message of attacks) {
      const start = message.replace(/".*/, '');
      expect(
        cells.some((c) => c.replace(/^"/, '').startsWith(`'${start}`)),
        message,
      ).toBe(true);
      expect(
        cells.some((c) => c.replace(/^"/, '').startsWith(start)),
        message,
      ).toBe(false);
    }
  });
});

describe('newsletter list', () => {
  it('lists subscribers and exports them as CSV', async () => {
    for (const email of ['first@example.org', '-minus@example.org']) {
      expect((await server.api('/api/v2/newsletter', { method: 'POST', json: { email } })).status).toBe(201);
    }
    const list = await server.api<{ email: string }[]>('/api/v2/newsletter', { token });
    expect(list.body.map((s) => s.email)).toEqual(['first@example.org', '-minus@example.org']);
    const res = await fetch(`${server.url}/api/v2/newsletter/export.csv`, { headers: { authorization: `JWT ${token}` } });
    expect(res.headers.get('content-disposition')).toMatch(/balancer-newsletter-/);
    const lines = (await res.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('email,subscribed_at');
    expect(lines[1]).toMatch(/^first@example\.org,\d{4}-/);
    expect(lines[2]).toMatch(/^'-minus@example\.org,/);
  });
});
