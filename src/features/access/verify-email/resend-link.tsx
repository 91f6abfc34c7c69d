import { Alert, Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { EMAIL_VERIFY_TTL_HOURS } from '../../../domain/contract/account';
import { API_ERROR_MESSAGES, isApiError } from '../../../lib/api/api-error';
import { isLoggedIn } from '../../../lib/session';
import { resendEmailVerification } from '../api/resend-email-verification';

export const RESEND_TEXT = {
  resend: 'Reenviar enlace',
  signInToResend: 'Inicia sesión para pedir otro enlace',
} as const;

function refusalOf(error: unknown): string {
  if (!isApiError(error)) return API_ERROR_MESSAGES.unknown;
  return error.errors?.email?.[0] ?? error.message;
}

/**
 * 'Reenviar enlace': a new verification link to the account's e-mail (signed in); signed out, the
 * way to sign in first and come back here.
 */
export function ResendLink() {
  const resend = useMutation({ mutationFn: resendEmailVerification });
  if (!isLoggedIn()) {
    return (
      <Button component={Link} to="/login" search={{ next_url: '/verify-email' }} variant="default" fullWidth>
        {RESEND_TEXT.signInToResend}
      </Button>
    );
  }
  return (
    <Stack gap="sm">
      {resend.isSuccess && (
        <Alert color="green" variant="light" role="status" title="Enlace enviado">
          Te enviamos un enlace nuevo a {resend.data.email}. Vence en {EMAIL_VERIFY_TTL_HOURS} horas; los
          enlaces anteriores también sirven mientras no venzan.
        </Alert>
      )}
      {resend.isError && (
        <Alert color="red" variant="light" role="alert">
          {refusalOf(resend.error)}
        </Alert>
      )}
      <Button variant="default" fullWidth loading={resend.isPending} onClick={() => resend.mutate()}>
        {RESEND_TEXT.resend}
      </Button>
    </Stack>
  );
}
