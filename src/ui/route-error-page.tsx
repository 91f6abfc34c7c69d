import { Button, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router';
import { isApiError } from '../lib/api/api-error';
import { isChunkLoadError } from '../lib/chunk-load-error';
import { useReloadWhenServerAnswers } from './use-reload-when-server-answers';

const FALLBACK_MESSAGE = 'Ocurrió un error inesperado. Por favor, intenta de nuevo.';
const CHUNK_MESSAGE =
  'No hay conexión con el servidor para cargar esta pantalla. Se abrirá sola cuando vuelva la conexión.';

/**
 * A route that failed to load (settings, a chunk, a screen): the reason and a way out. When the
 * screen's code could not be fetched, it also reopens by itself once the server answers.
 */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const chunkMissing = isChunkLoadError(error);
  useReloadWhenServerAnswers(chunkMissing);
  const message = isApiError(error) ? error.message : chunkMissing ? CHUNK_MESSAGE : FALLBACK_MESSAGE;
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" maw={440} ta="center" role="alert">
        <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden>
          <IconAlertTriangle size={32} />
        </ThemeIcon>
        <Title order={1} size="h3">
          No se pudo abrir esta pantalla
        </Title>
        <Text c="dimmed">{message}</Text>
        <Group>
          <Button onClick={retry}>Reintentar</Button>
          <Button component={Link} to="/" variant="default">
            Ir al inicio
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
