import { Alert } from '@mantine/core';

/** The message of useFormFailure, read out as it appears. */
export function FailureAlert({ message, title }: { message: string | null; title?: string }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      {message}
    </Alert>
  );
}
