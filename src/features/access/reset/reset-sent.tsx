import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export const RESET_SENT_TEXT = {
  title: 'Revisa tu correo',
  body: 'Si hay una cuenta con ese correo, te enviamos un enlace para crear una nueva contraseña.',
  wait: 'El correo puede tardar hasta 5 minutos en llegar. Revisa también la carpeta de spam.',
} as const;

/** Reset, state sent: the same words whether or not the account exists, and the 5-minute hint. */
export function ResetSent({ email }: { email: string }) {
  return (
    <Stack gap="md">
      <Alert color="green" variant="light" role="status" title={RESET_SENT_TEXT.title}>
        <Text size="sm">{RESET_SENT_TEXT.body}</Text>
        <Text size="sm" fw={600} mt={4}>
          {email}
        </Text>
      </Alert>
      <Text size="sm" c="dimmed" ta="center">
        {RESET_SENT_TEXT.wait}
      </Text>
      <Button component={Link} to="/login" variant="default" fullWidth>
        Volver al inicio de sesión
      </Button>
    </Stack>
  );
}
