import type { Report, ReportHeader } from '../../domain/contract/report';
import { AGGREGATE_LABELS } from './report-format';

type Row = Report['data'][number];

function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvLine(values: (string | number | null | undefined)[]): string {
  return values.map(csvField).join(',');
}

/**
 * The report as CSV: the visible columns' titles, one line per row with the raw values (numbers
 * stay numbers, so a spreadsheet can add them up), and a last line with the footer figures.
 */
export function reportToCsv(headers: readonly ReportHeader[], rows: readonly Row[]): string {
  const visible = headers.filter((header) => !header.hidden);
  const lines = [csvLine(visible.map((header) => header.title))];
  for (const row of rows) lines.push(csvLine(visible.map((header) => row[header.key])));
  if (visible.some((header) => header.aggregate)) {
    lines.push(
      csvLine(
        visible.map((header) =>
          header.aggregate
            ? `${AGGREGATE_LABELS[header.aggregate.type]}: ${header.aggregate.value ?? ''}`
            : '',
        ),
      ),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** A CSV file that spreadsheets open as UTF-8 (the byte order mark keeps accents right). */
export function csvFile(csv: string): Blob {
  return new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' });
}
