import { findFurniture, trimFurniture } from '../../platform/pdf/page-furniture';
import type { Chunk, FurnitureCut } from '../library';

/**
 * Running headers and footers are known only once every page is read (page-furniture.ts finds them by
 * repetition), so passages are stored first and cut after: each passage that starts or ends with furniture
 * lines loses them from its text and keeps them as its context, which is still searched (a journal's
 * running title may be the only place a page names its subject). A passage that is all furniture stays
 * as it is (docs/adr/0055).
 */
export function furnitureCuts(pages: readonly { pageNumber: number; text: string; chunks: readonly Chunk[] }[]): FurnitureCut[] {
  const ordered = [...pages].sort((a, b) => a.pageNumber - b.pageNumber);
  const furniture = findFurniture(ordered.map((p) => p.text));
  if (!furniture.size) return [];
  return ordered.flatMap((p) =>
    p.chunks.flatMap((c) => {
      const cut = trimFurniture(c.text, furniture);
      if (!cut.removed.length || !cut.text.trim()) return [];
      return [
        {
          pageNumber: c.pageNumber,
          charStart: c.charStart,
          start: c.charStart + cut.start,
          text: cut.text,
          context: cut.removed.join('\n'),
        },
      ];
    }),
  );
}
