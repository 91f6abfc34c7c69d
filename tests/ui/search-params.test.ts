import { describe, expect, it } from 'vitest';
import { idSearch } from '../../src/app/routes/search-params';

describe('idSearch (?producto=<id>)', () => {
  const producto = idSearch('producto');

  it('keeps a whole id above 0, as the router reads it (a number) or quoted', () => {
    expect(producto({ producto: 7, page: 2 })).toEqual({ producto: 7 });
    expect(producto({ producto: '12' })).toEqual({ producto: 12 });
  });

  it('drops anything that is not an id', () => {
    for (const value of ['abc', '', '7a', 0, -3, 1.5, true, null, undefined, [7], '99999999999999999999']) {
      expect(producto({ producto: value })).toEqual({});
    }
  });
});
