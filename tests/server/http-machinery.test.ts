import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { dataBody, listBody } from '../../server/http/envelope';
import { toApiError } from '../../server/http/error-handler';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from '../../server/http/errors';
import { requestFingerprint } from '../../server/http/idempotency/request-fingerprint';
import { findNulPath } from '../../server/http/json-body';
import { cacheControlFor } from '../../server/http/pwa/cache-policy';
import { toFieldErrors } from '../../server/http/validation/field-errors';
import { LoginBodySchema } from '../../src/domain/contract/access';
import { installSpanishMessages } from '../../src/domain/contract/messages-es';
import {
  createZonedIsoFormatter,
  nextDate,
  startOfZonedDay,
  zonedDate,
} from '../../src/domain/rules/zoned-time';

installSpanishMessages();

describe('envelope', () => {
  it('wraps one resource in {data}', () => {
    expect(dataBody({ id: 1 })).toEqual({ data: { id: 1 } });
  });

  it('wraps a page in {data, pagination} with count = items on the page', () => {
    expect(listBody([{ id: 1 }, { id: 2 }], { totalItems: 42, limit: 20, offset: 40 })).toEqual({
      data: [{ id: 1 }, { id: 2 }],
      pagination: { total_items: 42, limit: 20, offset: 40, count: 2 },
    });
  });
});

describe('API errors', () => {
  it.each([
    [
      new UnauthorizedError(),
      401,
      'USER_CREDENTIALS_NOT_FOUND',
      'Tu sesión terminó. Inicia sesión de nuevo.',
    ],
    [new ForbiddenError(), 403, 'FORBIDDEN', 'No tienes permiso para realizar esta acción.'],
    [new NotFoundError(), 404, 'NOT_FOUND', 'Recurso no encontrado.'],
    [new ConflictError(), 409, 'CONFLICT', 'La operación no se puede realizar en este momento.'],
    [
      new TooManyRequestsError(),
      429,
      'RATE_LIMITED',
      'Demasiados intentos. Espera un momento e intenta de nuevo.',
    ],
  ])('%s answers its status, code and Spanish message', (error, status, code, message) => {
    expect(error.statusCode).toBe(status);
    expect(error.toBody()).toEqual({ message, code });
  });

  it('a validation error carries per-field errors', () => {
    expect(ValidationError.forField('notes', 'Muy largo.').toBody()).toEqual({
      message: 'Los datos enviados no son válidos.',
      code: 'VALIDATION_ERROR',
      errors: { notes: ['Muy largo.'] },
    });
  });

  it('maps database data errors to 422 and unique violations to 409, unknown errors to nothing', () => {
    const dataError = Object.assign(new Error('query failed'), { cause: { code: '22P02' } });
    expect(toApiError(dataError)?.statusCode).toBe(422);
    expect(toApiError(Object.assign(new Error('dup'), { code: '23505' }))?.statusCode).toBe(409);
    expect(toApiError(new Error('boom'))).toBeUndefined();
  });
});

describe('valibot issues → field errors', () => {
  it('keys issues by dot path, the whole value under the root key, in Spanish', () => {
    const schema = v.object({
      items: v.array(v.object({ name: v.string(), qty: v.pipe(v.number(), v.integer()) })),
    });
    const result = v.safeParse(schema, { items: [{ qty: 1.5 }, { name: 3, qty: 'x' }] });
    expect(result.success).toBe(false);
    expect(toFieldErrors(result.issues ?? [], 'body')).toEqual({
      'items.0.name': ['Este campo es obligatorio.'],
      'items.0.qty': ['Debe ser un número entero.'],
      'items.1.name': ['Debe ser un texto.'],
      'items.1.qty': ['Debe ser un número.'],
    });
    const root = v.safeParse(schema, 'texto');
    expect(toFieldErrors(root.issues ?? [], 'body')).toEqual({ body: ['Debe ser un objeto.'] });
  });

  it('prefixes paths when asked', () => {
    const result = v.safeParse(v.object({ a: v.boolean() }), { a: 1 });
    expect(toFieldErrors(result.issues ?? [], 'filters', 'filters')).toEqual({
      'filters.a': ['Debe ser verdadero o falso.'],
    });
  });

  it('login: one of e-mail or phone, reported on the identifier field', () => {
    const result = v.safeParse(LoginBodySchema, { password: 'x' });
    expect(toFieldErrors(result.issues ?? [], 'body')).toEqual({
      email: ['Ingresa un celular o correo electrónico válido.'],
    });
    const phone = v.safeParse(LoginBodySchema, { phone: '55 1234 5678', password: 'x' });
    expect(phone.success && phone.output.phone).toBe('5512345678');
  });

  it('gives Spanish defaults for lengths, ranges and choices', () => {
    const schema = v.object({
      code: v.pipe(v.string(), v.minLength(6)),
      tags: v.pipe(v.array(v.string()), v.maxLength(2)),
      size: v.pipe(v.number(), v.maxValue(10)),
      kind: v.picklist(['a', 'b']),
    });
    const result = v.safeParse(
      schema,
      { code: '123', tags: ['a', 'b', 'c'], size: 11, kind: 'z' },
      { abortEarly: false },
    );
    expect(toFieldErrors(result.issues ?? [], 'body')).toEqual({
      code: ['Debe tener al menos 6 caracteres.'],
      tags: ['Debe tener como máximo 2 elementos.'],
      size: ['Debe ser menor o igual a 10.'],
      kind: ['Selecciona una opción válida.'],
    });
  });
});

describe('time zones', () => {
  const zone = 'America/Mexico_City';

  it('finds the local date and the first instant of a day', () => {
    expect(zonedDate(new Date('2025-05-02T05:59:00Z'), zone)).toBe('2025-05-01');
    expect(zonedDate(new Date('2025-05-02T06:00:00Z'), zone)).toBe('2025-05-02');
    expect(startOfZonedDay('2025-05-02', zone).toISOString()).toBe('2025-05-02T06:00:00.000Z');
    expect(startOfZonedDay('2025-03-09', 'America/New_York').toISOString()).toBe('2025-03-09T05:00:00.000Z');
    expect(startOfZonedDay('2025-03-10', 'America/New_York').toISOString()).toBe('2025-03-10T04:00:00.000Z');
    expect(Number.isNaN(startOfZonedDay('2025-02-30', zone).getTime())).toBe(true);
    expect(nextDate('2024-12-31')).toBe('2025-01-01');
  });

  it('formats instants as ISO 8601 with the zone offset', () => {
    const iso = createZonedIsoFormatter(zone);
    expect(iso(new Date('2025-05-01T19:05:00.123Z'))).toBe('2025-05-01T13:05:00.123-06:00');
    const ny = createZonedIsoFormatter('America/New_York');
    expect(ny(new Date('2025-03-09T06:59:00Z'))).toBe('2025-03-09T01:59:00.000-05:00');
    expect(ny(new Date('2025-03-09T07:00:00Z'))).toBe('2025-03-09T03:00:00.000-04:00');
    expect(createZonedIsoFormatter('Asia/Kolkata')(new Date('2025-01-01T00:00:00Z'))).toBe(
      '2025-01-01T05:30:00.000+05:30',
    );
  });
});

describe('PWA cache policy', () => {
  it.each([
    ['/dist/assets/index-Bx12.js', 'public, max-age=31536000, immutable'],
    ['/dist/index.html', 'no-cache'],
    ['/dist/sw.js', 'no-cache'],
    ['/dist/manifest.webmanifest', 'no-cache'],
    ['/dist/registerSW.js', 'no-cache'],
    ['/dist/workbox-3e91.js', 'no-cache'],
    ['/dist/icons/icon-192.png', 'public, max-age=3600'],
  ])('%s → %s', (path, expected) => {
    expect(cacheControlFor(path, '/dist')).toBe(expected);
  });
});

describe('idempotency fingerprint and NUL detection', () => {
  it('is the same for the same request whatever the key order, different otherwise', () => {
    const a = requestFingerprint('PATCH', '/v1/x', { notes: 'a', extra: { b: 1, a: 2 } });
    expect(requestFingerprint('PATCH', '/v1/x', { extra: { a: 2, b: 1 }, notes: 'a' })).toBe(a);
    expect(requestFingerprint('PATCH', '/v1/x', { notes: 'b', extra: { b: 1, a: 2 } })).not.toBe(a);
    expect(requestFingerprint('POST', '/v1/x', { notes: 'a', extra: { b: 1, a: 2 } })).not.toBe(a);
  });

  it('finds the path of a string with a NUL character', () => {
    expect(findNulPath({ a: [{ b: 'x\u0000' }] })).toBe('a.0.b');
    expect(findNulPath({ a: 'ok' })).toBeUndefined();
  });
});
