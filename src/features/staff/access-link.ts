import type { CopyMessages } from '../../lib/clipboard';

/** 02 §8: the toasts of copying an access code (its link too). */
export const ACCESS_CODE_COPY_MESSAGES: CopyMessages = {
  success: 'Código de acceso copiado.',
  failure: 'Error al copiar el código de acceso.',
};

/**
 * The direct sign-in link of an access code: account-link with the code in base64, the inverse
 * of what its page reads (src/features/access/link/access-code-param.ts).
 */
export function accessLinkUrl(code: string): string {
  const param = new URLSearchParams({ code: window.btoa(code) });
  return `${window.location.origin}/link?${param}`;
}
