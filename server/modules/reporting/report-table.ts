import type { Report, ReportHeader } from '../../../src/domain/contract/report';

/** A report column as its module defines it; the footer `aggregate` covers the whole filtered set. */
export interface ReportColumn {
  key: string;
  title: string;
  type: ReportHeader['type'];
  aggregate: NonNullable<ReportHeader['aggregate']> | null;
}

/** A visible header of the report table. */
export const reportHeader = (column: ReportColumn, align: ReportHeader['align']): ReportHeader => ({
  ...column,
  align,
  hidden: false,
});

/** The answer of a report (01 §3.5): one page of rows and the size of the whole filtered set. */
export function reportAnswer(
  headers: ReportHeader[],
  data: Report['data'],
  totalItems: number,
  page: { limit: number; offset: number },
): Report {
  return {
    headers,
    pagination: { total_items: totalItems, limit: page.limit, offset: page.offset, count: data.length },
    data,
  };
}
