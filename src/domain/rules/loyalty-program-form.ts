import {
  LOYALTY_DEFAULTS,
  LOYALTY_MESSAGES,
  type LoyaltyProgram,
  type LoyaltyProgramCreate,
  type LoyaltyProgramPatch,
  type LoyaltyProgramStatus,
  type LoyaltyProgramType,
} from '../contract/loyalty';

/** The program editor's values (01 §5.1); '' is an untouched choice. */
export interface ProgramFormValues {
  type: LoyaltyProgramType | '';
  name: string;
  conditions: string;
  status: LoyaltyProgramStatus;
  validity_days: number;
  redeem_days: number;
  max_transacts_day: number;
  min_purchase: number;
  style_name_singular: string;
  style_name_plural: string;
  style_icon: string;
  percentage: number;
  /** 0 or less (or empty) is 'sin límite'. */
  max_earn_amount: number | '';
  required_quantity: number;
}

/** A new program's values (the defaults of 01 §9), or an existing one's. */
export function programFormValues(program: LoyaltyProgram | null): ProgramFormValues {
  if (!program) {
    return {
      type: '',
      name: '',
      conditions: '',
      status: 'active',
      validity_days: LOYALTY_DEFAULTS.validity_days,
      redeem_days: LOYALTY_DEFAULTS.redeem_days,
      max_transacts_day: LOYALTY_DEFAULTS.max_transacts_day,
      min_purchase: LOYALTY_DEFAULTS.min_purchase,
      style_name_singular: LOYALTY_DEFAULTS.style_name_singular,
      style_name_plural: LOYALTY_DEFAULTS.style_name_plural,
      style_icon: LOYALTY_DEFAULTS.style_icon,
      percentage: LOYALTY_DEFAULTS.percentage,
      max_earn_amount: '',
      required_quantity: LOYALTY_DEFAULTS.required_quantity,
    };
  }
  const { configuration } = program;
  return {
    type: program.type,
    name: program.name,
    conditions: program.conditions ?? '',
    status: program.status,
    validity_days: program.validity_days,
    redeem_days: program.redeem_days ?? LOYALTY_DEFAULTS.redeem_days,
    max_transacts_day: program.max_transacts_day,
    min_purchase: program.min_purchase,
    style_name_singular: program.style_name_singular,
    style_name_plural: program.style_name_plural,
    style_icon: program.style_icon,
    percentage: configuration.percentage ?? LOYALTY_DEFAULTS.percentage,
    max_earn_amount: configuration.max_earn_amount ?? '',
    required_quantity: configuration.required_quantity ?? LOYALTY_DEFAULTS.required_quantity,
  };
}

export type ProgramFormResult =
  | { ok: true; create: LoyaltyProgramCreate; patch: LoyaltyProgramPatch }
  | { ok: false; errors: Record<string, string> };

/** Max earn of 0 or less (or empty) is sent as null: no limit. */
export function maxEarnOrNull(value: number | ''): number | null {
  return value === '' || value <= 0 ? null : value;
}

/**
 * The body the editor sends (01 §5.1): a type is required; cashback drops the stamp fields and
 * sends max earn ≤ 0 as null; a stamp card drops percentage and max earn. Editing never sends the
 * type nor the stamp quantity (both are fixed at creation) and may send the status.
 */
export function programFormToBody(values: ProgramFormValues): ProgramFormResult {
  if (values.type === '') return { ok: false, errors: { type: LOYALTY_MESSAGES.typeRequired } };
  const name = values.name.trim();
  if (name === '') return { ok: false, errors: { name: LOYALTY_MESSAGES.nameRequired } };
  const common = {
    name,
    conditions: values.conditions.trim() === '' ? null : values.conditions.trim(),
    validity_days: values.validity_days,
    max_transacts_day: values.max_transacts_day,
    min_purchase: values.min_purchase,
    filters: { product_ids: [], category_ids: [] },
  };
  if (values.type === 'cashback') {
    const configuration = {
      percentage: values.percentage,
      max_earn_amount: maxEarnOrNull(values.max_earn_amount),
    };
    return {
      ok: true,
      create: {
        type: 'cashback',
        ...common,
        redeem_days: null,
        style_name_singular: LOYALTY_DEFAULTS.style_name_singular,
        style_name_plural: LOYALTY_DEFAULTS.style_name_plural,
        style_icon: LOYALTY_DEFAULTS.style_icon,
        configuration,
      },
      patch: { ...common, status: values.status, configuration },
    };
  }
  const stamp = {
    redeem_days: values.redeem_days,
    style_name_singular: values.style_name_singular.trim() || LOYALTY_DEFAULTS.style_name_singular,
    style_name_plural: values.style_name_plural.trim() || LOYALTY_DEFAULTS.style_name_plural,
    style_icon: values.style_icon.trim() || LOYALTY_DEFAULTS.style_icon,
  };
  return {
    ok: true,
    create: {
      type: 'stampcard',
      ...common,
      ...stamp,
      configuration: { required_quantity: values.required_quantity },
    },
    patch: { ...common, ...stamp, status: values.status },
  };
}
