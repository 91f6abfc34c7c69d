import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { ACCOUNT_ERRORS } from '../../../domain/contract/account';
import { isApiError } from '../../../lib/api/api-error';
import { useCurrentRouteTitle } from '../../../ui/use-current-route-title';
import { verifyEmail } from '../api/verify-email';
import { ResendLink } from './resend-link';

/**
 * The link e-mailed at sign-up (/verify-email?token=): verifies once on arrival and says how it
 * went; an expired or used link (or none) offers 'Reenviar enlace'.
 */
export function VerifyEmailPage() {
  const title = useCurrentRouteTitle();
  const token = useSearch({ strict: false, select: (search) => search.token });
  const verify = useMutation({ mutationFn: verifyEmail });

  // A link verifies once (StrictMode runs effects twice).
  const sent = useRef(false);
  const mutate = verify.mutate;
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  const message =
    verify.isError && isApiError(verify.error) && verify.error.status !== 422
      ? verify.error.message
      : ACCOUNT_ERRORS.emailVerifyInvalid;

  return (
    <Stack gap="md">
      <Title order={1} size="h3" ta="center">
        {title}
      </Title>
      {verify.isSuccess && (
        <Alert color="green" variant="light" role="status" title="Correo verificado">
          Tu correo quedó confirmado.
        </Alert>
      )}
      {!token && (
        <Text ta="center" size="sm">
          Tu correo todavía no está verificado. Te enviamos un enlace para confirmarlo; si no te llegó o ya
          venció, pide otro.
        </Text>
      )}
      {verify.isError && (
        <Alert color="red" variant="light" role="alert">
          {message}
        </Alert>
      )}
      {token && (verify.isIdle || verify.isPending) ? (
        <Center mih={120}>
          <Stack align="center" gap="sm" role="status">
            <Loader aria-hidden />
            <Text>Verificando tu correo…</Text>
          </Stack>
        </Center>
      ) : null}
      {(!token || verify.isError) && <ResendLink />}
      {(verify.isSuccess || verify.isError || !token) && (
        <Button component={Link} to="/" fullWidth>
          Ir a Mostrador
        </Button>
      )}
    </Stack>
  );
}
