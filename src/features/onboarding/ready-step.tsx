import { ActionIcon, Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { copyToClipboard } from '../../lib/clipboard';

interface ReadyStepProps {
  /** The online registration link of the new location; null while it is unknown. */
  registrationUrl: string | null;
  /** Refreshes the account settings and opens the admin home. */
  onStart: () => Promise<void>;
}

/** Ready step: the customers' online registration link, to copy, and 'Comenzar'. */
export function ReadyStep({ registrationUrl, onStart }: ReadyStepProps) {
  const start = useMutation({ mutationFn: onStart });

  return (
    <Stack gap="md">
      <Title order={1} size="h3" ta="center">
        ¡Tu negocio está listo!
      </Title>
      {registrationUrl && (
        <Stack gap={6}>
          <Text size="sm">Comparte este enlace para que tus clientes se registren en línea:</Text>
          <Paper withBorder radius="md" px="sm" py={6}>
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {registrationUrl}
              </Text>
              <Tooltip label="Copiar enlace">
                <ActionIcon
                  variant="subtle"
                  size="lg"
                  aria-label="Copiar enlace"
                  onClick={() => void copyToClipboard(registrationUrl)}
                >
                  <IconCopy size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Paper>
        </Stack>
      )}
      <Button size="md" fullWidth loading={start.isPending} onClick={() => start.mutate()}>
        Comenzar
      </Button>
    </Stack>
  );
}
