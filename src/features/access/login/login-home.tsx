import { Button, Stack, Text, Title } from '@mantine/core';
import { IconDeviceMobile, IconKey } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { LOGIN_TEXT } from './login-messages';

/** The login's first view: the ways to sign in (third-party sign-in is not configured). */
export function LoginHome({ onUseIdentifier }: { onUseIdentifier: () => void }) {
  return (
    <Stack gap="md">
      <Title order={1} size="h3" ta="center">
        {LOGIN_TEXT.title}
      </Title>
      <Text c="dimmed" ta="center" size="sm">
        Entra con el celular o el correo electrónico de tu cuenta.
      </Text>
      <Button fullWidth leftSection={<IconDeviceMobile size={20} aria-hidden />} onClick={onUseIdentifier}>
        {LOGIN_TEXT.useIdentifier}
      </Button>
      <Button
        fullWidth
        variant="default"
        leftSection={<IconKey size={20} aria-hidden />}
        component={Link}
        to="/link"
      >
        {LOGIN_TEXT.otherOptions}
      </Button>
    </Stack>
  );
}
