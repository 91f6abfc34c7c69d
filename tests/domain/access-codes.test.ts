import { describe, expect, it } from 'vitest';
import { mayManageAccessCode } from '../../src/domain/rules/access-codes';

const HERE = 1;
const THERE = 2;

/** The viewer's roles per location. */
function viewer(roles: Record<number, string[]>) {
  return (locationId: number) => roles[locationId] ?? [];
}

describe("who may see and renew a person's access code", () => {
  it('an owner, for the people of their location', () => {
    expect(
      mayManageAccessCode(viewer({ [HERE]: ['super-admin'] }), [
        { locationId: HERE, roles: ['waitlist-manager'] },
      ]),
    ).toBe(true);
    expect(
      mayManageAccessCode(viewer({ [HERE]: ['super-admin'] }), [
        { locationId: HERE, roles: ['super-admin'] },
      ]),
    ).toBe(true);
  });

  it('a user manager, but not for an owner', () => {
    const manager = viewer({ [HERE]: ['user-manager'] });
    expect(mayManageAccessCode(manager, [{ locationId: HERE, roles: ['waitlist-manager'] }])).toBe(true);
    expect(mayManageAccessCode(manager, [{ locationId: HERE, roles: ['super-admin'] }])).toBe(false);
  });

  it('never someone who only reads users', () => {
    expect(mayManageAccessCode(viewer({ [HERE]: ['user-reader'] }), [{ locationId: HERE, roles: [] }])).toBe(
      false,
    );
  });

  it('not when the person also belongs where the viewer manages no users (another location or company)', () => {
    const person = [
      { locationId: HERE, roles: ['waitlist-employee'] },
      { locationId: THERE, roles: ['business-manager'] },
    ];
    expect(mayManageAccessCode(viewer({ [HERE]: ['super-admin'] }), person)).toBe(false);
    expect(mayManageAccessCode(viewer({ [HERE]: ['super-admin'], [THERE]: ['user-manager'] }), person)).toBe(
      true,
    );
    expect(
      mayManageAccessCode(viewer({ [HERE]: ['super-admin'], [THERE]: ['user-manager'] }), [
        { locationId: HERE, roles: [] },
        { locationId: THERE, roles: ['super-admin'] },
      ]),
    ).toBe(false);
  });

  it('not for a person with no membership at all', () => {
    expect(mayManageAccessCode(viewer({ [HERE]: ['super-admin'] }), [])).toBe(false);
  });
});
