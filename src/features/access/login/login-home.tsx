import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconDeviceMobile, IconKey } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { GoogleButton, googleSignInEnabled } from './google-button';
import { LOGIN_TEXT } from './login-messages';
import { googleFailureNotice, type LoginNotice } from './login-notice';

interface LoginHomeProps {
  nextUrl: string | null;
  /** Why the user is back here (Google sign-in canceled or failed), shown above the choices. */
  notice: LoginNotice | null;
  onNotice: (notice: LoginNotice | null) => void;
  onUseIdentifier: () => void;
}

/** The login's first view: the ways to sign in, Google first when the server offers it. */
export function LoginHome({ nextUrl, notice, onNotice, onUseIdentifier }: LoginHomeProps) {
  const withGoogle = googleSignInEnabled();
  return (
    <Stack gap="md">
      <Title order={1} size="h3" ta="center">
        {LOGIN_TEXT.title}
      </Title>
      <Text c="dimmed" ta="center" size="sm">
        {withGoogle ? LOGIN_TEXT.waysWithGoogle : LOGIN_TEXT.ways}
      </Text>
      {notice && (
        <Alert color={notice.color} variant="light" role="alert">
          {notice.message}
        </Alert>
      )}
      {withGoogle && (
        <GoogleButton
          nextUrl={nextUrl}
          onStart={() => onNotice(null)}
          onError={(error) => onNotice(googleFailureNotice(error))}
        />
      )}
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
