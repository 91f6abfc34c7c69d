import { Button } from '@mantine/core';
import { IconBrandGoogle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { assignPage } from '../../../lib/page-assign';
import { runtimeConfigField } from '../../../lib/runtime-config';
import { googleRedirectUrl } from '../api/google-redirect-url';
import { LOGIN_TEXT } from './login-messages';

/** Google sign-in is offered only when the server has it configured (/config.js `googleSignIn`). */
export function googleSignInEnabled(): boolean {
  return runtimeConfigField('googleSignIn') === true;
}

interface GoogleButtonProps {
  nextUrl: string | null;
  onStart: () => void;
  onError: (error: unknown) => void;
}

/**
 * 'Continuar con Google': asks the server for Google's page, whose callback comes back to the
 * login with the result, and goes there (the button keeps loading while the browser leaves).
 */
export function GoogleButton({ nextUrl, onStart, onError }: GoogleButtonProps) {
  const start = useMutation({
    mutationFn: () => googleRedirectUrl({ source_url: '/login', next_url: nextUrl }),
    onSuccess: assignPage,
    onError,
  });
  return (
    <Button
      fullWidth
      variant="default"
      leftSection={<IconBrandGoogle size={20} aria-hidden />}
      loading={start.isPending || start.isSuccess}
      onClick={() => {
        onStart();
        start.mutate();
      }}
    >
      {LOGIN_TEXT.continueWithGoogle}
    </Button>
  );
}
