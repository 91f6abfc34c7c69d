import { Paper, Stack, Text, Title } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import classes from './access-layout.module.css';

/** The access screens' layout (02 §2 Access): a warm background and a centred card. */
export default function AccessLayout() {
  return (
    <main className={classes.root}>
      <Paper className={classes.card} shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }} withBorder>
        <Stack gap="lg">
          <Stack gap={2} align="center">
            <Title order={2} component="p" c="terracotta.7" className={classes.brand}>
              Mostrador
            </Title>
            <Text size="sm" c="dimmed">
              Tu negocio, en orden
            </Text>
          </Stack>
          <Outlet />
        </Stack>
      </Paper>
    </main>
  );
}
