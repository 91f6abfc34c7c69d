// jsdom stubs the UI tests need (TOOLCHAIN.md): Mantine reads matchMedia and ResizeObserver,
// TanStack Router scrolls with window.scrollTo, Dexie needs IndexedDB.
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

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
