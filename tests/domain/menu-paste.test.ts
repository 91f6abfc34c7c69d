import { describe, expect, it } from 'vitest';
import {
  emptyMenuRow,
  isHeaderRow,
  type MenuGridRow,
  pasteIntoGrid,
  readMenuRow,
  readVariantCell,
} from '../../src/domain/rules/menu-paste';
import { readSpreadsheetBlock } from '../../src/domain/rules/spreadsheet-paste';

const row = (cells: Partial<MenuGridRow>): MenuGridRow => ({ ...emptyMenuRow(), ...cells });
const grid = (size: number) => Array.from({ length: size }, emptyMenuRow);

describe('a block copied from a spreadsheet', () => {
  it('reads rows by line and cells by tab, drops empty lines, keeps quoted cells whole', () => {
    expect(
      readSpreadsheetBlock('Taco\tTacos\t25\r\n\r\n"Agua ""fresca""\nde jamaica"\tBebidas\t30\n'),
    ).toEqual([
      ['Taco', 'Tacos', '25'],
      ['Agua "fresca"\nde jamaica', 'Bebidas', '30'],
    ]);
  });

  it.each([
    [['Nombre', 'Categoría', 'Precio', 'Descripción', 'Variantes'], true],
    [['Producto', 'Precio'], true],
    [['Precio', 'Descripción'], true],
    [['Taco al pastor', 'Tacos', '$25'], false],
    [['Nombre del taco', 'Tacos', '25'], false],
    [['Flan', 'Postres'], false],
  ])('%j is a title row: %s', (cells, header) => {
    expect(isHeaderRow(cells)).toBe(header);
  });

  it('fills the grid from the first cell, leaving the title row out, and adds rows when needed', () => {
    const pasted = pasteIntoGrid(
      grid(2),
      { row: 0, column: 'name' },
      [
        'Nombre\tCategoría\tPrecio\tDescripción\tVariantes',
        'Taco al pastor\tTacos\t$25\tCon piña\t',
        'Agua fresca\tBebidas\t\tJamaica u horchata\tChica 25, Grande 35',
        'Gringa\tTacos\t$1,250.50\t\t\tcolumna de más',
      ].join('\n'),
    );
    expect(pasted).toEqual([
      row({ name: 'Taco al pastor', category: 'Tacos', price: '$25', description: 'Con piña' }),
      row({
        name: 'Agua fresca',
        category: 'Bebidas',
        description: 'Jamaica u horchata',
        variants: 'Chica 25, Grande 35',
      }),
      row({ name: 'Gringa', category: 'Tacos', price: '$1,250.50' }),
    ]);
  });

  it('fills from the focused cell to its right and below, keeping the other cells', () => {
    const before = [row({ name: 'Flan' }), row({ name: 'Pay' }), row({ name: 'Café', price: '30' })];
    const pasted = pasteIntoGrid(before, { row: 0, column: 'price' }, '40\tDe la casa\n150.00\n');
    expect(pasted).toEqual([
      row({ name: 'Flan', price: '40', description: 'De la casa' }),
      row({ name: 'Pay', price: '150.00' }),
      row({ name: 'Café', price: '30' }),
    ]);
    expect(before[0]?.price).toBe('');
  });
});

describe('the variant cell', () => {
  it.each([
    [
      'Chica 45, Grande 60',
      [
        ['Chica', 45],
        ['Grande', 60],
      ],
    ],
    [
      'Chica $45; Grande $1,250.50',
      [
        ['Chica', 45],
        ['Grande', 1250.5],
      ],
    ],
    ['Orden de 3: 90', [['Orden de 3', 90]]],
    ['1 litro - 45.00', [['1 litro', 45]]],
    ['', []],
  ])('%j → %j', (cell, variants) => {
    expect(readVariantCell(cell)).toEqual({
      variants: variants.map(([name, price]) => ({ name, price })),
      error: null,
    });
  });

  it.each([
    [
      'Chica, Grande 60',
      'Escribe cada variante con su nombre y su precio, por ejemplo: Chica 45, Grande 60.',
    ],
    ['45', 'Ingresa el nombre de la variante.'],
    ['Chica 45.555', 'Escribe cada variante con su nombre y su precio, por ejemplo: Chica 45, Grande 60.'],
  ])('%j is refused: %s', (cell, error) => {
    expect(readVariantCell(cell).error).toBe(error);
  });
});

describe('a grid row checked before sending', () => {
  it('reads money formats and gives the item the server takes', () => {
    expect(readMenuRow(row({ name: ' Gringa ', category: 'Tacos', price: '$1,250.50' }))).toEqual({
      item: { name: 'Gringa', category: 'Tacos', price: 1250.5, description: '', variants: [] },
      errors: {},
    });
    expect(readMenuRow(row({ name: 'Agua', price: '', variants: 'Chica 25' })).item.price).toBe(0);
  });

  it('gives each cell its Spanish error, with the product form rules', () => {
    expect(
      readMenuRow(row({ name: '', price: 'veinte', description: 'x'.repeat(256), category: 'c'.repeat(101) }))
        .errors,
    ).toEqual({
      name: 'Ingresa el nombre.',
      price: 'Ingresa un precio válido, por ejemplo 45 o 45.50.',
      description: 'La descripción admite como máximo 255 caracteres.',
      category: 'La categoría admite como máximo 100 caracteres.',
    });
    expect(readMenuRow(row({ name: 'n'.repeat(101), price: '-5' })).errors).toEqual({
      name: 'El nombre admite como máximo 100 caracteres.',
      price: 'Ingresa un precio válido, por ejemplo 45 o 45.50.',
    });
    expect(readMenuRow(row({ name: 'Taco' })).errors).toEqual({
      price: 'Ingresa un precio válido, por ejemplo 45 o 45.50.',
    });
    expect(readMenuRow(row({ name: 'Agua', variants: 'Chica' })).errors).toEqual({
      price: 'Ingresa un precio válido, por ejemplo 45 o 45.50.',
      variants: 'Escribe cada variante con su nombre y su precio, por ejemplo: Chica 45, Grande 60.',
    });
  });
});
