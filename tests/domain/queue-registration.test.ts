import { describe, expect, it } from 'vitest';
import type { RegisterBody } from '../../src/domain/contract/queue-registration';
import { type RegistrationSettings, registrationErrors } from '../../src/domain/rules/queue-registration';

const settings = (overrides: Partial<RegistrationSettings> = {}): RegistrationSettings => ({
  max_group_size: 10,
  form_items: { service: false, employee: false, email: false },
  ...overrides,
});

const walkIn = (overrides: Partial<RegisterBody> = {}): RegisterBody => ({
  type: 'waitlist',
  contact_id: 7,
  group_size: 2,
  ...overrides,
});

describe('registrationErrors (01 §5.5)', () => {
  it('accepts a complete walk-in and a complete booking', () => {
    expect(registrationErrors(walkIn(), settings())).toEqual({});
    expect(
      registrationErrors(
        walkIn({ type: 'booking', booking_date: '2030-01-05T19:30:00-06:00', duration_mins: 90 }),
        settings(),
      ),
    ).toEqual({});
  });

  it("requires the service only when the form shows it: 'Selecciona un servicio'", () => {
    const withService = settings({ form_items: { service: true, employee: false, email: false } });
    expect(registrationErrors(walkIn(), withService)).toEqual({ product_id: ['Selecciona un servicio'] });
    expect(registrationErrors(walkIn({ product_id: 3 }), withService)).toEqual({});
    expect(registrationErrors(walkIn(), settings())).toEqual({});
  });

  it("requires the employee only when the form shows it: 'Selecciona una persona'", () => {
    const withEmployee = settings({ form_items: { service: false, employee: true, email: false } });
    expect(registrationErrors(walkIn(), withEmployee)).toEqual({
      assigned_user_id: ['Selecciona una persona'],
    });
    expect(registrationErrors(walkIn({ assigned_user_id: 4 }), withEmployee)).toEqual({});
  });

  it("requires a group size while max_group_size is above 0: 'Selecciona el tamaño del grupo'", () => {
    expect(registrationErrors(walkIn({ group_size: null }), settings())).toEqual({
      group_size: ['Selecciona el tamaño del grupo'],
    });
    expect(registrationErrors(walkIn({ group_size: undefined }), settings())).toEqual({
      group_size: ['Selecciona el tamaño del grupo'],
    });
    expect(registrationErrors(walkIn({ group_size: null }), settings({ max_group_size: 0 }))).toEqual({});
  });

  it("refuses a group above the maximum: 'El tamaño del grupo debe ser menor o igual a {max}'", () => {
    expect(registrationErrors(walkIn({ group_size: 6 }), settings({ max_group_size: 6 }))).toEqual({});
    expect(registrationErrors(walkIn({ group_size: 7 }), settings({ max_group_size: 6 }))).toEqual({
      group_size: ['El tamaño del grupo debe ser menor o igual a 6'],
    });
    expect(registrationErrors(walkIn({ group_size: 40 }), settings({ max_group_size: 0 }))).toEqual({});
  });

  it("asks a booking for date and time ('Selecciona una fecha y hora') and duration ('Selecciona la duración')", () => {
    expect(registrationErrors(walkIn({ type: 'booking' }), settings())).toEqual({
      booking_date: ['Selecciona una fecha y hora'],
      duration_mins: ['Selecciona la duración'],
    });
    // A walk-in needs neither.
    expect(registrationErrors(walkIn({ type: 'waitlist' }), settings())).toEqual({});
  });

  it("requires a customer: a contact, or a name and a phone for a new one ('Selecciona un cliente')", () => {
    const noContact = { contact_id: null };
    expect(registrationErrors(walkIn(noContact), settings())).toEqual({
      contact_id: ['Selecciona un cliente'],
    });
    expect(registrationErrors(walkIn({ ...noContact, name: 'Ana' }), settings())).toEqual({
      contact_id: ['Selecciona un cliente'],
    });
    expect(registrationErrors(walkIn({ ...noContact, name: '  ', phone: '5512345678' }), settings())).toEqual(
      { contact_id: ['Selecciona un cliente'] },
    );
    expect(
      registrationErrors(walkIn({ ...noContact, name: 'Ana', phone: '5512345678' }), settings()),
    ).toEqual({});
  });

  it("limits notes to 255 characters: 'Las notas deben tener como máximo 255 caracteres.'", () => {
    expect(registrationErrors(walkIn({ notes: 'a'.repeat(255) }), settings())).toEqual({});
    expect(registrationErrors(walkIn({ notes: 'a'.repeat(256) }), settings())).toEqual({
      notes: ['Las notas deben tener como máximo 255 caracteres.'],
    });
  });

  it('reports every failing field at once', () => {
    const everything = settings({
      max_group_size: 4,
      form_items: { service: true, employee: true, email: false },
    });
    const errors = registrationErrors(
      { type: 'booking', contact_id: null, group_size: 5, notes: 'x'.repeat(300) },
      everything,
    );
    expect(Object.keys(errors).sort()).toEqual([
      'assigned_user_id',
      'booking_date',
      'contact_id',
      'duration_mins',
      'group_size',
      'notes',
      'product_id',
    ]);
    expect(errors.group_size).toEqual(['El tamaño del grupo debe ser menor o igual a 4']);
  });
});
