import { describe, expect, it } from 'vitest';
import { contentVersion } from '../engine/content-version';
import { CONTENT_FORMAT, clinicalContentSchema, defaultClinicalContent } from './clinical-content';
import { formatOf, parseStoredContent, upgradeContent } from './content-format';
import storedV1 from './fixtures/content-format-1.json' with { type: 'json' };

describe('stored content formats', () => {
  it('reads a version stored before formats were numbered as format 1, and upgrades it to today’s', () => {
    expect(formatOf(storedV1)).toBe(1);
    expect(clinicalContentSchema.safeParse(storedV1).success).toBe(false);
    const upgraded = parseStoredContent(storedV1);
    expect(upgraded.formatVersion).toBe(CONTENT_FORMAT);
    expect(upgraded.rules.every((r) => 'when' in r && !('trigger' in r))).toBe(true);
  });

  it('is pure: the stored document is not changed, and today’s format passes through', () => {
    const copy = JSON.parse(JSON.stringify(storedV1)) as unknown;
    upgradeContent(copy);
    expect(copy).toEqual(storedV1);
    const today = parseStoredContent(defaultClinicalContent());
    expect(parseStoredContent(today)).toEqual(today);
  });

  it('refuses a format newer than this release', () => {
    expect(() => upgradeContent({ ...defaultClinicalContent(), formatVersion: CONTENT_FORMAT + 1 })).toThrow(/newer/);
  });

  it('hashes differently once upgraded: the stored hash, not a recomputed one, names a stored version', () => {
    const upgraded = parseStoredContent(storedV1);
    const v1 = storedV1 as unknown as Parameters<typeof contentVersion>;
    expect(contentVersion(upgraded.pack, upgraded.rules, upgraded.catalog)).not.toBe(
      contentVersion(
        (v1 as never as { pack: never }).pack,
        (storedV1 as never as { rules: never }).rules,
        (storedV1 as never as { catalog: never }).catalog,
      ),
    );
  });
});
