import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PublicLayout } from './public-layout';

interface PublicStatusCardProps {
  businessName: string;
  /** 'Pedido 1024', 'Hola, Ana'. */
  title: string;
  /** The status badge beside the title. */
  badge: ReactNode;
  /** Still open: the page refreshes itself, and says so at the bottom. */
  live: boolean;
  children: ReactNode;
}

/** A customer's status page (an order, a turn): title and status, the details, the refresh note. */
export function PublicStatusCard({ businessName, title, badge, live, children }: PublicStatusCardProps) {
  return (
    <PublicLayout businessName={businessName}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4">
            {title}
          </Title>
          {badge}
        </Group>
        {children}
        {live && (
          <Text size="xs" c="dimmed">
            Esta página se actualiza sola cada 30 segundos.
          </Text>
        )}
      </Stack>
    </PublicLayout>
  );
}
