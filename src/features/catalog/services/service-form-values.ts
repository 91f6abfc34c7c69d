import type { CatalogStatus } from '../../../domain/contract/catalog-fields';
import type { Product, ProductPatchInput } from '../../../domain/contract/catalog-product';
import {
  CATALOG_DEFAULTS,
  CATALOG_LIMITS,
  CATALOG_MESSAGES as M,
} from '../../../domain/contract/catalog-values';
import { durationProblem } from '../../../domain/rules/catalog-inputs';
import { moneyAmount, readMoney } from '../../../domain/rules/money-input';
import type { IvaKind } from '../../../domain/rules/product-taxes';
import { taxFormBody, taxFormErrors, taxFormValues } from '../shared/tax-values';

/** Bookings per block: '' follows the general setting, '0' is unlimited, else 1 to 100 (02 §9). */
export interface ServiceFormValues {
  name: string;
  description: string;
  duration_mins: number | string;
  price: number | string;
  color: string;
  users: string[];
  bookings_per_block: string;
  status: CatalogStatus;
  tax_iva: IvaKind;
  ieps_percent: number | string;
}

export function serviceFormValues(service: Product | null): ServiceFormValues {
  return {
    name: service?.name ?? '',
    description: service?.description ?? '',
    duration_mins: service?.duration_mins ?? CATALOG_DEFAULTS.serviceDurationMins,
    price: service?.price ?? '',
    color: service?.color ?? CATALOG_DEFAULTS.serviceColor,
    users: (service?.users ?? []).map(String),
    bookings_per_block: service?.bookings_per_block == null ? '' : String(service.bookings_per_block),
    status: service?.status ?? 'active',
    ...taxFormValues(service),
  };
}

/** The checks of 02 §5 made before sending. */
export function serviceFormErrors(values: ServiceFormValues): Record<string, string> {
  const errors: Record<string, string> = taxFormErrors(values);
  const name = values.name.trim();
  if (name === '') errors.name = M.nameRequired;
  else if (name.length > CATALOG_LIMITS.nameMax) errors.name = M.nameMax;
  if (values.description.trim().length > CATALOG_LIMITS.descriptionMax) errors.description = M.descriptionMax;
  const minutes = Number(values.duration_mins === '' ? 0 : values.duration_mins);
  const problem = Number.isInteger(minutes) ? durationProblem(minutes) : 'step';
  if (problem === 'min') errors.duration_mins = M.durationMin;
  else if (problem === 'step') errors.duration_mins = M.durationStep;
  else if (minutes > CATALOG_LIMITS.durationMax) errors.duration_mins = M.durationMax;
  if (readMoney(values.price).kind === 'invalid') errors.price = M.price;
  if (!/^#[0-9a-fA-F]{6}$/.test(values.color)) errors.color = M.color;
  return errors;
}

/** Who may not pick employees sends none, so the service keeps those it has. */
export function serviceFormBody(values: ServiceFormValues, withUsers: boolean) {
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    duration_mins: Number(values.duration_mins),
    price: moneyAmount(values.price) ?? 0,
    color: values.color,
    ...(withUsers ? { users: values.users.map(Number) } : {}),
    bookings_per_block: values.bookings_per_block === '' ? null : Number(values.bookings_per_block),
    status: values.status,
    ...taxFormBody(values),
  } satisfies ProductPatchInput;
}

/** The choices of 'Registros por bloque' (02 §9). */
export const BOOKINGS_PER_BLOCK_CHOICES = [
  { value: '', label: 'Según el ajuste general' },
  { value: '0', label: 'Ilimitado' },
  ...Array.from({ length: CATALOG_LIMITS.bookingsPerBlockMax }, (_, index) => ({
    value: String(index + 1),
    label: String(index + 1),
  })),
];
