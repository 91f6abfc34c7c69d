import { describe, expect, it } from 'vitest';
import { campaignActions, campaignStatusLabel } from '../../src/domain/contract/campaigns';

describe('what a campaign status allows (01 §4.6)', () => {
  it.each([
    ['stopped', 0, { can_activate: true, can_stop: false, is_editable: true }],
    ['stopped', 3, { can_activate: true, can_stop: false, is_editable: false }],
    ['pending', 0, { can_activate: false, can_stop: true, is_editable: false }],
    ['active', 0, { can_activate: false, can_stop: true, is_editable: false }],
    ['sending', 2, { can_activate: false, can_stop: true, is_editable: false }],
    ['finished', 2, { can_activate: false, can_stop: false, is_editable: false }],
    ['canceled', 0, { can_activate: false, can_stop: false, is_editable: false }],
  ] as const)('%s with %i messages written → %j', (status, written, actions) => {
    expect(campaignActions(status, written)).toEqual(actions);
  });

  it("a stopped campaign without a reason is a draft ('Borrador'); with one it is 'Detenida'", () => {
    expect(campaignStatusLabel({ status: 'stopped', status_message: null })).toBe('Borrador');
    expect(
      campaignStatusLabel({ status: 'stopped', status_message: 'Campaña detenida por el usuario.' }),
    ).toBe('Detenida');
    expect(campaignStatusLabel({ status: 'pending', status_message: null })).toBe('Pendiente');
  });
});
