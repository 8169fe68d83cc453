import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no layout engine: scrolling is a no-op here (real scrolling is covered in Playwright).
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
window.scrollTo = (() => undefined) as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
