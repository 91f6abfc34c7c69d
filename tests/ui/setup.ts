// jsdom stubs the UI tests need (TOOLCHAIN.md): Mantine reads matchMedia and ResizeObserver,
// TanStack Router scrolls with window.scrollTo, Dexie needs IndexedDB.
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A screen's first render in a worker imports its lazy route's modules; on a loaded two-core CI
// that passed testing-library's 1 s default for `findBy…` (shop-settings after my-profile).
// What the tests check is what appears, not how fast: a missing text still fails, after 5 s.
configure({ asyncUtilTimeout: 5_000 });

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', {
    configurable: true,
    writable: true,
    value: ResizeObserverStub,
  });
}

Object.defineProperty(window, 'scrollTo', { configurable: true, writable: true, value: vi.fn() });
Element.prototype.scrollTo = vi.fn() as unknown as Element['scrollTo'];
Element.prototype.scrollIntoView = vi.fn();

// The files of a worker share one window (isolate: false): what another file stored (the last
// agenda view, a persisted query cache) must not decide where this file's navigation lands.
window.localStorage.clear();
window.sessionStorage.clear();

afterEach(() => {
  cleanup();
});
