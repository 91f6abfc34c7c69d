import type { App } from '../../http/app-types';

/** Invitations: read, accept, send, and the location's staff overview (02 §7 Access, Staff). */
export async function invitationRoutes(_app: App): Promise<void> {}
