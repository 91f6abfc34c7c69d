// npm run docs:api [-- --check]
// Builds the app on a throwaway embedded database, reads its OpenAPI document (the server's own
// route table) and writes the route list into docs/api.md. With --check it only says whether
// docs/api.md is up to date (exit 1 when not).
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { type RouteDocument, routeTable, withRouteTable } from './api-route-table';

const API_DOC = fileURLToPath(new URL('../docs/api.md', import.meta.url));
const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });

const dataDir = await mkdtemp(join(tmpdir(), 'mostrador-api-docs-'));
const database = await openDatabase({ dataDir: join(dataDir, 'db'), databaseUrl: undefined });
try {
  await migrate(database);
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false' }),
    dataDir,
    databaseUrl: undefined,
  };
  const app = await buildApp({ config, database });
  const table = routeTable(app.swagger() as unknown as RouteDocument);
  await app.close();
  const current = await readFile(API_DOC, 'utf8');
  const updated = withRouteTable(current, table);
  if (values.check) {
    process.stdout.write(
      current === updated ? 'docs/api.md is up to date.\n' : 'docs/api.md is stale: run npm run docs:api\n',
    );
    process.exitCode = current === updated ? 0 : 1;
  } else {
    await writeFile(API_DOC, updated);
    process.stdout.write(`docs/api.md: ${table.split('\n').length - 2} routes.\n`);
  }
} finally {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
