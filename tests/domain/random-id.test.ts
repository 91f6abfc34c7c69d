import { webcrypto } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newIntentKey } from '../../src/features/waitlist/api/queued-answer';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('keys made on plain HTTP (no crypto.randomUUID outside a secure context)', () => {
  beforeEach(() => {
    // What a browser offers on http://192.168.x.x: getRandomValues, but no randomUUID.
    vi.stubGlobal('crypto', { getRandomValues: webcrypto.getRandomValues.bind(webcrypto) });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('gives each host action its own version-4 UUID', () => {
    expect('randomUUID' in globalThis.crypto).toBe(false);
    const keys = Array.from({ length: 200 }, () => newIntentKey());
    for (const key of keys) expect(key).toMatch(UUID_V4);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
