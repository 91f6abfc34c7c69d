import { Center, Loader, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { loginOauth } from '../api/login-oauth';
import { LOGIN_TEXT } from './login-messages';

interface GoogleResultStepProps {
  jwt: string;
  onSignedIn: () => void | Promise<void>;
  onNoAccount: () => void;
  /** An account holds Google's address unproved: its password must link Google to it. */
  onPasswordRequired: () => void;
  onFailed: (error: unknown) => void;
}

/** Back from Google with the signed result: POST /v1/user/account/login-oauth, once. */
export function GoogleResultStep({
  jwt,
  onSignedIn,
  onNoAccount,
  onPasswordRequired,
  onFailed,
}: GoogleResultStepProps) {
  const signIn = useMutation({
    mutationFn: (result: string) => loginOauth(result),
    onSuccess: (outcome) => {
      if (outcome === 'signed-in') return onSignedIn();
      if (outcome === 'password-required') return onPasswordRequired();
      return onNoAccount();
    },
    onError: onFailed,
  });

  // A result signs in once (StrictMode runs effects twice).
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    signIn.mutate(jwt);
  });

  return (
    <Center mih={200}>
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden />
        <Text>{LOGIN_TEXT.signingInWithGoogle}</Text>
      </Stack>
    </Center>
  );
}
