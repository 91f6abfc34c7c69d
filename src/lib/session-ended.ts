/** Survives the reload that follows a lost session, so the login can say why it is there. */
const SESSION_ENDED_KEY = 'mostrador-session-ended';

/** What the login says after the server stopped recognising the session (removed, suspended, expired). */
export const SESSION_ENDED_NOTICE = {
  title: 'Tu acceso a este negocio terminó.',
  message: 'Inicia sesión de nuevo para continuar.',
} as const;

export function noteSessionEnded(): void {
  try {
    window.sessionStorage.setItem(SESSION_ENDED_KEY, '1');
  } catch {
    // Storage unavailable: the login shows without the notice.
  }
}

/** Whether a session just ended on this tab; answers true once. */
export function takeSessionEndedNote(): boolean {
  try {
    const noted = window.sessionStorage.getItem(SESSION_ENDED_KEY) !== null;
    window.sessionStorage.removeItem(SESSION_ENDED_KEY);
    return noted;
  } catch {
    return false;
  }
}
