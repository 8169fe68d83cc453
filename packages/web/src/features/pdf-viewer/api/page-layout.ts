/**
 * Where each page sits in the scrolling column, computed from page heights alone, so that the viewer
 * knows which pages are visible (and renders only those and their neighbours) without measuring the DOM.
 */
export const PAGE_GAP_PX = 16;

/** Top offset of each page (index 0 = page 1). */
export function pageOffsets(heights: readonly number[], gap = PAGE_GAP_PX): number[] {
  const offsets: number[] = [];
  let top = gap;
  for (const h of heights) {
    offsets.push(top);
    top += h + gap;
  }
  return offsets;
}

/** The page (1-based) whose centre is nearest the centre of the visible area. */
export function pageAtCentre(offsets: readonly number[], heights: readonly number[], scrollTop: number, viewHeight: number): number {
  const centre = scrollTop + viewHeight / 2;
  let best = 1;
  let bestDistance = Infinity;
  for (let i = 0; i < offsets.length; i++) {
    const distance = Math.abs(offsets[i]! + heights[i]! / 2 - centre);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = i + 1;
    }
  }
  return best;
}

/** First and last page (1-based, inclusive) that overlap the visible area, widened by `neighbours` each side. */
export function visibleRange(
  offsets: readonly number[],
  heights: readonly number[],
  scrollTop: number,
  viewHeight: number,
  neighbours = 1,
): [number, number] {
  const count = offsets.length;
  if (count === 0) return [1, 0];
  const bottom = scrollTop + viewHeight;
  let first = count;
  let last = 1;
  for (let i = 0; i < count; i++) {
    const top = offsets[i]!;
    if (top + heights[i]! >= scrollTop && top <= bottom) {
      first = Math.min(first, i + 1);
      last = Math.max(last, i + 1);
    }
  }
  if (first > last) first = last = pageAtCentre(offsets, heights, scrollTop, viewHeight);
  return [Math.max(1, first - neighbours), Math.min(count, last + neighbours)];
}
