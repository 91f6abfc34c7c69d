import { Alert, Button, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** Reset, state finished: every session ended; the user signs in with the new password. */
export function ResetFinished() {
  return (
    <Stack gap="md">
      <Alert color="green" variant="light" role="status" title="Contraseña actualizada">
        Ya puedes iniciar sesión con tu nueva contraseña.
      </Alert>
      <Button component={Link} to="/login" fullWidth>
        Iniciar sesión
      </Button>
    </Stack>
  );
}
