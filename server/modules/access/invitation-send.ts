import { and, eq, isNull } from 'drizzle-orm';
import { ACCOUNT_ERRORS, INVITATION_TTL_DAYS, type InviteBody } from '../../../src/domain/contract/account';
import {
  invitableStaffRoles,
  STAFF_ROLE_LABELS,
  type StaffRole,
} from '../../../src/domain/rules/staff-roles';
import type { Db } from '../../db/client';
import { invitations, locations, memberships, users } from '../../db/schema';
import { hashSessionToken, newSessionToken } from '../../http/auth/session-token';
import { ValidationError } from '../../http/errors';
import type { Tenant } from '../../http/tenancy';
import { queuePlatformMessage } from '../messaging/platform-message';

export const INVITATION_MESSAGES = {
  alreadyMember: 'Esta persona ya tiene acceso a esta ubicación.',
} as const;

const DAY_MS = 86_400_000;

/** The invitation e-mail (02 §2 Staff): who invites, where, as what, and the link. */
export function invitationEmail(input: { name: string; location: string; role: StaffRole; link: string }) {
  return {
    subject: `Te invitaron a ${input.location} en Mostrador`,
    body: [
      `Hola, ${input.name}:`,
      '',
      `Te invitaron a unirte a ${input.location} en Mostrador como ${STAFF_ROLE_LABELS[input.role]}. Abre este enlace para aceptar la invitación:`,
      '',
      input.link,
      '',
      `La invitación vence en ${INVITATION_TTL_DAYS} días y sirve una sola vez. Si no esperabas este correo, ignóralo.`,
    ].join('\n'),
  };
}

export interface SentInvitation {
  id: number;
  createdAt: Date;
  expiresAt: Date;
  messageId: number;
}

/**
 * Stores an invitation to the tenant's location (its token hashed, a week long, replacing a
 * pending one to the same e-mail) and queues its e-mail with `{origin}/invite?token=…`, in one
 * transaction; the caller queues the delivery after the commit. The role must be one the inviter
 * may give (422 on `role`); a person already working at the location is a 422 on `email`.
 */
export async function sendInvitation(
  db: Db,
  input: { tenant: Tenant; body: InviteBody; origin: string; now: Date },
): Promise<SentInvitation> {
  const { tenant, body, now } = input;
  if (!invitableStaffRoles(tenant.roles).includes(body.role)) {
    throw ValidationError.forField('role', ACCOUNT_ERRORS.inviteRoleDenied);
  }
  const [member] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.locationId, tenant.locationId), eq(users.email, body.email)))
    .limit(1);
  if (member) throw ValidationError.forField('email', INVITATION_MESSAGES.alreadyMember);
  const [location] = await db
    .select({ name: locations.name })
    .from(locations)
    .where(eq(locations.id, tenant.locationId));
  const token = newSessionToken();
  const link = `${input.origin}/invite?token=${encodeURIComponent(token)}`;
  const email = invitationEmail({ name: body.name, location: location?.name ?? '', role: body.role, link });
  return db.transaction(async (tx) => {
    await tx
      .delete(invitations)
      .where(
        and(
          eq(invitations.locationId, tenant.locationId),
          eq(invitations.email, body.email),
          isNull(invitations.acceptedAt),
        ),
      );
    const [row] = await tx
      .insert(invitations)
      .values({
        companyId: tenant.companyId,
        locationId: tenant.locationId,
        invitedBy: tenant.userId,
        name: body.name,
        email: body.email,
        role: body.role,
        tokenHash: hashSessionToken(token),
        expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS),
        createdAt: now,
      })
      .returning({ id: invitations.id, createdAt: invitations.createdAt, expiresAt: invitations.expiresAt });
    if (!row) throw new Error('invitation not inserted');
    const messageId = await queuePlatformMessage(tx, { channel: 'email', to: body.email, ...email, now });
    return { ...row, messageId };
  });
}
