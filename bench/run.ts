// `npm run bench`: prints the figures of DESIGN.md §9 and writes bench/results/latest.json.
// It measures; it never passes or fails on a budget.
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { measureAuthenticatedGets } from './authenticated-get';
import { measureAvailability } from './availability';
import { measureInitialJs } from './initial-js';
import { measureLiveLatency } from './live-latency';
import { measureOutboxReplay } from './outbox-replay';
import { measureWarmOfflineStart } from './warm-offline-start';

const RESULTS_DIR = 'bench/results';

/** 1 KB = 1024 bytes. */
function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function ms(value: number): string {
  return `${value.toFixed(2)} ms`;
}

function printTable(rows: [string, string, string][]): void {
  const header: [string, string, string] = ['measure', 'figure', 'budget (DESIGN §9)'];
  const all = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...all.map((row) => row[column]!.length)));
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

console.log('Measuring the initial JS of /hostess in Chromium…');
const initialJs = await measureInitialJs();
for (const file of [...initialJs.files].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
  console.log(`  ${file.path}  ${kilobytes(file.rawBytes)} raw, ${kilobytes(file.gzipBytes)} gzip`);
}

console.log('Measuring authenticated GETs over a socket on the embedded database…');
const gets = await measureAuthenticatedGets();

console.log('Measuring change → live hint latency over a socket…');
const live = await measureLiveLatency();

console.log('Measuring booking availability for two weeks over a socket…');
const availability = await measureAvailability();

console.log('Replaying a 1,000-change outbox against the server…');
const outboxReplay = await measureOutboxReplay();

console.log('Measuring the warm offline start of /hostess (4x CPU throttling)…');
const warmOfflineStart = await measureWarmOfflineStart();

console.log('');
printTable([
  [
    `initial JS of ${initialJs.route} (${initialJs.scripts} scripts, gzip)`,
    `${kilobytes(initialJs.gzipBytes)} (${kilobytes(initialJs.rawBytes)} raw)`,
    '≤ 200 KB',
  ],
  [
    `first load of ${initialJs.route} over the wire in Chromium (HTTP: gzip)`,
    `${kilobytes(initialJs.scriptWireBytes)} JS, ${kilobytes(initialJs.totalWireBytes)} in all`,
    '',
  ],
  [`its JS with Accept-Encoding: br, gzip (HTTPS browsers)`, kilobytes(initialJs.scriptBrotliBytes), ''],
  ['/healthz over a socket p50 / p95', `${ms(gets.health.p50Ms)} / ${ms(gets.health.p95Ms)}`, ''],
  [
    'authenticated settings p50 / p95',
    `${ms(gets.settings.p50Ms)} / ${ms(gets.settings.p95Ms)}`,
    'p95 ≤ 5 ms',
  ],
  [
    `status-data p50 / p95 (${gets.statusData.entriesReturned} entries, ${gets.statusData.requests} requests)`,
    `${ms(gets.statusData.p50Ms)} / ${ms(gets.statusData.p95Ms)}`,
    'p95 ≤ 12 ms',
  ],
  [
    `change → live hint p50 / p95 (${live.changes} notes edits, PATCH sent → event received)`,
    `${ms(live.p50Ms)} / ${ms(live.p95Ms)}`,
    '≤ 100 ms',
  ],
  [
    'live hint after the PATCH answer p50 / p95',
    `${ms(live.afterAnswerP50Ms)} / ${ms(live.afterAnswerP95Ms)}`,
    '',
  ],
  [
    `booking availability, 2 weeks, p50 / p95 (${availability.slots} slots, ${availability.requests} requests)`,
    `${ms(availability.p50Ms)} / ${ms(availability.p95Ms)}`,
    '',
  ],
  [
    `outbox replay of ${outboxReplay.changes} changes: time, order kept, duplicates`,
    `${(outboxReplay.ms / 1000).toFixed(2)} s, ${outboxReplay.orderKept ? 'yes' : 'NO'}, ${outboxReplay.duplicates}`,
    'duplicates 0',
  ],
  [
    `warm offline start of /hostess, median (${warmOfflineStart.cpuThrottlingRate}x CPU, ${warmOfflineStart.runs} runs)`,
    `${warmOfflineStart.medianMs.toFixed(0)} ms (p95 ${warmOfflineStart.p95Ms.toFixed(0)} ms)`,
    '< 1 s',
  ],
]);

await mkdir(RESULTS_DIR, { recursive: true });
await writeFile(
  `${RESULTS_DIR}/latest.json`,
  `${JSON.stringify(
    {
      measured_at: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      initial_js: initialJs,
      authenticated_gets: gets,
      live_latency: live,
      booking_availability: availability,
      outbox_replay: outboxReplay,
      warm_offline_start: warmOfflineStart,
    },
    null,
    2,
  )}\n`,
);
console.log(`\nWritten ${RESULTS_DIR}/latest.json`);
