import { Box, Table, TextInput } from '@mantine/core';
import type { ClipboardEvent } from 'react';
import {
  MENU_COLUMNS,
  type MenuColumn,
  type MenuGridRow,
  type MenuRowErrors,
} from '../../../domain/rules/menu-paste';
import { isSpreadsheetBlock } from '../../../domain/rules/spreadsheet-paste';

export const MENU_COLUMN_LABELS: Record<MenuColumn, string> = {
  name: 'Nombre',
  category: 'Categoría',
  price: 'Precio',
  description: 'Descripción',
  variants: 'Variantes',
};

const PLACEHOLDERS: Partial<Record<MenuColumn, string>> = {
  name: 'Taco al pastor',
  category: 'Tacos',
  price: '25.00',
  variants: 'Chica 45, Grande 60',
};

/** Columns' widths: the grid scrolls sideways on a phone instead of squeezing the cells. */
const WIDTHS: Record<MenuColumn, number> = {
  name: 200,
  category: 150,
  price: 110,
  description: 220,
  variants: 220,
};

interface MenuGridProps {
  rows: MenuGridRow[];
  errors: MenuRowErrors[];
  onCell: (row: number, column: MenuColumn, value: string) => void;
  /** A block with tabs or line breaks pasted into a cell. */
  onBlock: (row: number, column: MenuColumn, text: string) => void;
}

/** The import grid: one product a row, every cell a text box, the row's errors under its cells. */
export function MenuGrid({ rows, errors, onCell, onBlock }: MenuGridProps) {
  const paste = (row: number, column: MenuColumn) => (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text/plain');
    if (!isSpreadsheetBlock(text)) return;
    event.preventDefault();
    onBlock(row, column, text);
  };

  return (
    <Box style={{ overflowX: 'auto' }}>
      <Table withTableBorder withColumnBorders verticalSpacing={4} horizontalSpacing={4} miw={940}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>#</Table.Th>
            {MENU_COLUMNS.map((column) => (
              <Table.Th key={column} w={WIDTHS[column]}>
                {MENU_COLUMN_LABELS[column]}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            // Rows have no identity of their own: a row is its place in the grid.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Table.Tr key={index}>
              <Table.Td c="dimmed" ta="right" style={{ verticalAlign: 'top', paddingTop: 10 }}>
                {index + 1}
              </Table.Td>
              {MENU_COLUMNS.map((column) => (
                <Table.Td key={column} style={{ verticalAlign: 'top' }}>
                  <TextInput
                    size="sm"
                    variant="unstyled"
                    px={6}
                    aria-label={`${MENU_COLUMN_LABELS[column]} de la fila ${index + 1}`}
                    placeholder={index === 0 ? PLACEHOLDERS[column] : undefined}
                    inputMode={column === 'price' ? 'decimal' : undefined}
                    value={row[column]}
                    error={errors[index]?.[column]}
                    onChange={(event) => onCell(index, column, event.currentTarget.value)}
                    onPaste={paste(index, column)}
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
