import { Avatar, Box, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PublicLayoutProps {
  /** The business's name (absent while it loads or when it was not found). */
  businessName?: string;
  thumbUrl?: string | null;
  children: ReactNode;
}

/** The customers' pages: phone-sized, no shell, the business's name on top. */
export function PublicLayout({ businessName, thumbUrl, children }: PublicLayoutProps) {
  return (
    <Box mih="100dvh" bg="var(--mantine-color-gray-0)" py="lg">
      <Container size={480} px="md">
        <Stack gap="md">
          {businessName && (
            <Group gap="sm" wrap="nowrap">
              <Avatar src={thumbUrl ?? null} radius="md" size="lg" alt="">
                {businessName.charAt(0)}
              </Avatar>
              <Title order={1} size="h3">
                {businessName}
              </Title>
            </Group>
          )}
          <Paper withBorder radius="md" p="md" shadow="xs">
            {children}
          </Paper>
          <Text size="xs" c="dimmed" ta="center">
            Mostrador
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
