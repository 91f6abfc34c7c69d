import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { OTP_LENGTH, OTP_SENDS_BEFORE_WARNING, OTP_TTL_MINUTES } from '../../../domain/contract/account';
import { ACCOUNT_MESSAGES } from '../../../domain/rules/account-rules';
import { API_ERROR_MESSAGES, isApiError } from '../../../lib/api/api-error';
import { formatPhone } from '../../../lib/format';
import { sendOneTimeCode, verifyOneTimeCode } from '../api/one-time-code';
import { useResendCountdown } from './use-resend-countdown';

export const PHONE_VERIFY_TEXT = {
  sendWarning:
    'Parece que hay un problema con el envío del código. Revisa que tu número sea correcto o pide ayuda por WhatsApp.',
  codeLabel: 'Código de verificación',
  resend: 'Reenviar código',
} as const;

function messageOf(error: unknown, field: string): string {
  if (!isApiError(error)) return API_ERROR_MESSAGES.unknown;
  return error.errors?.[field]?.[0] ?? error.errors?.phone?.[0] ?? error.message;
}

/**
 * What the screen says of the SMS: 'Te enviamos…' only once the server took a send; while the
 * first is on its way 'Enviando…'; when it was refused (the reason shows in the alert below),
 * only that an earlier code, if any, still works.
 */
function SendStatus({ phone, sent, refused }: { phone: string; sent: boolean; refused: boolean }) {
  const number = (
    <Text span fw={600}>
      {formatPhone(phone)}
    </Text>
  );
  if (refused) {
    return (
      <Text ta="center" size="sm">
        No pudimos enviar un código nuevo al {number}. Si ya recibiste uno en los últimos {OTP_TTL_MINUTES}{' '}
        minutos, escríbelo abajo.
      </Text>
    );
  }
  return (
    <Text ta="center" size="sm">
      {sent ? 'Te enviamos' : 'Enviando'} un código de {OTP_LENGTH} dígitos por SMS al {number}
      {sent ? '.' : '…'}
    </Text>
  );
}

/**
 * Sends the code on arrival (otp-send), then verifies the 6 digits as soon as they are all typed
 * (otp-verify). 'Reenviar código' waits 3 s after each send; after 3 sends a warning appears.
 */
export function CodeStep({ phone, onVerified }: { phone: string; onVerified: () => void | Promise<void> }) {
  const [code, setCode] = useState('');
  const [sends, setSends] = useState(0);
  const [codeError, setCodeError] = useState<string | null>(null);
  const countdown = useResendCountdown();
  const inputRef = useRef<HTMLInputElement>(null);

  const send = useMutation({
    mutationFn: () => sendOneTimeCode(phone),
    onSuccess: () => {
      setSends((count) => count + 1);
      countdown.start();
      inputRef.current?.focus();
    },
    onError: countdown.start,
  });
  const verify = useMutation({
    mutationFn: (typed: string) => verifyOneTimeCode(phone, typed),
    onSuccess: async (verified) => {
      if (verified) return onVerified();
      wrongCode(ACCOUNT_MESSAGES.otpWrong);
    },
    onError: (error) => wrongCode(messageOf(error, 'code')),
  });

  function wrongCode(message: string) {
    setCodeError(message);
    setCode('');
    inputRef.current?.focus();
  }

  // Once per visit, also under StrictMode's double effects.
  const sentOnArrival = useRef(false);
  const sendCode = send.mutate;
  useEffect(() => {
    if (sentOnArrival.current) return;
    sentOnArrival.current = true;
    sendCode();
  }, [sendCode]);

  const onCodeChange = (value: string) => {
    const digits = value.replace(/\D/g, '').slice(0, OTP_LENGTH);
    setCode(digits);
    setCodeError(null);
    if (digits.length === OTP_LENGTH && !verify.isPending) verify.mutate(digits);
  };

  return (
    <Stack gap="md">
      <SendStatus phone={phone} sent={sends > 0} refused={send.isError && sends === 0} />
      <TextInput
        ref={inputRef}
        label={PHONE_VERIFY_TEXT.codeLabel}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        value={code}
        onChange={(event) => onCodeChange(event.currentTarget.value)}
        error={codeError}
        disabled={verify.isPending}
        styles={{ input: { textAlign: 'center', fontSize: '1.5rem', letterSpacing: '0.5em' } }}
      />
      {send.isError && (
        <Alert color="red" variant="light" role="alert">
          {messageOf(send.error, 'phone')}
        </Alert>
      )}
      {sends >= OTP_SENDS_BEFORE_WARNING && (
        <Alert color="yellow" variant="light" role="status">
          {PHONE_VERIFY_TEXT.sendWarning}
        </Alert>
      )}
      <Button
        variant="default"
        fullWidth
        loading={send.isPending}
        disabled={countdown.secondsLeft > 0}
        onClick={() => send.mutate()}
      >
        {countdown.secondsLeft > 0
          ? `${PHONE_VERIFY_TEXT.resend} en ${countdown.secondsLeft} s`
          : PHONE_VERIFY_TEXT.resend}
      </Button>
    </Stack>
  );
}
