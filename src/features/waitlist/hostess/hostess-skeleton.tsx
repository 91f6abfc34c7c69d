import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';

const ROWS = [0, 1, 2, 3];

/** Placeholder while today's list loads for the first time. */
export function HostessSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true">
      <VisuallyHidden>Cargando el listado…</VisuallyHidden>
      <Skeleton height={64} width={360} maw="100%" radius="md" />
      {ROWS.map((row) => (
        <Skeleton key={row} height={88} radius="md" />
      ))}
    </Stack>
  );
}
