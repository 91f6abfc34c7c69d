import { MESSAGES } from '../../../domain/contract/access';

/** Spanish texts of the login screen (02 §2 and §5 Access). */
export const LOGIN_TEXT = {
  title: 'Inicia sesión',
  ways: 'Entra con el celular o el correo electrónico de tu cuenta.',
  waysWithGoogle: 'Entra con Google, o con el celular o el correo electrónico de tu cuenta.',
  continueWithGoogle: 'Continuar con Google',
  signingInWithGoogle: 'Iniciando sesión con Google…',
  useIdentifier: 'Usar celular o correo',
  otherOptions: 'Otras opciones de acceso',
  identifierLabel: 'Celular o correo electrónico',
  continue: 'Continuar',
  back: 'Volver',
  passwordLabel: 'Contraseña',
  submit: 'Iniciar sesión',
  passwordTrouble: 'Problemas con la contraseña?',
  invalidIdentifier: MESSAGES.invalidIdentifier,
  passwordRequired: MESSAGES.passwordRequired,
} as const;
