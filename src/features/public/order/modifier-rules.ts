import type { ShopModifier } from './cart-lines';

/** The rule shown beside a modifier: 'Elige hasta 2', 'Elige 1', 'Opcional', ... (max 0 = no limit). */
export function modifierRuleText({ min_options: min, max_options: max }: ShopModifier): string {
  if (min <= 0 && max <= 0) return 'Opcional';
  if (min <= 0) return `Elige hasta ${max}`;
  if (max <= 0) return `Elige al menos ${min}`;
  if (min === max) return `Elige ${min}`;
  return `Elige de ${min} a ${max}`;
}

/** Whether one more option can be ticked. */
export function canAddOption(modifier: ShopModifier, chosenCount: number): boolean {
  return modifier.max_options <= 0 || chosenCount < modifier.max_options;
}

/** The message under a modifier whose choice breaks its rule, or null. */
export function modifierChoiceError(modifier: ShopModifier, chosenCount: number): string | null {
  if (chosenCount < modifier.min_options) {
    return modifier.min_options === 1 ? 'Elige una opción.' : `Elige al menos ${modifier.min_options}.`;
  }
  if (modifier.max_options > 0 && chosenCount > modifier.max_options) {
    return `Elige hasta ${modifier.max_options}.`;
  }
  return null;
}
