import { canAccess } from '../roles';

/** One of a person's memberships: where, with which fine roles. */
export interface MembershipRoles {
  locationId: number;
  roles: readonly string[];
}

/**
 * Whether someone may see and renew another person's access code (02 §3 Business user
 * link_code). A code signs its person in everywhere they belong, so it goes only to someone who
 * already manages users ('users-write') at EVERY location of that person, and, where the person
 * is an owner (super-admin), is an owner there too. Otherwise a user manager could sign in as the
 * owner, or as someone with more rights at another location or company.
 */
export function mayManageAccessCode(
  viewerRolesAt: (locationId: number) => readonly string[],
  person: readonly MembershipRoles[],
): boolean {
  return (
    person.length > 0 &&
    person.every(({ locationId, roles }) => {
      const viewer = viewerRolesAt(locationId);
      if (!canAccess(viewer, 'users-write')) return false;
      return viewer.includes('super-admin') || !roles.includes('super-admin');
    })
  );
}
