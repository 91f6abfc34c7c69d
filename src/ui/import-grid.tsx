import { Box, Table, TextInput } from '@mantine/core';
import type { ClipboardEvent } from 'react';
import { isSpreadsheetBlock } from '../domain/rules/spreadsheet-paste';

/** One column of an import grid. */
export interface ImportGridColumn<TColumn extends string> {
  key: TColumn;
  label: string;
  /** Shown in the first row's empty cell ('Taco al pastor'). */
  placeholder?: string;
  /** Its width: the grid scrolls sideways on a phone instead of squeezing the cells. */
  width: number;
  inputMode?: 'decimal' | 'tel' | 'email';
}

interface ImportGridProps<TColumn extends string> {
  columns: readonly ImportGridColumn<TColumn>[];
  rows: readonly Record<TColumn, string>[];
  errors: readonly Partial<Record<TColumn, string>>[];
  onCell: (row: number, column: TColumn, value: string) => void;
  /** A block with tabs or line breaks pasted into a cell. */
  onBlock: (row: number, column: TColumn, text: string) => void;
}

/** An import grid (menu, customers): one item a row, every cell a text box, the row's errors under its cells. */
export function ImportGrid<TColumn extends string>({
  columns,
  rows,
  errors,
  onCell,
  onBlock,
}: ImportGridProps<TColumn>) {
  const paste = (row: number, column: TColumn) => (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text/plain');
    if (!isSpreadsheetBlock(text)) return;
    event.preventDefault();
    onBlock(row, column, text);
  };
  const minWidth = 40 + columns.reduce((sum, column) => sum + column.width, 0);

  return (
    <Box style={{ overflowX: 'auto' }}>
      <Table withTableBorder withColumnBorders verticalSpacing={4} horizontalSpacing={4} miw={minWidth}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>#</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.key} w={column.width}>
                {column.label}
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
              {columns.map((column) => (
                <Table.Td key={column.key} style={{ verticalAlign: 'top' }}>
                  <TextInput
                    size="sm"
                    variant="unstyled"
                    px={6}
                    aria-label={`${column.label} de la fila ${index + 1}`}
                    placeholder={index === 0 ? column.placeholder : undefined}
                    inputMode={column.inputMode}
                    value={row[column.key]}
                    error={errors[index]?.[column.key]}
                    onChange={(event) => onCell(index, column.key, event.currentTarget.value)}
                    onPaste={paste(index, column.key)}
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
