import { sql } from 'drizzle-orm';
import { boolean, integer, PgDialect, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../server/http/errors';
import { MAX_FILTER_CONDITIONS } from '../../server/http/search/filters';
import { translateSearch } from '../../server/http/search/translate-search';
import type { SearchResource } from '../../server/http/search/types';
import type { SearchQuery } from '../../src/domain/contract/search';
import { startOfZonedDay } from '../../src/domain/rules/zoned-time';

const items = pgTable('items', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  phone: text('phone'),
  status: text('status').notNull(),
  active: boolean('active').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

const resource: SearchResource = {
  fields: {
    id: { column: items.id, type: 'number', integer: true },
    name: { column: items.name, type: 'string' },
    phone: { column: items.phone, type: 'string' },
    status: { column: items.status, type: 'enum', values: ['pending', 'done'] },
    active: { column: items.active, type: 'boolean', sortable: false },
    created_at: { column: items.createdAt, type: 'date' },
  },
  textFields: [items.name, items.phone],
  defaultSort: [{ field: 'created_at', direction: 'desc' }],
  tieBreaker: items.id,
};

const dialect = new PgDialect();
const options = { startOfDay: (date: string) => startOfZonedDay(date, 'America/Mexico_City') };

function render(query: SearchQuery) {
  const result = translateSearch(query, resource, options);
  const where = result.where ? dialect.sqlToQuery(result.where) : undefined;
  const orderBy = dialect.sqlToQuery(sql.join(result.orderBy, sql`, `)).sql;
  return { ...result, whereSql: where?.sql, params: where?.params, orderBySql: orderBy };
}

function errorsOf(query: SearchQuery): Record<string, string[]> {
  try {
    translateSearch(query, resource, options);
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    const validation = error as ValidationError;
    expect(validation.statusCode).toBe(422);
    return validation.errors ?? {};
  }
  throw new Error('expected a 422');
}

describe('search translator: good filters', () => {
  it('applies defaults: limit 20, offset 0, no condition, default sort with the tie-breaker', () => {
    const result = render({});
    expect(result.limit).toBe(20);
    expect(result.offset).toBe(0);
    expect(result.where).toBeUndefined();
    expect(result.orderBySql).toBe('"items"."created_at" desc, "items"."id" desc');
  });

  it('caps the limit at 1000', () => {
    expect(render({ limit: 50_000 }).limit).toBe(1000);
  });

  it('turns $or of $contains into ILIKE with bound, escaped parameters', () => {
    const result = render({
      filters: { $or: [{ name: { $contains: '50%_off' } }, { phone: { $contains: '55' } }] },
    });
    expect(result.whereSql).toBe(
      `("items"."name" ILIKE $1 ESCAPE '\\' or "items"."phone" ILIKE $2 ESCAPE '\\')`,
    );
    expect(result.params).toEqual(['%50\\%\\_off%', '%55%']);
  });

  it('supports every comparison operator and shorthand equality', () => {
    const result = render({
      filters: {
        $and: [
          { id: { $gt: 1, $lte: 10 } },
          { status: 'pending' },
          { active: { $ne: false } },
          { id: { $in: [1, 2, 3] } },
          { phone: { $eq: null } },
          { created_at: { $gte: '2025-05-01', $lt: '2025-05-02T00:00:00-06:00' } },
        ],
      },
    });
    expect(result.whereSql).toContain('"items"."id" > $1');
    expect(result.whereSql).toContain('"items"."id" <= $2');
    expect(result.whereSql).toContain('"items"."status" = $3');
    expect(result.whereSql).toContain('"items"."active" <> $4');
    expect(result.whereSql).toContain('"items"."id" in ($5, $6, $7)');
    expect(result.whereSql).toContain('"items"."phone" is null');
    expect(result.params?.slice(0, 7)).toEqual([1, 10, 'pending', false, 1, 2, 3]);
    // A date without time is the start of that day in the location's zone (Mexico City, UTC-6).
    expect(result.params?.[7]).toBe('2025-05-01T06:00:00.000Z');
    expect(result.params?.[8]).toBe('2025-05-02T06:00:00.000Z');
  });

  it('keeps an SQL-looking value as a parameter, never as SQL text', () => {
    const attack = "'; DROP TABLE users;--";
    const result = render({ filters: { name: { $contains: attack } }, search: attack });
    expect(result.whereSql).not.toContain('DROP');
    expect(result.params).toContain(`%${attack}%`);
  });

  it('maps the free-text search to the resource text fields', () => {
    const result = render({ search: '  ana ' });
    expect(result.whereSql).toBe(
      `("items"."name" ILIKE $1 ESCAPE '\\' or "items"."phone" ILIKE $2 ESCAPE '\\')`,
    );
    expect(result.params).toEqual(['%ana%', '%ana%']);
  });

  it('accepts both sort notations', () => {
    expect(render({ sort: ['-id'] }).orderBySql).toBe('"items"."id" desc, "items"."id" desc');
    expect(render({ sort: [{ name: 'asc' }] }).orderBySql).toBe('"items"."name" asc, "items"."id" asc');
  });
});

describe('search translator: bad filters answer 422 with the offending path', () => {
  it('rejects an unknown field, also one that looks like SQL', () => {
    expect(errorsOf({ filters: { password_hash: { $eq: 'x' } } })).toEqual({
      'filters.password_hash': ['No se puede filtrar por este campo.'],
    });
    expect(Object.keys(errorsOf({ filters: { "'; DROP TABLE users;--": 'x' } }))).toEqual([
      "filters.'; DROP TABLE users;--",
    ]);
  });

  it('rejects an unknown operator at the top level and inside a field', () => {
    expect(errorsOf({ filters: { $nor: [] } })).toEqual({ 'filters.$nor': ['El operador no es válido.'] });
    expect(errorsOf({ filters: { name: { $regex: '.*' } } })).toEqual({
      'filters.name.$regex': ['El operador no es válido.'],
    });
  });

  it('rejects wrong value types per field type', () => {
    expect(errorsOf({ filters: { id: { $eq: 'uno' } } })).toEqual({
      'filters.id.$eq': ['El valor debe ser un número.'],
    });
    expect(errorsOf({ filters: { id: 1.5 } })).toEqual({
      'filters.id': ['El valor debe ser un número entero válido.'],
    });
    expect(errorsOf({ filters: { id: 99_999_999_999 } })).toHaveProperty(['filters.id']);
    expect(errorsOf({ filters: { active: 'yes' } })).toHaveProperty(['filters.active']);
    expect(errorsOf({ filters: { status: 'lost' } })).toEqual({
      'filters.status': ['El valor no es una opción válida.'],
    });
    expect(errorsOf({ filters: { created_at: { $gte: 'ayer' } } })).toHaveProperty([
      'filters.created_at.$gte',
    ]);
    expect(errorsOf({ filters: { created_at: { $gte: '2025-02-30' } } })).toHaveProperty([
      'filters.created_at.$gte',
    ]);
    expect(errorsOf({ filters: { name: { $contains: 5 } } })).toHaveProperty(['filters.name.$contains']);
    expect(errorsOf({ filters: { name: { $contains: 'a\u0000b' } } })).toHaveProperty([
      'filters.name.$contains',
    ]);
  });

  it('rejects operators that do not fit the field type', () => {
    expect(errorsOf({ filters: { id: { $contains: '1' } } })).toEqual({
      'filters.id.$contains': ['El operador no se puede usar con este campo.'],
    });
    expect(errorsOf({ filters: { name: { $gt: 'a' } } })).toHaveProperty(['filters.name.$gt']);
  });

  it('rejects malformed structures', () => {
    expect(errorsOf({ filters: [] })).toEqual({ filters: ['Los filtros deben ser un objeto.'] });
    expect(errorsOf({ filters: 'name=1' })).toEqual({ filters: ['Los filtros deben ser un objeto.'] });
    expect(errorsOf({ filters: { $or: {} } })).toEqual({
      'filters.$or': ['Debe ser una lista no vacía de filtros.'],
    });
    expect(errorsOf({ filters: { $and: [1] } })).toEqual({
      'filters.$and.0': ['Los filtros deben ser un objeto.'],
    });
    expect(errorsOf({ filters: { name: {} } })).toEqual({ 'filters.name': ['Indica al menos un operador.'] });
    expect(errorsOf({ filters: { id: { $in: [] } } })).toHaveProperty(['filters.id.$in']);
    expect(errorsOf({ filters: { id: { $in: [1, 'x'] } } })).toHaveProperty(['filters.id.$in.1']);
  });

  it('rejects nesting deeper than 5 levels', () => {
    const deep = { $and: [{ $or: [{ $and: [{ $or: [{ $and: [{ name: 'x' }] }] }] }] }] };
    expect(errorsOf({ filters: deep })).toEqual({
      'filters.$and.0.$or.0.$and.0.$or.0.$and.0': ['Los filtros no pueden tener más de 5 niveles.'],
    });
    const five = { $and: [{ $or: [{ $and: [{ $or: [{ name: 'x' }] }] }] }] };
    expect(render({ filters: five }).whereSql).toContain('"items"."name" = $1');
  });

  it('rejects more than 50 conditions', () => {
    const many = Array.from({ length: MAX_FILTER_CONDITIONS + 1 }, (_, index) => ({ id: index + 1 }));
    expect(errorsOf({ filters: { $or: many } })).toEqual({
      filters: ['Los filtros no pueden tener más de 50 condiciones.'],
    });
    expect(render({ filters: { $or: many.slice(0, MAX_FILTER_CONDITIONS) } }).params).toHaveLength(50);
  });

  it('rejects unknown or unsortable sort fields', () => {
    expect(errorsOf({ sort: ['-password_hash'] })).toEqual({
      'sort.0': ['No se puede ordenar por este campo.'],
    });
    expect(errorsOf({ sort: ['id', { active: 'asc' }] })).toEqual({
      'sort.1': ['No se puede ordenar por este campo.'],
    });
  });
});
