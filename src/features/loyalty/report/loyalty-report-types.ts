import { LOYALTY_REPORT_TYPES, type LoyaltyReportType } from '../../../domain/contract/loyalty';
import type { ReportFilterField, ReportType } from '../../../ui/report/report-screen';
import { loyaltyApi } from '../api/loyalty-api';

const REPORT_TYPE_LABELS: Record<LoyaltyReportType, string> = {
  'cashback-by-date': 'Cashback por fecha',
  'cashback-by-user': 'Cashback por cliente',
  'stampcard-by-date': 'Sellos por fecha',
  'stampcard-by-user': 'Sellos por cliente',
};

/** The four loyalty reports of 01 §2.5, each one POST /v1/loyalty/reporting/{type}. */
export const LOYALTY_REPORT_CHOICES: readonly ReportType[] = LOYALTY_REPORT_TYPES.map((type) => ({
  value: type,
  label: REPORT_TYPE_LABELS[type],
  fetchPage: (request, signal) => loyaltyApi.reportPage(type, request, signal),
}));

/** 'Desde' and 'Hasta' as date and time in the location's zone ('YYYY-MM-DDTHH:mm'). */
export const LOYALTY_REPORT_FILTERS: readonly ReportFilterField[] = [
  { key: 'date_from', label: 'Desde', type: 'datetime' },
  { key: 'date_to', label: 'Hasta', type: 'datetime' },
];

/** Today from its first to its last minute: the filters' defaults. */
export function todayPeriod(today: string) {
  return { date_from: `${today}T00:00`, date_to: `${today}T23:59` };
}

export const LOYALTY_REPORT_FILE_NAME = 'loyalty-transaction-report';
