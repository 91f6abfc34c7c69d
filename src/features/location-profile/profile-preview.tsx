import { Badge, Box, Center, Loader, Stack, Text } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { usePublicProfile } from '../public/profile/profile-queries';
import { ProfileView } from '../public/profile/profile-view';

interface ProfilePreviewProps {
  /** The saved custom link: the preview is the public page as customers see it now. */
  username: string;
  dirty: boolean;
}

/**
 * The live phone preview (02 §2 Business profile): the public page itself from the saved data;
 * while the form has unsaved changes it says 'Guarda para actualizar', and it is read again after
 * a save.
 */
export function ProfilePreview({ username, dirty }: ProfilePreviewProps) {
  const profile = usePublicProfile(username);
  const module = useRouteContext({ from: '__root__', select: (context) => context.module });
  return (
    <Stack gap="xs" align="center" pos="sticky" top={16}>
      <Box
        w={320}
        h={640}
        style={{
          border: '10px solid var(--mantine-color-dark-7)',
          borderRadius: 36,
          overflow: 'auto',
          background: 'var(--mantine-color-gray-0)',
        }}
        aria-label="Vista previa del perfil"
        role="region"
      >
        {profile.data ? (
          <ProfileView profile={profile.data} module={module} preview />
        ) : (
          <Center h="100%">
            {profile.error ? <Text size="sm">No se pudo cargar la vista previa.</Text> : <Loader />}
          </Center>
        )}
      </Box>
      {dirty ? (
        <Badge color="orange" variant="light">
          Guarda para actualizar
        </Badge>
      ) : (
        <Text size="xs" c="dimmed">
          Así ven tu página tus clientes.
        </Text>
      )}
    </Stack>
  );
}
