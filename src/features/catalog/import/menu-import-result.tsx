import { Alert, List } from '@mantine/core';
import type { MenuImportResult } from '../../../domain/contract/catalog-import';

const count = (amount: number, one: string, many: string) => `${amount} ${amount === 1 ? one : many}`;

/** 'Se importaron 38 productos.' (with the refused rows when there are). */
export function importedMessage(result: MenuImportResult): string {
  const done =
    result.ok_count === 1
      ? 'Se importó 1 producto.'
      : `Se importaron ${count(result.ok_count, 'producto', 'productos')}.`;
  return result.error_count > 0
    ? `${done} ${count(result.error_count, 'fila no se importó', 'filas no se importaron')}.`
    : done;
}

/** What the last import did: products and categories created, rows left in the grid to fix. */
export function ImportResultPanel({ result }: { result: MenuImportResult }) {
  return (
    <Alert
      color={result.error_count > 0 ? 'orange' : 'green'}
      variant="light"
      title="Resultado de la importación"
      role="status"
    >
      <List size="sm" spacing={2}>
        <List.Item>{importedMessage(result)}</List.Item>
        {result.categories_created > 0 && (
          <List.Item>
            {result.categories_created === 1
              ? 'Se creó 1 categoría nueva.'
              : `Se crearon ${result.categories_created} categorías nuevas.`}
          </List.Item>
        )}
        {result.error_count > 0 && (
          <List.Item>
            Las filas que no se importaron siguen en la tabla con sus errores: corrígelas e importa de nuevo.
          </List.Item>
        )}
      </List>
    </Alert>
  );
}
