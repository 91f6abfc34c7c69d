import { describe, expect, it } from 'vitest';
import { AUTOMATION_MESSAGES as M } from '../../src/domain/contract/automations';
import { checkAutomationConfig } from '../../src/domain/rules/automation-config';
import { automationName } from '../../src/domain/rules/automation-name';
import {
  ACTION_PRESETS,
  EVENT_ACTION_PAIRS,
  EVENT_PRESETS,
  isPaired,
} from '../../src/domain/rules/automation-presets';

describe('automationName (02 §4)', () => {
  it("is 'Si {event}, entonces {action}' from the texts after the last colon, first letter lowercased", () => {
    expect(automationName('Lista de espera: Una visita se completa', 'Encuestas: Enviar encuesta')).toBe(
      'Si una visita se completa, entonces enviar encuesta',
    );
    expect(automationName('A: b: Se entrega un pedido', 'Otorgar un sello')).toBe(
      'Si se entrega un pedido, entonces otorgar un sello',
    );
  });

  it('is cut to the 100 characters of a name', () => {
    const name = automationName(`Evento: ${'x'.repeat(80)}`, `Acción: ${'y'.repeat(80)}`);
    expect(name).toHaveLength(100);
    expect(name.startsWith(`Si ${'x'.repeat(80)}, entonces `)).toBe(true);
  });

  it('gives every offered pair a name of at most 100 characters', () => {
    for (const pair of EVENT_ACTION_PAIRS) {
      const event = EVENT_PRESETS.find((preset) => preset.id === pair.if_id);
      const action = ACTION_PRESETS.find((preset) => preset.id === pair.then_id);
      expect(event?.active && action?.active).toBe(true);
      expect(automationName(event?.name ?? '', action?.name ?? '').length).toBeLessThanOrEqual(100);
    }
  });
});

describe('the pairing list', () => {
  it('never lets a granted stamp (which can fill a card) follow a filled card', () => {
    expect(isPaired(EVENT_ACTION_PAIRS, 4, 4)).toBe(false);
    expect(isPaired(EVENT_ACTION_PAIRS, 1, 1)).toBe(true);
  });
});

describe('checkAutomationConfig (02 §3 field types)', () => {
  const field = {
    required: true,
    hint: null,
    min: null,
    max: null,
    step: null,
    options: null,
    default: null,
    relation: null,
  };

  it('checks each type, applies defaults and drops what no field names', () => {
    const fields = [
      { ...field, name: 'channel', title: 'Canal', type: 'select', options: [{ value: 'sms', text: 'SMS' }] },
      { ...field, name: 'at', title: 'Hora', type: 'time' },
      { ...field, name: 'amount', title: 'Monto', type: 'decimal', min: 1, max: 10 },
      { ...field, name: 'mail', title: 'Correo', type: 'email', required: false },
      { ...field, name: 'note', title: 'Nota', type: 'textarea', max: 5 },
      { ...field, name: 'form', title: 'Encuesta', type: 'relation', default: 3 },
    ];
    expect(
      checkAutomationConfig(
        fields,
        { channel: 'sms', at: '08:30', amount: '2.5', note: ' hola ', extra: 1 },
        'p',
      ),
    ).toEqual({
      config: { channel: 'sms', at: '08:30', amount: 2.5, mail: null, note: 'hola', form: 3 },
      errors: {},
    });
    expect(
      checkAutomationConfig(
        fields,
        { channel: 'fax', at: '25:00', amount: 11, mail: 'no', note: 'demasiado', form: -1 },
        'p',
      ).errors,
    ).toEqual({
      'p.channel': [M.notAChoice],
      'p.at': [M.notATime],
      'p.amount': [M.outOfRange(1, 10)],
      'p.mail': [M.notAnEmail],
      'p.note': [M.tooLong(5)],
      'p.form': [M.notAChoice],
    });
    expect(checkAutomationConfig(fields, {}, 'p').errors['p.channel']).toEqual([M.fieldRequired]);
  });
});
