import { describe, expect, it } from 'vitest';
import {
  contactImportMessage,
  contactImportRequest,
  emptyContactRow,
  isContactHeaderRow,
  pasteContactBlock,
  startContactGrid,
} from '../../src/domain/rules/contact-grid';
import { readContactImportRow } from '../../src/domain/rules/contact-import';

const columns = ['name', 'phone', 'email'] as const;

describe('import row rules (01 §5.3)', () => {
  it('reads name, phone as E.164 (+52 by default) and an optional e-mail', () => {
    expect(readContactImportRow(columns, [' Ana ', '55 1234-5678', ''])).toEqual({
      ok: true,
      contact: { name: 'Ana', phone: '+525512345678', email: null },
    });
    expect(readContactImportRow(columns, ['Bob', '+1 (415) 555 0100', 'bob@correo.com'])).toEqual({
      ok: true,
      contact: { name: 'Bob', phone: '+14155550100', email: 'bob@correo.com' },
    });
  });

  it('follows the order the columns name and treats missing cells as empty', () => {
    expect(readContactImportRow(['phone', 'name'], ['5512345678', 'Ana'])).toMatchObject({
      ok: true,
      contact: { name: 'Ana', phone: '+525512345678' },
    });
    expect(readContactImportRow(columns, ['Ana'])).toEqual({
      ok: false,
      errors: { phone: ['Ingresa el número de WhatsApp.'] },
    });
  });

  it('names every problem of the row in Spanish', () => {
    expect(readContactImportRow(columns, ['', '12345', 'correo@'])).toEqual({
      ok: false,
      errors: {
        name: ['Ingresa el nombre del cliente.'],
        phone: ['Ingresa un número de 10 dígitos, o con + y la lada del país.'],
        email: ['Ingresa un correo electrónico válido.'],
      },
    });
    expect(readContactImportRow(columns, ['x'.repeat(101), '5512345678'])).toEqual({
      ok: false,
      errors: { name: ['El nombre admite como máximo 100 caracteres.'] },
    });
  });
});

describe('the import grid (01 §2.8, §8)', () => {
  const SHEET =
    'Nombre\tWhatsApp\tCorreo electrónico\r\nAna Ruiz\t55 1111 0001\tana@correo.mx\r\nBeto\t5511110002\t\r\n';

  it('starts with 7 empty rows; a pasted block fills it, its title row skipped', () => {
    const grid = startContactGrid();
    expect(grid).toHaveLength(7);
    const pasted = pasteContactBlock(grid, { row: 0, column: 'name' }, SHEET);
    expect(pasted.slice(0, 3)).toEqual([
      { name: 'Ana Ruiz', phone: '55 1111 0001', email: 'ana@correo.mx' },
      { name: 'Beto', phone: '5511110002', email: '' },
      { name: '', phone: '', email: '' },
    ]);
    expect(isContactHeaderRow(['Cliente', 'Teléfono'])).toBe(true);
    expect(isContactHeaderRow(['Nombre Apellido', '5511110002'])).toBe(false);
  });

  it('sends only the filled rows and remembers their grid numbers', () => {
    const grid = [emptyContactRow(), { name: 'Ana', phone: '5511110001', email: '' }, emptyContactRow()];
    grid.push({ name: ' Beto ', phone: '', email: 'b@c.mx' });
    expect(contactImportRequest(grid, [3])).toEqual({
      body: {
        source: 'table',
        data: {
          columns: ['name', 'phone', 'email'],
          rows: [
            ['Ana', '5511110001', ''],
            ['Beto', '', 'b@c.mx'],
          ],
        },
        tags: [3],
      },
      gridRows: [2, 4],
    });
  });

  it('says how many were imported and how many failed', () => {
    expect(contactImportMessage({ ok_count: 1, error_count: 0 })).toBe('Se importó un cliente.');
    expect(contactImportMessage({ ok_count: 4, error_count: 1 })).toBe(
      'Se importaron 4 clientes. 1 no pudieron ser importados.',
    );
  });
});
