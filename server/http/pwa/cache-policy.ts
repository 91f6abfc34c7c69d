import { basename, sep } from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
const SHORT = 'public, max-age=3600';

/** Files that name the current release: they must be revalidated on every load. */
const ENTRY_FILES = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js']);

/**
 * Cache-Control for a file of the built PWA: hashed bundles under assets/ never change;
 * the entry points (index.html, the service worker, the manifest, workbox runtime) are
 * revalidated every time so an update is seen at once; other public files cache briefly.
 */
export function cacheControlFor(filePath: string, distDir: string): string {
  const relative = filePath.startsWith(distDir)
    ? filePath.slice(distDir.length).replace(/^[\\/]+/, '')
    : filePath;
  const name = basename(relative);
  if (relative.startsWith(`assets${sep}`) || relative.startsWith('assets/')) return IMMUTABLE;
  if (ENTRY_FILES.has(name) || /^workbox-[\w-]+\.js$/.test(name)) return NO_CACHE;
  return SHORT;
}
