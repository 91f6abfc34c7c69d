import { LOYALTY_LIMITS } from '../contract/loyalty';

/** Choices of the program editor (01 §5.1, §9). */
export interface NumberOption {
  value: number;
  label: string;
}

/** 0.5% to 50% in 0.5% steps. */
export const PERCENTAGE_OPTIONS: readonly NumberOption[] = Array.from(
  { length: LOYALTY_LIMITS.percentageMax / LOYALTY_LIMITS.percentageStep },
  (_, index) => {
    const value = (index + 1) * LOYALTY_LIMITS.percentageStep;
    return { value, label: `${value}%` };
  },
);

/** 30 days (1 month) to 1095 days (3 years). */
export const VALIDITY_OPTIONS: readonly NumberOption[] = [
  { value: 30, label: '1 mes' },
  { value: 60, label: '2 meses' },
  { value: 90, label: '3 meses' },
  { value: 180, label: '6 meses' },
  { value: 365, label: '1 año' },
  { value: 730, label: '2 años' },
  { value: 1095, label: '3 años' },
];

/** Days to redeem a completed card's reward. */
export const REDEEM_DAYS_OPTIONS: readonly NumberOption[] = [7, 15, 30, 60, 90, 180, 365].map((value) => ({
  value,
  label: `${value} días`,
}));

/** 'Uno al día' for one, otherwise 'Hasta N al día' (01 §9). */
export function usageLimitLabel(max: number): string {
  return max === 1 ? 'Uno al día' : `Hasta ${max} al día`;
}

export const USAGE_LIMIT_OPTIONS: readonly NumberOption[] = Array.from(
  { length: LOYALTY_LIMITS.maxTransactsDayMax },
  (_, index) => ({ value: index + 1, label: usageLimitLabel(index + 1) }),
);

/** Stamps that complete a card. */
export const REQUIRED_QUANTITY_OPTIONS: readonly NumberOption[] = Array.from(
  { length: LOYALTY_LIMITS.requiredQuantityMax - LOYALTY_LIMITS.requiredQuantityMin + 1 },
  (_, index) => {
    const value = index + LOYALTY_LIMITS.requiredQuantityMin;
    return { value, label: String(value) };
  },
);
