/** 'Hay 1 cambio sin enviar' / 'Hay 3 cambios sin enviar'. */
export function unsentChangesText(count: number): string {
  return `Hay ${count} ${count === 1 ? 'cambio' : 'cambios'} sin enviar`;
}

/** The logout warning (a native confirm: it must work on every screen, also without the shell). */
export function unsentLogoutQuestion(count: number): string {
  return `${unsentChangesText(count)} al servidor. Si cierras sesión, se perderán: se borrarán de este dispositivo sin enviarse. ¿Cerrar sesión de todos modos?`;
}
