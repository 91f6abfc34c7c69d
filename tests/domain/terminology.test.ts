import { describe, expect, it } from 'vitest';
import { capitalizedTerm, pluralTerm } from '../../src/domain/rules/terminology';

describe('terminology (02 §5): the plural derived from the singular', () => {
  it.each([
    ['Cliente', 'Clientes'],
    ['Empleado', 'Empleados'],
    ['Mesero', 'Meseros'],
    ['Comensal', 'Comensales'],
    ['Reservación', 'Reservaciones'],
    ['Lista de espera', 'Listas de espera'],
    ['Lápiz', 'Lápices'],
    ['Menú', 'Menús'],
    ['Autobús', 'Autobuses'],
    ['Turno', 'Turnos'],
    ['Cita', 'Citas'],
    ['Doctor', 'Doctores'],
    ['  Mesa  ', 'Mesas'],
    ['', ''],
  ])('%s → %s', (singular, plural) => {
    expect(pluralTerm(singular)).toBe(plural);
  });

  it('capitalises the singular as it is typed', () => {
    expect(capitalizedTerm('comensal')).toBe('Comensal');
    expect(capitalizedTerm('ñandú')).toBe('Ñandú');
    expect(capitalizedTerm('')).toBe('');
  });
});
