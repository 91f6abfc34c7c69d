import { describe, expect, it } from 'vitest';
import { readMenuBlock } from '../../src/domain/rules/menu-paste';

const BLOCK = [
  'Nombre\tCategoría\tPrecio\tDescripción\tVariante\tPrecio',
  'Taco al pastor\tTacos\t$25\tCon piña',
  '',
  'Agua fresca\tBebidas\t\tJamaica u horchata\tChica\t25\tGrande\t35',
  '\tTacos\t20',
  'Gringa\tTacos\tveinte',
  'Refresco\tBebidas\t28\t\tLata\t',
].join('\r\n');

describe('a menu pasted from a spreadsheet', () => {
  it('skips the header and empty lines and reads name, category, price, description and variants', () => {
    const rows = readMenuBlock(BLOCK);
    expect(rows.map((row) => row.line)).toEqual([2, 4, 5, 6, 7]);
    expect(rows[0]).toEqual({
      line: 2,
      name: 'Taco al pastor',
      category: 'Tacos',
      price: 25,
      description: 'Con piña',
      variants: [],
      errors: {},
    });
    expect(rows[1]).toMatchObject({
      name: 'Agua fresca',
      price: 0,
      variants: [
        { name: 'Chica', price: 25 },
        { name: 'Grande', price: 35 },
      ],
      errors: {},
    });
  });

  it('gives each row its own Spanish errors', () => {
    const [, , nameless, wordPrice, noVariantPrice] = readMenuBlock(BLOCK);
    expect(nameless?.errors).toEqual({ name: 'Ingresa el nombre.' });
    expect(wordPrice?.errors).toEqual({ price: 'Ingresa un precio válido, por ejemplo 45 o 45.50.' });
    expect(noVariantPrice?.errors).toEqual({ 'variants.0.price': 'Ingresa el precio de la variante.' });
  });

  it('reads a block without a header from its first line', () => {
    expect(readMenuBlock('Flan\tPostres\t40').map((row) => [row.line, row.name, row.price])).toEqual([
      [1, 'Flan', 40],
    ]);
  });
});
