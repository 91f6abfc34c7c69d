import { PasswordInput, type PasswordInputProps, Stack } from '@mantine/core';
import { useId } from 'react';
import { PasswordRules } from './password-rules';

type NewPasswordInputProps = Omit<PasswordInputProps, 'value'> & { value?: string };

/**
 * A new password with the hint rules shown live under it (02 §5). The error is tied to the input
 * (PasswordInput leaves it out of the ARIA), and so are the rules.
 */
export function NewPasswordInput({ value, error, ...props }: NewPasswordInputProps) {
  const errorId = useId();
  const rulesId = useId();
  return (
    <Stack gap={6}>
      <PasswordInput
        autoComplete="new-password"
        maxLength={200}
        {...props}
        value={value}
        error={error}
        errorProps={{ id: errorId }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${rulesId}` : rulesId}
      />
      <PasswordRules password={value ?? ''} id={rulesId} />
    </Stack>
  );
}
