/**
 * The guest access screens reached from the login (sign-up, invitation, password reset, access
 * code): one lazy chunk behind one import, so the host stand's entry carries one preload list.
 */
export { InvitePage } from './invite/invite-page';
export { LinkPage } from './link/link-page';
export { ResetPage } from './reset/reset-page';
export { SignupPage } from './signup/signup-page';
export { VerifyEmailPage } from './verify-email/verify-email-page';
