import type { MenuColumn, MenuGridRow, MenuRowErrors } from '../../../domain/rules/menu-paste';
import { ImportGrid, type ImportGridColumn } from '../../../ui/import-grid';

const COLUMNS: ImportGridColumn<MenuColumn>[] = [
  { key: 'name', label: 'Nombre', placeholder: 'Taco al pastor', width: 200 },
  { key: 'category', label: 'Categoría', placeholder: 'Tacos', width: 150 },
  { key: 'price', label: 'Precio', placeholder: '25.00', width: 110, inputMode: 'decimal' },
  { key: 'description', label: 'Descripción', width: 220 },
  { key: 'variants', label: 'Variantes', placeholder: 'Chica 45, Grande 60', width: 220 },
];

interface MenuGridProps {
  rows: MenuGridRow[];
  errors: MenuRowErrors[];
  onCell: (row: number, column: MenuColumn, value: string) => void;
  onBlock: (row: number, column: MenuColumn, text: string) => void;
}

/** The menu import grid: one product a row. */
export function MenuGrid(props: MenuGridProps) {
  return <ImportGrid columns={COLUMNS} {...props} />;
}
