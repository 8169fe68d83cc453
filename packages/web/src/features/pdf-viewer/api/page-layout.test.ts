import { pageAtCentre, pageOffsets, visibleRange, PAGE_GAP_PX } from './page-layout';

const heights = Array.from({ length: 300 }, () => 1000);
const offsets = pageOffsets(heights);

describe('page layout', () => {
  it('stacks pages with a gap', () => {
    expect(offsets.slice(0, 3)).toEqual([PAGE_GAP_PX, 2 * PAGE_GAP_PX + 1000, 3 * PAGE_GAP_PX + 2000]);
  });

  it('takes the page whose centre is nearest the view centre', () => {
    expect(pageAtCentre(offsets, heights, 0, 800)).toBe(1);
    expect(pageAtCentre(offsets, heights, offsets[41]!, 800)).toBe(42);
    expect(pageAtCentre(offsets, heights, offsets[299]! + 500, 800)).toBe(300);
  });

  it('renders only the visible pages and one neighbour each side, even in a 300-page document', () => {
    expect(visibleRange(offsets, heights, offsets[149]! + 100, 800)).toEqual([149, 151]);
    expect(visibleRange(offsets, heights, offsets[149]! + 600, 800)).toEqual([149, 152]);
    expect(visibleRange(offsets, heights, 0, 800)).toEqual([1, 2]);
    expect(visibleRange(offsets, heights, offsets[299]!, 800)).toEqual([299, 300]);
  });

  it('copes with an empty document', () => {
    expect(visibleRange([], [], 0, 800)).toEqual([1, 0]);
  });
});
