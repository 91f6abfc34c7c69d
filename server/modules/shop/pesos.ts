import Decimal from 'decimal.js';

/** An amount in pesos (a driver's numeric string, a number or a Decimal): two decimals, half up. */
export function pesos(value: Decimal.Value): Decimal {
  return new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}
