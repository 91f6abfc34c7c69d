// npm run db:migrate / db:seed: `tsx server/db/cli.ts migrate|seed` on the configured database
// (DATA_DIR or DATABASE_URL). seed migrates first, then seeds the demo business if the database is empty.
import { ConfigError, loadConfig } from '../config';
import { loadAppKey } from '../security/app-key';
import { setPasswordCost } from '../security/password';
import { openDatabase } from './client';
import { DataDirLockedError } from './lock';
import { migrate } from './migrate';
import { seedDemo } from './seed/index';

const COMMANDS = ['migrate', 'seed'] as const;
type Command = (typeof COMMANDS)[number];

function isCommand(value: string | undefined): value is Command {
  return (COMMANDS as readonly (string | undefined)[]).includes(value);
}

async function run(command: Command): Promise<string> {
  const config = loadConfig();
  // The demo's logins are hashed at the cost the server will check them with.
  setPasswordCost(config.passwordCost);
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await migrate(database);
    if (command === 'migrate') return 'Migraciones aplicadas.';
    const { seeded } = await seedDemo(database.db, new Date(), { appKey: loadAppKey(config) });
    return seeded
      ? 'Se creó el negocio de demostración "Taquería Demo".'
      : 'La base de datos ya tiene un negocio: no se agregaron datos de demostración.';
  } finally {
    await database.close();
  }
}

const command = process.argv[2];
if (!isCommand(command)) {
  process.stderr.write(`Uso: tsx server/db/cli.ts ${COMMANDS.join('|')}\n`);
  process.exit(2);
}
try {
  process.stdout.write(`${await run(command)}\n`);
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
