// The devices of the open-streams bench (bench/open-streams.ts), in worker threads, as devices of
// their own: the host's tablet (its stream, the notes edits and the status-data reads, which are
// measured) in one worker, the other 999 screens' streams in another. Each has its own event loop,
// so the figures are the server's and the host's, not the host waiting while its thread reads the
// other 999 screens' hints (on one event loop every hint cost the measured read ~1,000 'data'
// events first). The 999 screens' sockets stop reading once their stream is open: what a screen
// does with a hint happens on its own device, while this machine's two cores are the server's.
// The kernel still takes every byte the server writes (a minute of hints and heartbeats is a few
// KB per socket, far below its receive buffer).
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { OpenStreamsResult } from './open-streams';
import { percentile } from './percentiles';

/** The host's tablet: its stream watches for hints; it edits and reads status-data. */
export interface OpenStreamsHost {
  role: 'host';
  origin: string;
  token: string;
  entryId: number;
  /** How many other screens' streams are open meanwhile (in the other worker). */
  screens: number;
}

/** The other screens: their streams stay open until the worker is told 'close'. */
export interface OpenStreamsScreens {
  role: 'screens';
  origin: string;
  tokens: string[];
}

const OPENED_AT_ONCE = 50;
const DURATION_MS = 60_000;
const EDIT_EVERY_MS = 1_000;
const STATUS_DATA_EVERY_MS = 100;
/** status-data requests started from 0.5 s before to 2 s after a heartbeat count as during it. */
const HEARTBEAT_WINDOW = { beforeMs: 500, afterMs: 2_000 };
/** status-data requests started within this after an edit was sent meet its hint's fan-out. */
const AFTER_EDIT_MS = 250;
const STATUS_DATA = '/v1/waitlist/hostess/status-data?timezone=America%2FMexico_City';

interface Stream {
  close(): void;
}

/** Opens a stream with the token; onChunk sees what arrives. */
function openStream(
  origin: string,
  token: string,
  onChunk: (chunk: string, at: number) => void,
): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}/v1/events`, { headers: { authorization: `Bearer ${token}` } });
    req.on('error', reject);
    req.on('response', (response) => {
      if (response.statusCode !== 200) reject(new Error(`/v1/events answered HTTP ${response.statusCode}`));
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => onChunk(chunk, performance.now()));
      resolve({ close: () => req.destroy() });
    });
    req.end();
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One screen's stream on a bare socket that stops reading once the server answered 200. */
function openQuietStream(origin: string, token: string): Promise<Stream> {
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    socket.once('error', reject);
    socket.once('connect', () =>
      socket.write(`GET /v1/events HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: Bearer ${token}\r\n\r\n`),
    );
    socket.once('data', (head: Buffer) => {
      if (!head.toString('latin1').startsWith('HTTP/1.1 200'))
        return reject(new Error(`/v1/events answered ${head.toString('latin1').split('\r\n')[0]}`));
      socket.pause();
      resolve({ close: () => socket.destroy() });
    });
  });
}

/** Opens the screens' streams, says 'opened', and closes them when told 'close'. */
async function holdScreens({ origin, tokens }: OpenStreamsScreens): Promise<void> {
  const streams: Stream[] = [];
  for (let i = 0; i < tokens.length; i += OPENED_AT_ONCE) {
    const batch = tokens.slice(i, i + OPENED_AT_ONCE);
    streams.push(...(await Promise.all(batch.map((t) => openQuietStream(origin, t)))));
  }
  parentPort?.once('message', () => {
    for (const stream of streams) stream.close();
    parentPort?.close();
  });
  parentPort?.postMessage({ opened: streams.length });
}

/** The tablet's one connection, kept open between reads as a browser keeps it. */
const tabletAgent = new Agent({ keepAlive: true, maxSockets: 1 });

/**
 * One status-data read as the tablet makes it, timed by the caller from the request to the body
 * decoded: over the socket, brotli accepted, the whole answer read and decompressed to text. It
 * uses node:http, not fetch: Node's fetch (undici) adds some 2 ms at p50 and 5 ms at p95 of its
 * own on this VM (idle server: p50 4.7 / p95 10.2 ms against 2.7 / 5.4 ms), which is the
 * measuring client, not the server nor what a tablet's browser spends (docs/architecture.md,
 * session 2026-11-27 twelfth).
 */
function readStatusData(origin: string, token: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' };
    request(`${origin}${STATUS_DATA}`, { agent: tabletAgent, headers }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (chunk: Buffer) => parts.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        if (response.statusCode !== 200)
          return reject(new Error(`status-data answered HTTP ${response.statusCode}`));
        const body = Buffer.concat(parts);
        const encoding = response.headers['content-encoding'];
        const decoded =
          encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
        resolve(decoded.toString('utf8'));
      });
    })
      .on('error', reject)
      .end();
  });
}

async function runHost({ origin, token, entryId, screens }: OpenStreamsHost): Promise<OpenStreamsResult> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const streams: Stream[] = [];
  let waitingHint: ((at: number) => void) | null = null;
  const heartbeats: number[] = [];
  try {
    streams.push(
      await openStream(origin, token, (chunk, at) => {
        if (/^: latido$/m.test(chunk)) heartbeats.push(at);
        if (/^event: changed$/m.test(chunk)) waitingHint?.(at);
      }),
    );
    const started = performance.now();
    const until = started + DURATION_MS;
    const hints: number[] = [];
    const editsSent: number[] = [];
    const statusData: { at: number; ms: number }[] = [];

    const edits = async () => {
      for (let i = 0; performance.now() < until; i++) {
        const arrived = new Promise<number>((resolve) => {
          waitingHint = resolve;
        });
        const sent = performance.now();
        editsSent.push(sent);
        const edit = await fetch(`${origin}/v1/waitlist/queue/${entryId}/notes`, {
          method: 'PATCH',
          headers,
          body: JSON.stringify({ notes: `Nota ${i}` }),
        });
        if (!edit.ok) throw new Error(`notes edit answered HTTP ${edit.status}`);
        hints.push((await arrived) - sent);
        await sleep(Math.max(0, EDIT_EVERY_MS - (performance.now() - sent)));
      }
    };
    const reads = async () => {
      while (performance.now() < until) {
        const sent = performance.now();
        await readStatusData(origin, token);
        statusData.push({ at: sent, ms: performance.now() - sent });
        await sleep(Math.max(0, STATUS_DATA_EVERY_MS - (performance.now() - sent)));
      }
    };
    await Promise.all([edits(), reads()]);

    const inHeartbeat = statusData
      .filter(({ at }) =>
        heartbeats.some(
          (beat) => at >= beat - HEARTBEAT_WINDOW.beforeMs && at <= beat + HEARTBEAT_WINDOW.afterMs,
        ),
      )
      .map(({ ms }) => ms)
      .sort((a, b) => a - b);
    const all = statusData.map(({ ms }) => ms).sort((a, b) => a - b);
    const betweenEdits = statusData
      .filter(({ at }) => !editsSent.some((edit) => at >= edit && at <= edit + AFTER_EDIT_MS))
      .map(({ ms }) => ms)
      .sort((a, b) => a - b);
    hints.sort((a, b) => a - b);
    return {
      streams: streams.length + screens,
      durationS: DURATION_MS / 1000,
      heartbeatsSeen: heartbeats.filter((beat) => beat >= started).length,
      hints: hints.length,
      hintP50Ms: percentile(hints, 50),
      hintP95Ms: percentile(hints, 95),
      hintMaxMs: hints[hints.length - 1]!,
      statusDataRequests: all.length,
      statusDataP50Ms: percentile(all, 50),
      statusDataP95Ms: percentile(all, 95),
      statusDataMaxMs: all[all.length - 1]!,
      betweenEdits: {
        requests: betweenEdits.length,
        p95Ms: betweenEdits.length > 0 ? percentile(betweenEdits, 95) : Number.NaN,
        maxMs: betweenEdits[betweenEdits.length - 1] ?? Number.NaN,
      },
      duringHeartbeats: {
        requests: inHeartbeat.length,
        p95Ms: inHeartbeat.length > 0 ? percentile(inHeartbeat, 95) : Number.NaN,
        maxMs: inHeartbeat[inHeartbeat.length - 1] ?? Number.NaN,
      },
    };
  } finally {
    for (const stream of streams) stream.close();
  }
}

const errorMessage = (error: unknown) => ({ error: error instanceof Error ? error.message : String(error) });
const role = workerData as OpenStreamsHost | OpenStreamsScreens;
if (role.role === 'screens')
  holdScreens(role).catch((error: unknown) => parentPort?.postMessage(errorMessage(error)));
else
  runHost(role).then(
    (result) => parentPort?.postMessage({ result }),
    (error: unknown) => parentPort?.postMessage(errorMessage(error)),
  );
