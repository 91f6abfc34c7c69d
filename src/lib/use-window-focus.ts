import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  window.addEventListener('focus', onChange);
  window.addEventListener('blur', onChange);
  return () => {
    document.removeEventListener('visibilitychange', onChange);
    window.removeEventListener('focus', onChange);
    window.removeEventListener('blur', onChange);
  };
}

function isFocused(): boolean {
  return document.visibilityState === 'visible' && document.hasFocus();
}

/** True while the page is visible and its window has focus (polling runs only then). */
export function useWindowFocus(): boolean {
  return useSyncExternalStore(subscribe, isFocused, () => true);
}
