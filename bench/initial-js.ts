// Initial JavaScript of a route, measured the way a browser loads it: every script the page
// requests from navigation until the screen shows its data ('Listado de hoy' with its entries on
// /hostess, the kitchen's order cards on /inbox of the orders host), gzip-compressed here.
import { get } from 'node:http';
import {
  type FirstLoadScreen,
  firstLoadScripts,
  HOSTESS_SCREEN,
  KITCHEN_SCREEN,
  totalGzip,
} from '../e2e/helpers/first-load';
import { signInInBrowser } from './browser-login';
import { withServerAndBrowser } from './server-and-browser';

export interface InitialJsResult {
  route: string;
  scripts: number;
  rawBytes: number;
  gzipBytes: number;
  /** What crossed the network for those scripts in Chromium (over plain HTTP it asks for gzip, not br). */
  scriptWireBytes: number;
  /** The same scripts' bodies as sent for `Accept-Encoding: br, gzip` (what an HTTPS browser gets). */
  scriptBrotliBytes: number;
  /** Everything the first load transferred: document, scripts, styles, fonts, API answers. */
  totalWireBytes: number;
  files: { path: string; rawBytes: number; gzipBytes: number }[];
}

/** BENCH_PORT moves it when another server holds the default. */
const BENCH_PORT = Number(process.env.BENCH_PORT ?? 8191);

export type InitialJsRoute = FirstLoadScreen;
export const HOSTESS_ROUTE = HOSTESS_SCREEN;
export const KITCHEN_ROUTE = KITCHEN_SCREEN;

/** Bytes of a response body as sent (not decompressed) for the given Accept-Encoding. */
function bodyBytes(url: string, acceptEncoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.byteLength;
      });
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    }).on('error', reject);
  });
}

export async function measureInitialJs(screen: InitialJsRoute): Promise<InitialJsResult> {
  return withServerAndBrowser(BENCH_PORT, async (browser, server) => {
    const origin = `http://${screen.host}:${new URL(server.url).port}`;
    // No service worker: its precache would fetch every chunk, which is not what the route needs.
    const context = await browser.newContext({ baseURL: origin, serviceWorkers: 'block' });
    await signInInBrowser(context, origin, screen.login);

    const page = await context.newPage();
    // Bytes on the wire as Chromium counts them (headers and compressed bodies).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const wire = new Map<string, { url: string; type: string; bytes: number }>();
    cdp.on('Network.responseReceived', (event) => {
      wire.set(event.requestId, { url: event.response.url, type: event.type, bytes: 0 });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const entry = wire.get(event.requestId);
      if (entry) entry.bytes = event.encodedDataLength;
    });
    const files = await firstLoadScripts(page, screen);
    const loadedWire = [...wire.values()];
    const brotli = await Promise.all(files.map((file) => bodyBytes(`${server.url}${file.path}`, 'br, gzip')));
    await context.close();
    return {
      route: screen.route,
      scripts: files.length,
      scriptBrotliBytes: brotli.reduce((sum, bytes) => sum + bytes, 0),
      scriptWireBytes: loadedWire
        .filter((entry) => entry.type === 'Script')
        .reduce((sum, entry) => sum + entry.bytes, 0),
      totalWireBytes: loadedWire.reduce((sum, entry) => sum + entry.bytes, 0),
      rawBytes: files.reduce((sum, file) => sum + file.rawBytes, 0),
      gzipBytes: totalGzip(files),
      files,
    };
  });
}
