import { cleanAccessCode } from '../../../domain/rules/phone';

/** The `code` of an access link (02 §2 account-link) is the code in base64; '' when it is not. */
export function accessCodeFromParam(param: string | undefined): string {
  if (!param) return '';
  try {
    return cleanAccessCode(window.atob(param.trim()));
  } catch {
    return '';
  }
}
