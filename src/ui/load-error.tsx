import { Alert, Button, Stack, Text } from '@mantine/core';
import { isApiError } from '../lib/api/api-error';

interface LoadErrorProps {
  /** What could not load, in Spanish ('No se pudieron cargar los pedidos'). */
  title: string;
  error: Error;
  onRetry: () => void;
  retrying?: boolean;
  /** What a 403 says instead (no retry helps: the user lacks the role). */
  forbidden?: { title: string; message: string };
}

/** A screen's data failed to load: what, why, and 'Reintentar' (or, without the role, whom to ask). */
export function LoadError({ title, error, onRetry, retrying = false, forbidden }: LoadErrorProps) {
  if (forbidden && isApiError(error) && error.status === 403) {
    return (
      <Alert color="gray" title={forbidden.title}>
        {forbidden.message}
      </Alert>
    );
  }
  return (
    <Alert color="red" title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{error.message}</Text>
        <Button variant="light" color="red" onClick={onRetry} loading={retrying}>
          Reintentar
        </Button>
      </Stack>
    </Alert>
  );
}
