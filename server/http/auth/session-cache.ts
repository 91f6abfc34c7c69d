import type { AuthSession } from './auth-session';

/**
 * How long a resolved session is reused without asking the database. Short, because with several
 * servers on one PostgreSQL a logout or role change made on another server reaches this one's
 * cache only when the entry expires; on this server they invalidate it at once.
 */
export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 5_000;

/** Resolved sessions by token hash, so an authenticated request usually costs no session query. */
export class SessionCache {
  private readonly entries = new Map<string, { auth: AuthSession; until: number }>();

  get(tokenHash: string, now: Date): AuthSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until <= now.getTime() || entry.auth.expiresAt <= now) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.auth;
  }

  set(tokenHash: string, auth: AuthSession, now: Date): void {
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, { auth, until: now.getTime() + SESSION_CACHE_TTL_MS });
  }

  /** Logout: the token is gone. */
  forgetToken(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  /** A session's location changed. */
  forgetSession(sessionId: number): void {
    for (const [hash, entry] of this.entries)
      if (entry.auth.sessionId === sessionId) this.entries.delete(hash);
  }

  /** A user's roles or status changed: every session of the user is resolved again. */
  forgetUser(userId: number): void {
    for (const [hash, entry] of this.entries) if (entry.auth.userId === userId) this.entries.delete(hash);
  }
}
