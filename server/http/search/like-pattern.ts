import { type Column, type SQL, sql } from 'drizzle-orm';

/** Escapes LIKE wildcards so user text matches literally (used with ESCAPE '\'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** `column ILIKE '%text%'`, the text bound as a parameter with its wildcards escaped. */
export function containsText(column: Column | SQL, text: string): SQL {
  return sql`${column} ILIKE ${`%${escapeLike(text)}%`} ESCAPE '\\'`;
}
