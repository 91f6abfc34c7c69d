import { Button, Stack, Text } from '@mantine/core';
import { IconRosetteDiscount } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** The programs list opens its editor on create=1 and then clears it (01 §2.3). */
const CREATE_PROGRAM_HREF = '/loyalty/programs?create=1';

/** No available program (01 §2.2): a link to create one, or whom to ask. */
export function FrontEmptyState({ canCreate }: { canCreate: boolean }) {
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <IconRosetteDiscount size={40} aria-hidden color="var(--mantine-color-dimmed)" />
      <Text fw={600}>Aún no hay programas de lealtad.</Text>
      {canCreate ? (
        <>
          <Text size="sm" c="dimmed">
            Crea un monedero de cashback o una tarjeta de sellos para empezar a premiar a tus clientes.
          </Text>
          <Button component={Link} href={CREATE_PROGRAM_HREF} size="lg">
            Crear programa
          </Button>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          Pide a quien administra el negocio que cree un programa de lealtad.
        </Text>
      )}
    </Stack>
  );
}
