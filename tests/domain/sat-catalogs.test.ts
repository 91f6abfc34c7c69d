import { describe, expect, it } from 'vitest';
import {
  isSatProductKey,
  isSatUnitKey,
  SAT_PRODUCT_CATALOG,
  SAT_UNIT_CATALOG,
  searchSatCatalog,
} from '../../src/domain/rules/sat-catalogs';
import { proposedSatKeys, SAT_PRODUCT_KEY, SAT_UNIT_KEY } from '../../src/domain/rules/sat-keys';

const describeOf = (catalog: typeof SAT_PRODUCT_CATALOG, code: string) =>
  catalog.find((entry) => entry.code === code)?.description;

describe('the SAT catalogues a restaurant uses', () => {
  it('hold the keys proposed by default with their SAT descriptions', () => {
    expect(describeOf(SAT_PRODUCT_CATALOG, '90101501')).toBe('Restaurantes');
    expect(describeOf(SAT_UNIT_CATALOG, 'E48')).toBe('Unidad de servicio');
    expect(describeOf(SAT_UNIT_CATALOG, 'H87')).toBe('Pieza');
    expect(describeOf(SAT_UNIT_CATALOG, 'ACT')).toBe('Actividad');
    for (const category of [null, 'Bebidas', 'Cervezas']) {
      const keys = proposedSatKeys(category);
      expect(isSatProductKey(keys.sat_product_key)).toBe(true);
      expect(isSatUnitKey(keys.sat_unit_key)).toBe(true);
    }
  });

  it('every entry has a well-formed, unique code', () => {
    for (const [catalog, format] of [
      [SAT_PRODUCT_CATALOG, SAT_PRODUCT_KEY],
      [SAT_UNIT_CATALOG, SAT_UNIT_KEY],
    ] as const) {
      expect(catalog.every((entry) => format.test(entry.code))).toBe(true);
      expect(new Set(catalog.map((entry) => entry.code)).size).toBe(catalog.length);
    }
  });

  it.each([
    ['9010150', ['90101500', '90101501', '90101503']],
    ['cafe', ['90101700', '50201706']],
    ['BEBIDAS', ['50202200', '50202300']],
  ])('searching %j finds %j', (text, found) => {
    expect(searchSatCatalog(SAT_PRODUCT_CATALOG, text).map((entry) => entry.code)).toEqual(found);
  });

  it('finds units by code or name, and refuses keys outside the catalogue', () => {
    expect(searchSatCatalog(SAT_UNIT_CATALOG, 'pie').map((entry) => entry.code)).toEqual(['H87']);
    expect(searchSatCatalog(SAT_UNIT_CATALOG, 'kg').map((entry) => entry.code)).toEqual(['KGM']);
    expect(isSatUnitKey('h87')).toBe(true);
    expect(isSatUnitKey('ZZ9')).toBe(false);
    expect(isSatProductKey('12345678')).toBe(false);
  });
});
