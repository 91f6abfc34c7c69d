// How long a fresh `npm start` seeds the demo business on the embedded database, invoicing included
// (SAT's test CSD checked and sealed like an upload, one invoice stamped through the sandbox PAC):
// the wait before the README's first screen. Migrations are done first and not counted.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { seedDemo } from '../server/db/seed/index';

export interface DemoSeedResult {
  ms: number;
}

export async function measureDemoSeed(): Promise<DemoSeedResult> {
  const dataDir = await mkdtemp(join(tmpdir(), 'mostrador-bench-seed-'));
  const database = await openDatabase({ dataDir });
  try {
    await migrate(database);
    const started = performance.now();
    const result = await seedDemo(database.db, new Date(), { appKey: new Uint8Array(randomBytes(32)) });
    if (!result.seeded) throw new Error('the demo was not seeded');
    return { ms: performance.now() - started };
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
