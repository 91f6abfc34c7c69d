import { Stack, Text, Title } from '@mantine/core';
import { IconDoorOff } from '@tabler/icons-react';
import { useParams } from '@tanstack/react-router';
import { PublicLayout } from '../public-layout';
import { PublicLoadError, PublicLoading } from '../public-load-state';
import { usePublicWaitlistInfo } from '../public-queries';
import { RegistrationForm } from './registration-form';
import { openTypes } from './registration-rules';

/** The online registration page of a location (/r/{username}): for customers, no login. */
export default function RegistrationPage() {
  const { username = '' } = useParams({ strict: false }) as { username?: string };
  const info = usePublicWaitlistInfo(username);

  if (info.isPending) return <PublicLoading />;
  if (info.error) {
    return (
      <PublicLoadError
        error={info.error}
        notFound={{ title: 'Negocio no encontrado.', hint: 'Revisa el enlace que te compartieron.' }}
        failedTitle="No se pudo cargar"
      />
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
