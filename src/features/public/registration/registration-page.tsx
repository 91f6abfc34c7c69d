import { Stack, Text, Title } from '@mantine/core';
import { IconDoorOff } from '@tabler/icons-react';
import { useParams } from '@tanstack/react-router';
import { PublicLayout } from '../public-layout';
import { PublicLoadError, PublicLoading } from '../public-load-state';
import { usePublicWaitlistInfo } from '../public-queries';
import { RegistrationForm } from './registration-form';
import { openTypes, type PublicRegistrationType } from './registration-rules';

/**
 * The online registration page of a location (/r/{username}/registro): for customers, no login. The links
 * for one kind (/r/{username}/turno, /reservar) open it on that kind when it is open.
 */
export default function RegistrationPage({ preferredType }: { preferredType?: PublicRegistrationType }) {
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
          <RegistrationForm username={username} info={data} preferredType={preferredType} />
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

export function WaitlistRegistrationPage() {
  return <RegistrationPage preferredType="waitlist" />;
}

export function BookingRegistrationPage() {
  return <RegistrationPage preferredType="booking" />;
}
