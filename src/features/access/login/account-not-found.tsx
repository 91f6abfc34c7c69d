import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { LOGIN_TEXT } from './login-messages';

/** The register sub-view when the account does not exist; registration comes in a later issue. */
export function AccountNotFound({ identifierText, onBack }: { identifierText: string; onBack: () => void }) {
  return (
    <Stack gap="md">
      <Title order={1} size="h3" ta="center">
        Crear cuenta
      </Title>
      <Alert color="terracotta" variant="light" role="status">
        <Text fw={600}>{LOGIN_TEXT.accountNotFound}</Text>
        <Text size="sm" c="dimmed">
          {identifierText}
        </Text>
        <Text size="sm" mt="xs">
          {LOGIN_TEXT.registrationSoon}
        </Text>
      </Alert>
      <Button variant="default" fullWidth onClick={onBack}>
        {LOGIN_TEXT.back}
      </Button>
    </Stack>
  );
}
