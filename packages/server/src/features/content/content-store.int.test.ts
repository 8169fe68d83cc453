import { describe, expect, it } from 'vitest';
import { hashOf, loadDefaultClinicalContent } from '../../clinical/clinical-content';
import type { Database } from '../../db/client';
import { withClonedDatabase } from '../../../test/cloned-database';
import { CONTENT_RECHECK_MS, createContentStore } from './content-store';
import { createContentVersionsRepo } from './content-versions.repo';

let database: Database;
withClonedDatabase((opened) => {
  database = opened;
});

// Two stores on one database stand for two server processes sharing PostgreSQL; each counts the
// version checks it makes and reads a clock the test moves.
function process() {
  const repo = createContentVersionsRepo(database.db);
  const counted = { ...repo, checks: 0 };
  counted.head = () => {
    counted.checks++;
    return repo.head();
  };
  const clock = { now: 1_000_000 };
  const store = createContentStore(counted, undefined, { now: () => clock.now });
  return { repo: counted, store, clock };
}

describe('content store: the active version on a hot path', () => {
  it('checks at most once per interval, picks up another process’s version within it, and adopts its own at once', async () => {
    const a = process();
    const b = process();
    const defaults = loadDefaultClinicalContent();
    await a.store.seed(defaults);
    const v1 = await b.store.recent();

    // Under load: many answers, one check, shared by the requests that arrived while it ran.
    const checksBefore = b.repo.checks;
    const answers = await Promise.all(Array.from({ length: 50 }, () => b.store.recent()));
    expect(new Set(answers.map((x) => x.contentVersion))).toEqual(new Set([v1.contentVersion]));
    expect(b.repo.checks).toBe(checksBefore);

    // Process A stores a new version (as the content service does: append, then adopt).
    const edited = { ...defaults, rules: defaults.rules.filter((r) => !/kidney/i.test(r.id)) };
    const stored = await a.repo.append(v1.versionId, {
      content: edited,
      hash: hashOf(edited),
      authorId: null,
      authorEmail: null,
      restoredFrom: null,
      reason: 'test: another process edits the content',
      change: 'rule.setEnabled',
    });
    a.store.adopt(edited, stored.id, stored.createdAt);
    expect((await a.store.recent()).versionId).toBe(stored.id);

    // B answers on the version it checked until the interval is over, then on the new one.
    b.clock.now += CONTENT_RECHECK_MS - 1;
    expect((await b.store.recent()).versionId).toBe(v1.versionId);
    b.clock.now += 1;
    const [first, second] = await Promise.all([b.store.recent(), b.store.recent()]);
    expect(first.versionId).toBe(stored.id);
    expect(second.contentVersion).toBe(first.contentVersion);
    expect(b.repo.checks).toBe(checksBefore + 1);
    // Content administration never builds on a stale version: active() always asks the database.
    expect((await b.store.active()).versionId).toBe(stored.id);
    expect(b.repo.checks).toBe(checksBefore + 2);
  });
});
