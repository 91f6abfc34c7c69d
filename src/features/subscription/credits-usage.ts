import type { SubscriptionInfo } from '../../domain/contract/subscription';
import { formatMoney } from '../../lib/format';

type Credits = SubscriptionInfo['credits'][number];

const numberFormat = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 });

/** A credit amount in its format: money (MXN) or a plain count. */
export function formatCredits(amount: number, format: Credits['format']): string {
  return format === 'money' ? formatMoney(amount) : numberFormat.format(amount);
}

/** 'Mensajes: 12 de 100' */
export function creditsText(credits: Credits): string {
  return `${credits.type_plural}: ${formatCredits(credits.used, credits.format)} de ${formatCredits(credits.total, credits.format)}`;
}

/** Share used, 0–100; a zero total counts as fully used. */
export function usedPercent(credits: Credits): number {
  if (credits.total <= 0) return 100;
  return Math.min(100, Math.max(0, (credits.used / credits.total) * 100));
}

/** Balance bar colours (01 §9): green up to 60 % used, orange up to 85 %, red above. */
export function balanceColor(percentUsed: number): 'green' | 'orange' | 'red' {
  if (percentUsed <= 60) return 'green';
  if (percentUsed <= 85) return 'orange';
  return 'red';
}
