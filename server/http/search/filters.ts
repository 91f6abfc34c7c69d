import { and, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { SEARCH_OPERATORS, type SearchOperator } from '../../../src/domain/contract/search';
import type { FieldErrors } from '../errors';
import { checkFieldValue } from './filter-values';
import { containsText } from './like-pattern';
import type { SearchField, SearchResource } from './types';

export const MAX_FILTER_DEPTH = 5;
export const MAX_FILTER_CONDITIONS = 50;
const MAX_IN_VALUES = 100;

const MESSAGES = {
  notObject: 'Los filtros deben ser un objeto.',
  notList: 'Debe ser una lista no vacía de filtros.',
  tooDeep: `Los filtros no pueden tener más de ${MAX_FILTER_DEPTH} niveles.`,
  tooMany: `Los filtros no pueden tener más de ${MAX_FILTER_CONDITIONS} condiciones.`,
  unknownField: 'No se puede filtrar por este campo.',
  unknownOperator: 'El operador no es válido.',
  emptyCondition: 'Indica al menos un operador.',
  operatorNotForType: 'El operador no se puede usar con este campo.',
  inList: `Debe ser una lista de 1 a ${MAX_IN_VALUES} valores.`,
} as const;

const RANGE_OPERATORS: ReadonlySet<SearchOperator> = new Set(['$gt', '$gte', '$lt', '$lte']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isOperator = (key: string): key is SearchOperator =>
  (SEARCH_OPERATORS as readonly string[]).includes(key);

/**
 * Translates the `filters` JSON of a search (DESIGN §3) into a drizzle condition over the
 * resource's whitelisted columns. Every value is bound as a parameter. Problems are collected
 * into `errors` keyed by the path of the offending part (`filters.$or.0.name.$contains`).
 */
export class FilterTranslator {
  private conditions = 0;

  constructor(
    private readonly resource: SearchResource,
    private readonly errors: FieldErrors,
    private readonly startOfDay: (date: string) => Date,
  ) {}

  translate(filters: unknown, path = 'filters'): SQL | undefined {
    if (filters === undefined || filters === null) return undefined;
    return this.group(filters, path, 1);
  }

  private fail(path: string, message: string): undefined {
    const messages = this.errors[path] ?? [];
    if (!messages.includes(message)) messages.push(message);
    this.errors[path] = messages;
    return undefined;
  }

  private group(node: unknown, path: string, depth: number): SQL | undefined {
    if (!isPlainObject(node)) return this.fail(path, MESSAGES.notObject);
    if (depth > MAX_FILTER_DEPTH) return this.fail(path, MESSAGES.tooDeep);
    const parts: (SQL | undefined)[] = [];
    for (const [key, value] of Object.entries(node)) {
      const keyPath = `${path}.${key}`;
      if (key === '$and' || key === '$or') parts.push(this.logical(key, value, keyPath, depth));
      else if (key.startsWith('$')) this.fail(keyPath, MESSAGES.unknownOperator);
      else if (!Object.hasOwn(this.resource.fields, key)) this.fail(keyPath, MESSAGES.unknownField);
      else parts.push(this.field(this.resource.fields[key] as SearchField, value, keyPath));
    }
    return and(...parts);
  }

  private logical(key: '$and' | '$or', value: unknown, path: string, depth: number): SQL | undefined {
    if (!Array.isArray(value) || value.length === 0) return this.fail(path, MESSAGES.notList);
    const parts = value.map((item, index) => this.group(item, `${path}.${index}`, depth + 1));
    return key === '$and' ? and(...parts) : or(...parts);
  }

  private field(field: SearchField, value: unknown, path: string): SQL | undefined {
    if (!isPlainObject(value)) return this.condition(field, '$eq', value, path);
    const entries = Object.entries(value);
    if (entries.length === 0) return this.fail(path, MESSAGES.emptyCondition);
    const parts = entries.map(([operator, operand]) =>
      isOperator(operator)
        ? this.condition(field, operator, operand, `${path}.${operator}`)
        : this.fail(`${path}.${operator}`, MESSAGES.unknownOperator),
    );
    return and(...parts);
  }

  private condition(
    field: SearchField,
    operator: SearchOperator,
    operand: unknown,
    path: string,
  ): SQL | undefined {
    this.conditions += 1;
    if (this.conditions > MAX_FILTER_CONDITIONS) return this.fail('filters', MESSAGES.tooMany);
    // As SQL (not Column) the values bind as given: dates are already ISO strings.
    const column = sql`${field.column}`;
    if (operator === '$in') {
      if (!Array.isArray(operand) || operand.length === 0 || operand.length > MAX_IN_VALUES) {
        return this.fail(path, MESSAGES.inList);
      }
      const values = operand.map((item, index) => this.value(field, item, `${path}.${index}`));
      return values.every((item) => item !== undefined) ? inArray(column, values) : undefined;
    }
    if ((operator === '$eq' || operator === '$ne') && operand === null) {
      return operator === '$eq' ? isNull(column) : isNotNull(column);
    }
    if (operator === '$contains' && field.type !== 'string')
      return this.fail(path, MESSAGES.operatorNotForType);
    if (RANGE_OPERATORS.has(operator) && field.type !== 'number' && field.type !== 'date') {
      return this.fail(path, MESSAGES.operatorNotForType);
    }
    const value = this.value(field, operand, path);
    if (value === undefined) return undefined;
    switch (operator) {
      case '$eq':
        return eq(column, value);
      case '$ne':
        return ne(column, value);
      case '$contains':
        return containsText(column, String(value));
      case '$gt':
        return gt(column, value);
      case '$gte':
        return gte(column, value);
      case '$lt':
        return lt(column, value);
      case '$lte':
        return lte(column, value);
    }
  }

  private value(field: SearchField, raw: unknown, path: string): string | number | boolean | undefined {
    const checked = checkFieldValue(field, raw, this.startOfDay);
    if (!checked.ok) return this.fail(path, checked.message);
    return checked.value instanceof Date ? checked.value.toISOString() : checked.value;
  }
}
