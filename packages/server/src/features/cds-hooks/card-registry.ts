/**
 * Remembers, for a day, what each issued card was about ("not-suggested", "rule:<id>", …) so that
 * feedback on it can be filed under that kind. Holds card ids and kinds only: nothing about the
 * patient, not even which request a card answered.
 */
export function createCardRegistry({ ttlMs = 24 * 3600_000, max = 20_000, now = Date.now } = {}) {
  const kinds = new Map<string, { kind: string; until: number }>();
  return {
    remember(uuid: string, kind: string) {
      if (kinds.size >= max) kinds.delete(kinds.keys().next().value!);
      kinds.set(uuid, { kind, until: now() + ttlMs });
    },
    kindOf(uuid: string): string | null {
      const entry = kinds.get(uuid);
      if (!entry) return null;
      if (entry.until < now()) {
        kinds.delete(uuid);
        return null;
      }
      return entry.kind;
    },
  };
}
export type CardRegistry = ReturnType<typeof createCardRegistry>;
