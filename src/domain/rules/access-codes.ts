import { canAccess } from '../roles';

/**
 * Whether someone may see and renew another person's access code (02 §3 Business user
 * link_code). A code signs its person in, so it goes only to those who manage users
 * ('users-write'), and an owner's (super-admin) code only to owners: otherwise a user manager
 * could sign in as the owner.
 */
export function mayManageAccessCode(viewerRoles: readonly string[], personRoles: readonly string[]): boolean {
  if (!canAccess(viewerRoles, 'users-write')) return false;
  return viewerRoles.includes('super-admin') || !personRoles.includes('super-admin');
}
