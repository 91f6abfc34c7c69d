import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

const root = import.meta.dirname;
const API_ORIGIN = 'http://localhost:8080';
const MANIFEST_FILE = 'manifest.webmanifest';

/**
 * Paths answered by the API server, not by the PWA (the same list is the service worker's
 * navigation denylist in sw/navigation.ts).
 */
const SERVER_PATHS = ['^/v1/', '^/public/', '^/config\\.js', '^/healthz', '^/docs'];

/**
 * The web app manifest is a hand-written file at the repository root (the design card's layout):
 * serve it in dev and emit it into dist/ so the service worker precaches it.
 */
function rootWebManifest(): Plugin {
  const source = resolve(root, MANIFEST_FILE);
  return {
    name: 'mostrador:root-web-manifest',
    configureServer(server) {
      server.middlewares.use(`/${MANIFEST_FILE}`, (_request, response, next) => {
        readFile(source)
          .then((content) => {
            response.setHeader('Content-Type', 'application/manifest+json');
            response.end(content);
          })
          .catch(next);
      });
    },
    buildStart() {
      this.addWatchFile(source);
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: MANIFEST_FILE, source: await readFile(source, 'utf8') });
    },
  };
}

/**
 * Shared chunks are named by their hash alone: each name appears in the entry's preload lists
 * and in every importing chunk, and the long names cost the host stand's first load 2.8 KB gzip.
 * Screens (the lazy route pages) and layouts keep their names, which is what one looks for in a
 * trace (and what FIRST_SCREEN_CHUNKS matches).
 */
function shortChunkFileName(chunk: { facadeModuleId: string | null }): string {
  return chunk.facadeModuleId && /-(page|layout)\.tsx$/.test(chunk.facadeModuleId)
    ? 'assets/[name]-[hash].js'
    : 'assets/[hash].js';
}

/**
 * The chunks of the first screens (the shells, login, the host stand, the kitchen's inbox): only
 * their dynamic imports list their dependencies in the entry for the browser to preload at once.
 * Each listed dependency is a file name with a random hash in the entry, which hardly compresses:
 * listing them for every lazy screen had grown the host stand's first load past its budget. Other
 * screens load their dependencies when their chunk is read (one more round trip on a first
 * visit; the service worker precaches every file after it).
 */
const FIRST_SCREEN_CHUNKS = /\/(app-shell-layout|access-layout|login-page|hostess-page|inbox-page)-/;

export default defineConfig({
  root,
  plugins: [
    react(),
    rootWebManifest(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The kitchen inbox's alert sounds (mp3, webm) too: its alarm must ring offline.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2,mp3,webm}'],
      },
    }),
    // Brotli and gzip twins of every text asset, served by @fastify/static's preCompressed mode.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|mjs|css|html|svg|json|webmanifest)$/,
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(
      SERVER_PATHS.map((path) => [path, { target: API_ORIGIN, changeOrigin: false }]),
    ),
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: false,
    // Every browser we serve (Chromium tablets and phones, Safari 17+, Firefox 115+) preloads
    // modules itself: the polyfill only cost the host stand's entry bytes.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (filename, deps) => (FIRST_SCREEN_CHUNKS.test(`/${filename}`) ? deps : []),
    },
    rolldownOptions: {
      output: {
        chunkFileNames: shortChunkFileName,
        // Every module the entry imports statically (tag '$initial') is one group, which rolldown
        // folds into the entry. Left to `mergeCommonChunks`, a module shared by the entry and lazy
        // screens joined the entry only when no merge order it happened to try made a cycle: a
        // change anywhere (the last 'en construcción' route gone) split the API client, the
        // session and query-core into ~15 first-load chunks (+4 KB gzip on the host stand).
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
});
