import { clampPage, goToPdfPage, NAVIGATE_EVENT, parsePageParam, readNavigation } from './navigate-event';
import { pageWidth, ZOOM_STEPS } from './zoom';

describe('navigation', () => {
  it('goToPdfPage dispatches the window event the viewer listens to', () => {
    const seen: unknown[] = [];
    const listener = (e: Event) => seen.push((e as CustomEvent).detail);
    window.addEventListener(NAVIGATE_EVENT, listener);
    goToPdfPage(7, 'a passage');
    goToPdfPage(2);
    window.removeEventListener(NAVIGATE_EVENT, listener);
    expect(seen).toEqual([{ page: 7, highlight: 'a passage' }, { page: 2 }]);
  });

  it('reads page or pageNumber and ignores blank highlights', () => {
    expect(readNavigation({ page: 3, highlight: '  ' })).toEqual({ page: 3 });
    expect(readNavigation({ pageNumber: '4' })).toEqual({ page: 4 });
    expect(readNavigation({ page: 'x' })).toBeNull();
    expect(readNavigation(null)).toBeNull();
  });

  it('takes ?page= as a positive integer, else 1, clamped to the page count', () => {
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam('0')).toBe(1);
    expect(parsePageParam('-3')).toBe(1);
    expect(parsePageParam('2.5')).toBe(1);
    expect(parsePageParam('7')).toBe(7);
    expect(parsePageParam('70', 12)).toBe(12);
    expect(clampPage(0, 12)).toBe(1);
  });
});

describe('zoom', () => {
  it('has the menu steps, with page width = pane width − 50 px at 100 %', () => {
    expect(ZOOM_STEPS).toEqual([50, 75, 100, 125, 150, 200, 300, 400]);
    expect(pageWidth(650, 100)).toBe(600);
    expect(pageWidth(650, 150)).toBe(900);
    expect(pageWidth(650, 50)).toBe(300);
  });
});
