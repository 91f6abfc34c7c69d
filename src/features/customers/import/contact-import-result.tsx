import { Alert, Group, Stack, Table, Text } from '@mantine/core';

/** One refused row as the grid numbers it, with its messages. */
export interface ShownImportError {
  row: number;
  messages: string[];
}

/** The result panel (01 §2.8): the correct count, the error count and a table of row and error. */
export function ContactImportResult({
  okCount,
  errors,
}: {
  okCount: number;
  errors: readonly ShownImportError[];
}) {
  return (
    <Alert
      color={errors.length > 0 ? 'orange' : 'green'}
      variant="light"
      title="Resultado de la importación"
      role="status"
    >
      <Stack gap="sm">
        <Group gap="xl">
          <Text size="sm">
            Correctos: <strong>{okCount}</strong>
          </Text>
          <Text size="sm">
            Con errores: <strong>{errors.length}</strong>
          </Text>
        </Group>
        {errors.length > 0 && (
          <Table withTableBorder bg="var(--mantine-color-body)" aria-label="Filas con errores">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={60}>Fila</Table.Th>
                <Table.Th>Error</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {errors.map((error) => (
                <Table.Tr key={error.row}>
                  <Table.Td>{error.row}</Table.Td>
                  <Table.Td>{error.messages.join(' ')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Alert>
  );
}
