import { describe, expect, it } from 'vitest';
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
