import { Alert, Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { EMAIL_VERIFY_TTL_HOURS } from '../../../domain/contract/account';
import { API_ERROR_MESSAGES, isApiError } from '../../../lib/api/api-error';
import { isLoggedIn } from '../../../lib/session';
import { resendEmailVerification } from '../api/resend-email-verification';

export const RESEND_TEXT = {
  resend: 'Reenviar enlace',
  signInToResend: 'Inicia sesión para pedir otro enlace',
} as const;

const SIGN_IN_HREF = `/login?${new URLSearchParams({ next_url: '/verify-email' })}`;

function refusalOf(error: unknown): string {
  if (!isApiError(error)) return API_ERROR_MESSAGES.unknown;
  return error.errors?.email?.[0] ?? error.message;
}

/**
 * 'Reenviar enlace': a new verification link to the account's e-mail (signed in); signed out, the
 * way to sign in first and come back here.
 */
export function ResendLink() {
  const navigate = useNavigate();
  const resend = useMutation({ mutationFn: resendEmailVerification });
  if (!isLoggedIn()) {
    return (
      <Button
        component="a"
        href={SIGN_IN_HREF}
        variant="default"
        fullWidth
        onClick={(event) => {
          event.preventDefault();
          void navigate({ href: SIGN_IN_HREF });
        }}
      >
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
