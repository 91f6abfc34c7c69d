import { Alert, Button, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ACCOUNT_ERRORS } from '../../../domain/contract/account';

/** An unknown, used or expired invitation (02 §8): the alert, then the way to the login. */
export function InvitationNotFound() {
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" role="alert" title={ACCOUNT_ERRORS.invitationTitle}>
        {ACCOUNT_ERRORS.invitationNotFound}
      </Alert>
      <Button component={Link} to="/login" fullWidth>
        Ir al inicio de sesión
      </Button>
    </Stack>
  );
}
