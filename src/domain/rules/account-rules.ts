/** Access rules of 02 §5 that the screens and the server both check. */

export const ACCOUNT_MESSAGES = {
  nameInvalid: 'Ingresa un nombre y apellido válido.',
  passwordHint: 'Mínimo 8 caracteres, con una mayúscula, una minúscula y un número.',
  passwordMismatch: 'Las contraseñas no coinciden',
  accessCodeRequired: 'Debe ingresar un código de acceso',
  otpWrong: 'Código de verificación incorrecto. Por favor, intenta de nuevo.',
  otpFormat: 'El código tiene 6 dígitos.',
} as const;

/** A person's name: no @ and at least one word of 3 or more letters. */
export function isValidPersonName(input: string): boolean {
  const name = input.trim();
  return !name.includes('@') && /\p{L}{3,}/u.test(name);
}

/** What the password still lacks (02 §5 hint): empty when it is acceptable. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < 8) problems.push('8 caracteres');
  if (!/\p{Lu}/u.test(password)) problems.push('una mayúscula');
  if (!/\p{Ll}/u.test(password)) problems.push('una minúscula');
  if (!/\d/.test(password)) problems.push('un número');
  return problems;
}

export function isAcceptablePassword(password: string): boolean {
  return passwordProblems(password).length === 0;
}
