/**
 * CFDI 4.0 wants the issuer's (and receiver's) Nombre as the constancia de situación fiscal
 * writes it: without the régimen de capital that the certificate's name carries
 * ('ESCUELA KEMPER URGATE SA DE CV' → 'ESCUELA KEMPER URGATE'). The forms below, longest first,
 * are matched at the end of the name, with or without dots and spaces between their letters.
 */
export const CAPITAL_REGIMES = [
  'S DE RL DE CV',
  'S DE RL MI',
  'S DE RL',
  'SAPIB DE CV',
  'SAPI DE CV',
  'SAB DE CV',
  'SAS DE CV',
  'SA DE CV',
  'SC DE RL DE CV',
  'SC DE RL',
  'SC DE CV',
  'SPR DE RL DE CV',
  'SPR DE RL',
  'SPR DE RI',
  'S EN C POR A',
  'S EN NC',
  'S EN C',
  'SAPIB',
  'SAPI',
  'SAB',
  'SAS',
  'SA',
  'SC',
  'AC',
  'IAP',
  'ABP',
] as const;

/** Words written whole; every other token is an abbreviation whose letters may carry dots. */
const WORDS = new Set(['DE', 'EN', 'POR']);

const tokenPattern = (token: string) =>
  WORDS.has(token) ? token : [...token].map((letter) => `${letter}\\.?`).join('\\s*');

const REGIME_ENDINGS = CAPITAL_REGIMES.map(
  (regime) => new RegExp(`[\\s,]+${regime.split(' ').map(tokenPattern).join('\\s*')}\\s*$`, 'i'),
);

/** The name without its trailing régimen de capital (and the comma before it), spaces collapsed. */
export function nameWithoutCapitalRegime(name: string): string {
  const clean = name.replace(/\s+/g, ' ').trim();
  for (const ending of REGIME_ENDINGS) {
    if (ending.test(clean)) return clean.replace(ending, '').replace(/[\s,]+$/, '');
  }
  return clean;
}
