import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconDoorOff } from '@tabler/icons-react';
import { useParams } from '@tanstack/react-router';
import { isApiError } from '../../../lib/api/api-error';
import { PublicLayout } from '../public-layout';
import { usePublicWaitlistInfo } from '../public-queries';
import { RegistrationForm } from './registration-form';
import { openTypes } from './registration-rules';

/** The online registration page of a location (/r/{username}): for customers, no login. */
export default function RegistrationPage() {
  const { username = '' } = useParams({ strict: false }) as { username?: string };
  const info = usePublicWaitlistInfo(username);

  if (info.isPending) {
    return (
      <PublicLayout>
        <Center mih={200}>
          <Loader aria-label="Cargando" />
        </Center>
      </PublicLayout>
    );
  }
  if (info.error) {
    const notFound = isApiError(info.error) && info.error.status === 404;
    return (
      <PublicLayout>
        <Alert
          color={notFound ? 'gray' : 'red'}
          title={notFound ? 'Negocio no encontrado.' : 'No se pudo cargar'}
        >
          {notFound ? 'Revisa el enlace que te compartieron.' : info.error.message}
        </Alert>
      </PublicLayout>
    );
  }

  const data = info.data;
  const open = openTypes(data).length > 0;
  return (
    <PublicLayout businessName={data.location.name} thumbUrl={data.location.thumb_url}>
      {open ? (
        <Stack gap="sm">
          <Title order={2} size="h4">
            Regístrate
          </Title>
          <RegistrationForm username={username} info={data} />
        </Stack>
      ) : (
        <Stack align="center" gap="xs" py="lg" ta="center">
          <IconDoorOff size={40} stroke={1.4} aria-hidden />
          <Text fw={600}>{data.closed_message}</Text>
        </Stack>
      )}
    </PublicLayout>
  );
}
