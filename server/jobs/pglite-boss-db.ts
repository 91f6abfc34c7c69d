import type { PGlite } from '@electric-sql/pglite';
import type PgBoss from 'pg-boss';

/**
 * pg-boss's database adapter over PGlite. pg-boss sends its multi-statement scripts (schema
 * install, migrations) without parameters: those go through exec(), which runs several
 * statements and answers each one's result (pg-boss wants the last); parameterised statements go
 * through query(). A failed script is rolled back so PGlite's single session is not left inside
 * an aborted transaction.
 */
export function pgliteBossDb(client: PGlite): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      if (values.length > 0) {
        const result = await client.query(text, values);
        return { rows: result.rows };
      }
      try {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      } catch (error) {
        await client.exec('rollback').catch(() => undefined);
        throw error;
      }
    },
  };
}
