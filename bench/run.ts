// `npm run bench`: prints the figures of DESIGN.md §9 and writes bench/results/latest.json.
// It measures; it never passes or fails on a budget.
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { measureInitialJs } from './initial-js';
import { measureStatusData } from './status-data';
import { measureWarmOfflineStart } from './warm-offline-start';

const RESULTS_DIR = 'bench/results';

/** 1 KB = 1024 bytes. */
function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
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

console.log('Measuring status-data on the embedded database…');
const statusData = await measureStatusData();

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
    `status-data p50 (${statusData.entriesReturned} entries returned)`,
    `${statusData.p50Ms.toFixed(2)} ms`,
    '',
  ],
  [`status-data p95 (${statusData.requests} requests)`, `${statusData.p95Ms.toFixed(2)} ms`, '< 25 ms'],
  ['status-data max', `${statusData.maxMs.toFixed(2)} ms`, ''],
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
      status_data: statusData,
      warm_offline_start: warmOfflineStart,
    },
    null,
    2,
  )}\n`,
);
console.log(`\nWritten ${RESULTS_DIR}/latest.json`);
