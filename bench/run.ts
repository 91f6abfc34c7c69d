// `npm run bench`: prints the figures of DESIGN.md §9 and writes bench/results/latest.json.
// It measures; it never passes or fails on a budget.
// `npm run bench -- --only settings,status-data` runs only the named measures (names below).
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { AUTHENTICATED_GETS, type AuthenticatedGet, measureAuthenticatedGets } from './authenticated-get';
import { measureAvailability } from './availability';
import { measureDemoSeed } from './demo-seed';
import { HOSTESS_ROUTE, type InitialJsRoute, KITCHEN_ROUTE, measureInitialJs } from './initial-js';
import { measureLiveLatency } from './live-latency';
import { measureLoyaltyComplete } from './loyalty-complete';
import { measureLoyaltyScanner } from './loyalty-scanner';
import { measureNetworkReturn } from './network-return';
import { measureOpenStreams } from './open-streams';
import { measureOrderToScreen } from './order-to-screen';
import { measureOutboxReplay } from './outbox-replay';
import { measureServiceWorkerInstall } from './service-worker-install';
import { measureTenancyCost } from './tenancy-cost';
import { measureWarmOfflineStart } from './warm-offline-start';

const RESULTS_DIR = 'bench/results';

type Row = [measure: string, figure: string, budget: string];

/** One figure of the bench: how to measure it, and its rows in the table. */
interface Measure {
  name: string;
  announce: string;
  run(): Promise<{ json: unknown; rows: Row[] }>;
}

/** 1 KB = 1024 bytes. */
function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function ms(value: number): string {
  return `${value.toFixed(2)} ms`;
}

function printTable(rows: Row[]): void {
  const header: Row = ['measure', 'figure', 'budget (DESIGN §9)'];
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

/** The names after `--only` (comma-separated), or every measure. */
function chosenNames(all: readonly string[]): Set<string> {
  const at = process.argv.indexOf('--only');
  if (at < 0) return new Set(all);
  const names = (process.argv[at + 1] ?? '').split(',').filter((name) => name !== '');
  const unknown = names.filter((name) => !all.includes(name));
  if (names.length === 0 || unknown.length > 0)
    throw new Error(
      `--only takes a comma-separated list of: ${all.join(', ')} (unknown: ${unknown.join(', ')})`,
    );
  return new Set(names);
}

/** The initial JS of a screen, with its target (issue 17 point 13; e2e/first-load-budget.spec.ts fails past it). */
function initialJs(name: string, screen: InitialJsRoute): Measure {
  const budget = `≤ ${kilobytes(screen.budgetBytes)}`;
  return {
    name,
    announce: `Measuring the initial JS of ${screen.route} in Chromium…`,
    async run() {
      const result = await measureInitialJs(screen);
      for (const file of [...result.files].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
        console.log(`  ${file.path}  ${kilobytes(file.rawBytes)} raw, ${kilobytes(file.gzipBytes)} gzip`);
      }
      return {
        json: { [name.replaceAll('-', '_')]: result },
        rows: [
          [
            `initial JS of ${result.route} (${result.scripts} scripts, gzip)`,
            `${kilobytes(result.gzipBytes)} (${kilobytes(result.rawBytes)} raw)`,
            budget,
          ],
          [
            `first load of ${result.route} over the wire in Chromium (HTTP: gzip)`,
            `${kilobytes(result.scriptWireBytes)} JS, ${kilobytes(result.totalWireBytes)} in all`,
            '',
          ],
          [`its JS with Accept-Encoding: br, gzip (HTTPS browsers)`, kilobytes(result.scriptBrotliBytes), ''],
        ],
      };
    },
  };
}

const hostessJs = initialJs('initial-js', HOSTESS_ROUTE);
const kitchenJs = initialJs('kitchen-js', KITCHEN_ROUTE);

const orderToScreen: Measure = {
  name: 'order-to-screen',
  announce:
    'Measuring public order → card on the kitchen inbox in Chromium (live stream, then polling only)…',
  async run() {
    const result = await measureOrderToScreen();
    const { live, polling } = result;
    return {
      json: { order_to_screen: result },
      rows: [
        [
          `order → card on /inbox p50 / p95 (${live.orders} orders, live stream)`,
          `${ms(live.p50Ms)} / ${ms(live.p95Ms)}`,
          '',
        ],
        [
          `order → card on /inbox p50 / p95 (${polling.orders} orders at random moments over ${polling.placedOverS} s, polling every 60 s only)`,
          `${(polling.p50Ms / 1000).toFixed(1)} s / ${(polling.p95Ms / 1000).toFixed(1)} s`,
          '',
        ],
      ],
    };
  },
};

const networkReturn: Measure = {
  name: 'network-return',
  announce: 'Measuring network back → missed order on the kitchen inbox in Chromium…',
  async run() {
    const result = await measureNetworkReturn();
    return {
      json: { network_return: result },
      rows: [
        [
          `network back → order placed during a ${result.cutS} s cut on /inbox p50 / p95 (${result.orders} cuts)`,
          `${ms(result.p50Ms)} / ${ms(result.p95Ms)} (max ${ms(result.maxMs)})`,
          '≤ 1 s',
        ],
      ],
    };
  },
};

/** The three socket GETs share one app; each is its own name for `--only`. */
function authenticatedGets(which: AuthenticatedGet[]): Measure {
  return {
    name: which.join(','),
    announce: `Measuring ${which.join(', ')} over a socket on the embedded database (Accept-Encoding: br, gzip)…`,
    async run() {
      const gets = await measureAuthenticatedGets(which);
      const rows: Row[] = [];
      if (gets.health)
        rows.push([
          '/healthz over a socket p50 / p95',
          `${ms(gets.health.p50Ms)} / ${ms(gets.health.p95Ms)}`,
          '',
        ]);
      if (gets.settings)
        rows.push([
          'authenticated settings p50 / p95',
          `${ms(gets.settings.p50Ms)} / ${ms(gets.settings.p95Ms)}`,
          'p95 ≤ 5 ms',
        ]);
      if (gets.statusData)
        rows.push([
          `status-data p50 / p95 (${gets.statusData.entriesReturned} entries, ${gets.statusData.requests} requests)`,
          `${ms(gets.statusData.p50Ms)} / ${ms(gets.statusData.p95Ms)}`,
          'p95 ≤ 12 ms',
        ]);
      return { json: { authenticated_gets: gets }, rows };
    },
  };
}

/** Signed growth of `after` over `before`, in percent. */
function growth(before: number, after: number): string {
  const percent = Math.round((after / before - 1) * 100);
  return `${percent >= 0 ? '+' : ''}${percent}%`;
}

/** Each GET on the owner's connection and under row-level security, interleaved in one process and run. */
const tenancyCost: Measure = {
  name: 'tenancy-cost',
  announce:
    'Measuring settings, status-data and one turn on the owner connection and under row-level security, interleaved…',
  async run() {
    const result = await measureTenancyCost();
    const { loadAverage } = result;
    const rows: Row[] = result.gets.flatMap(({ label, samples, owner, rowLevelSecurity: rls }): Row[] => [
      [
        `${label} p50 / p95, owner → row-level security (${samples} + ${samples} interleaved requests)`,
        `${ms(owner.p50Ms)} / ${ms(owner.p95Ms)} → ${ms(rls.p50Ms)} / ${ms(rls.p95Ms)} (p50 ${growth(owner.p50Ms, rls.p50Ms)}, p95 ${growth(owner.p95Ms, rls.p95Ms)})`,
        'p95 ≤ +10%',
      ],
      [
        `${label} CPU per request, owner → row-level security`,
        `${ms(owner.cpuMsPerRequest)} → ${ms(rls.cpuMsPerRequest)} (${growth(owner.cpuMsPerRequest, rls.cpuMsPerRequest)})`,
        '',
      ],
    ]);
    rows.push([
      `machine load average (1 min) at start / end, ${result.warmUpRounds} warm-up rounds per GET`,
      `${loadAverage.start.toFixed(1)} / ${loadAverage.end.toFixed(1)} on ${loadAverage.cores} cores`,
      '',
    ]);
    return { json: { tenancy_cost: result }, rows };
  },
};

const liveLatency: Measure = {
  name: 'live',
  announce: 'Measuring change → live hint latency over a socket…',
  async run() {
    const live = await measureLiveLatency();
    return {
      json: { live_latency: live },
      rows: [
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
      ],
    };
  },
};

const openStreams: Measure = {
  name: 'open-streams',
  announce:
    'Measuring a minute with 1,000 open event streams (notes edit → hint, status-data) over a socket…',
  async run() {
    const result = await measureOpenStreams();
    const { duringHeartbeats, betweenEdits } = result;
    return {
      json: { open_streams: result },
      rows: [
        [
          `${result.streams.toLocaleString('en')} open streams: hint p50 / p95 (${result.hints} edits over ${result.durationS} s)`,
          `${ms(result.hintP50Ms)} / ${ms(result.hintP95Ms)}`,
          'p95 ≤ 100 ms',
        ],
        [
          `${result.streams.toLocaleString('en')} open streams: status-data p95 over the minute (${result.statusDataRequests} requests)`,
          `${ms(result.statusDataP95Ms)} (max ${ms(result.statusDataMaxMs)})`,
          'p95 ≤ 15 ms',
        ],
        [
          `${result.streams.toLocaleString('en')} open streams: status-data p95 away from the edits' hints (${betweenEdits.requests} requests)`,
          `${ms(betweenEdits.p95Ms)} (max ${ms(betweenEdits.maxMs)})`,
          '',
        ],
        [
          `${result.streams.toLocaleString('en')} open streams: status-data p95 during heartbeats (${duringHeartbeats.requests} requests, ${result.heartbeatsSeen} heartbeats)`,
          `${ms(duringHeartbeats.p95Ms)} (max ${ms(duringHeartbeats.maxMs)})`,
          'p95 ≤ 15 ms',
        ],
      ],
    };
  },
};

const availability: Measure = {
  name: 'availability',
  announce: 'Measuring booking availability for two weeks over a socket…',
  async run() {
    const result = await measureAvailability();
    return {
      json: { booking_availability: result },
      rows: [
        [
          `booking availability, 2 weeks, p50 / p95 (${result.slots} slots, ${result.requests} requests)`,
          `${ms(result.p50Ms)} / ${ms(result.p95Ms)}`,
          '',
        ],
      ],
    };
  },
};

const outboxReplay: Measure = {
  name: 'outbox',
  announce: 'Replaying a 1,000-change outbox against the server…',
  async run() {
    const result = await measureOutboxReplay();
    return {
      json: { outbox_replay: result },
      rows: [
        [
          `outbox replay of ${result.changes} changes: time, order kept, duplicates`,
          `${(result.ms / 1000).toFixed(2)} s, ${result.orderKept ? 'yes' : 'NO'}, ${result.duplicates}`,
          'duplicates 0',
        ],
      ],
    };
  },
};

const warmOfflineStart: Measure = {
  name: 'warm-start',
  announce: 'Measuring the warm offline start of /hostess (4x CPU throttling)…',
  async run() {
    const result = await measureWarmOfflineStart();
    return {
      json: { warm_offline_start: result },
      rows: [
        [
          `warm offline start of /hostess, median (${result.cpuThrottlingRate}x CPU, ${result.runs} runs)`,
          `${result.medianMs.toFixed(0)} ms (p95 ${result.p95Ms.toFixed(0)} ms)`,
          '< 1 s',
        ],
      ],
    };
  },
};

const serviceWorkerInstall: Measure = {
  name: 'sw-install',
  announce: 'Measuring a first visit until the service worker has precached the app (offline-ready)…',
  async run() {
    const result = await measureServiceWorkerInstall();
    return {
      json: { service_worker_install: result },
      rows: [
        [
          `first visit → offline-ready, median of ${result.runs} (${result.files} files, ${kilobytes(result.bytesOverTheWire)} over the wire)`,
          `${(result.medianMs / 1000).toFixed(2)} s (max ${(result.maxMs / 1000).toFixed(2)} s)`,
          '',
        ],
      ],
    };
  },
};

const loyaltyScanner: Measure = {
  name: 'loyalty-scanner',
  announce:
    "Measuring 'Escanear QR' → customer shown (camera, decode, prepare) in Chromium with a fake camera…",
  async run() {
    const result = await measureLoyaltyScanner();
    return {
      json: { loyalty_scanner: result },
      rows: [
        [
          `scan → customer in the transaction dialog p50 / p95 (${result.runs} runs, fake camera)`,
          `${ms(result.p50Ms)} / ${ms(result.p95Ms)}`,
          '',
        ],
      ],
    };
  },
};

const loyaltyComplete: Measure = {
  name: 'loyalty-complete',
  announce: 'Measuring loyalty complete under 20 concurrent cashiers over a socket…',
  async run() {
    const result = await measureLoyaltyComplete();
    return {
      json: { loyalty_complete: result },
      rows: [
        [
          `loyalty complete p50 / p95 (${result.cashiers} cashiers at once, ${result.requests} sales, ${result.throughputPerS.toFixed(0)}/s)`,
          `${ms(result.p50Ms)} / ${ms(result.p95Ms)}`,
          '',
        ],
      ],
    };
  },
};

const demoSeed: Measure = {
  name: 'demo-seed',
  announce: 'Seeding the demo business (invoicing included) on a fresh embedded database…',
  async run() {
    const result = await measureDemoSeed();
    return {
      json: { demo_seed: result },
      rows: [
        [
          'demo seed on a fresh embedded database (after migrations)',
          `${(result.ms / 1000).toFixed(2)} s`,
          '≤ 15 s',
        ],
      ],
    };
  },
};

const names = [
  hostessJs.name,
  kitchenJs.name,
  ...AUTHENTICATED_GETS,
  tenancyCost.name,
  liveLatency.name,
  openStreams.name,
  availability.name,
  outboxReplay.name,
  warmOfflineStart.name,
  serviceWorkerInstall.name,
  orderToScreen.name,
  networkReturn.name,
  loyaltyScanner.name,
  loyaltyComplete.name,
  demoSeed.name,
];
const chosen = chosenNames(names);
const gets = AUTHENTICATED_GETS.filter((name) => chosen.has(name));
const measures = [
  hostessJs,
  kitchenJs,
  ...(gets.length > 0 ? [authenticatedGets(gets)] : []),
  tenancyCost,
  liveLatency,
  openStreams,
  availability,
  outboxReplay,
  warmOfflineStart,
  serviceWorkerInstall,
  orderToScreen,
  networkReturn,
  loyaltyScanner,
  loyaltyComplete,
  demoSeed,
].filter((measure) => measure.name.split(',').some((name) => chosen.has(name)));

const rows: Row[] = [];
const figures: Record<string, unknown> = {};
for (const measure of measures) {
  console.log(measure.announce);
  const result = await measure.run();
  rows.push(...result.rows);
  Object.assign(figures, result.json);
}

console.log('');
printTable(rows);

await mkdir(RESULTS_DIR, { recursive: true });
await writeFile(
  `${RESULTS_DIR}/latest.json`,
  `${JSON.stringify(
    { measured_at: new Date().toISOString(), node: process.version, cpus: cpus().length, ...figures },
    null,
    2,
  )}\n`,
);
console.log(`\nWritten ${RESULTS_DIR}/latest.json`);
