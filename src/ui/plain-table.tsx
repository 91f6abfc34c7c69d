import type { ReactNode } from 'react';
import classes from './plain-table.module.css';

interface PlainTableProps {
  /** Column headings, in order; those also in `endColumns` align right (amounts). */
  columns: readonly string[];
  endColumns?: readonly string[];
  /** Narrower than this, the table scrolls sideways (0: it never does). */
  minWidth: number;
  /** Cells wrap their text instead of keeping it on one line. */
  wraps?: boolean;
  /** The rows (`<tr>`s; see plainTableClasses). */
  children: ReactNode;
}

/** A list's table: headings, rows, a sideways scroll below `minWidth`. */
export function PlainTable({ columns, endColumns = [], minWidth, wraps = false, children }: PlainTableProps) {
  return (
    <div className={classes.scroll}>
      <table className={classes.table} style={{ minWidth }} data-wraps={wraps || undefined}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} className={endColumns.includes(column) ? classes.end : undefined}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** For the rows: `row` (the whole row opens the item) and `end` (a right-aligned cell). */
export const plainTableClasses = { row: classes.row, end: classes.end };
