import Decimal from 'decimal.js';

/**
 * The total in words printed on a CFDI's representation, as Mexican invoices write it:
 * 'MIL DOSCIENTOS PESOS 50/100 M.N.'. Numbers before a noun take the apocopated form
 * (UN, VEINTIÚN, CIENTO UN), and exact millions take DE (UN MILLÓN DE PESOS).
 */
const UNITS = [
  '',
  'UNO',
  'DOS',
  'TRES',
  'CUATRO',
  'CINCO',
  'SEIS',
  'SIETE',
  'OCHO',
  'NUEVE',
  'DIEZ',
  'ONCE',
  'DOCE',
  'TRECE',
  'CATORCE',
  'QUINCE',
  'DIECISÉIS',
  'DIECISIETE',
  'DIECIOCHO',
  'DIECINUEVE',
  'VEINTE',
  'VEINTIUNO',
  'VEINTIDÓS',
  'VEINTITRÉS',
  'VEINTICUATRO',
  'VEINTICINCO',
  'VEINTISÉIS',
  'VEINTISIETE',
  'VEINTIOCHO',
  'VEINTINUEVE',
];
const TENS = ['', '', '', 'TREINTA', 'CUARENTA', 'CINCUENTA', 'SESENTA', 'SETENTA', 'OCHENTA', 'NOVENTA'];
const HUNDREDS = [
  '',
  'CIENTO',
  'DOSCIENTOS',
  'TRESCIENTOS',
  'CUATROCIENTOS',
  'QUINIENTOS',
  'SEISCIENTOS',
  'SETECIENTOS',
  'OCHOCIENTOS',
  'NOVECIENTOS',
];

/** 1..999 in words; the final UNO is kept (for the last group it is shortened afterwards). */
function belowThousand(n: number): string {
  if (n === 100) return 'CIEN';
  const hundreds = HUNDREDS[Math.floor(n / 100)] ?? '';
  const rest = n % 100;
  const tens =
    rest < 30
      ? (UNITS[rest] ?? '')
      : [TENS[Math.floor(rest / 10)], rest % 10 ? UNITS[rest % 10] : undefined].filter(Boolean).join(' Y ');
  return [hundreds, tens].filter(Boolean).join(' ');
}

/** 'UNO' before a noun (MIL, MILLONES, PESOS) is 'UN'; 'VEINTIUNO' is 'VEINTIÚN'. */
const beforeNoun = (words: string) => words.replace(/VEINTIUNO$/, 'VEINTIÚN').replace(/UNO$/, 'UN');

function belowMillion(n: number): string {
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  const head = thousands === 0 ? '' : thousands === 1 ? 'MIL' : `${beforeNoun(belowThousand(thousands))} MIL`;
  return [head, rest ? belowThousand(rest) : ''].filter(Boolean).join(' ');
}

/** The integer part in words, before the currency's name. */
export function integerInWords(n: number): string {
  if (n === 0) return 'CERO';
  const millions = Math.floor(n / 1_000_000);
  const rest = n % 1_000_000;
  const head =
    millions === 0 ? '' : millions === 1 ? 'UN MILLÓN' : `${beforeNoun(belowMillion(millions))} MILLONES`;
  return beforeNoun([head, rest ? belowMillion(rest) : ''].filter(Boolean).join(' '));
}

const CURRENCY: Record<string, { one: string; many: string; suffix: string }> = {
  MXN: { one: 'PESO', many: 'PESOS', suffix: 'M.N.' },
  USD: { one: 'DÓLAR', many: 'DÓLARES', suffix: 'USD' },
  EUR: { one: 'EURO', many: 'EUROS', suffix: 'EUR' },
};

/** A total (a decimal string or number) in words, e.g. '1200.50' → 'MIL DOSCIENTOS PESOS 50/100 M.N.'. */
export function amountInWords(total: string | number, moneda = 'MXN'): string {
  const amount = new Decimal(total).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const integer = amount.floor().toNumber();
  const cents = amount.minus(integer).times(100).toFixed(0).padStart(2, '0');
  const currency = CURRENCY[moneda] ?? { one: moneda, many: moneda, suffix: moneda };
  const words = integerInWords(integer);
  const noun = integer === 1 ? currency.one : currency.many;
  const of = integer > 0 && integer % 1_000_000 === 0 ? ' DE' : '';
  return `${words}${of} ${noun} ${cents}/100 ${currency.suffix}`;
}
