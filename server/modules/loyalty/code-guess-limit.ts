import { ApiError, TooManyRequestsError } from '../../http/errors';
import { SlidingWindowCounter } from '../../http/rate-limit';

/** Unknown card codes a cashier, and a whole location, may try per minute before a 429. */
export const CODE_MISSES_PER_MINUTE = { user: 10, location: 30 } as const;

export const CODE_GUESS_MESSAGE =
  'Demasiados intentos con códigos que no existen. Espera un minuto y vuelve a escanear la tarjeta.';

export interface CodeTrier {
  userId: number;
  locationId: number;
  companyId: number;
}

export interface CodeMissLog {
  warn(details: object, message: string): void;
}

/**
 * Card codes are 6 digits, so trying codes until one matches would find some customer's wallet.
 * Unknown codes are counted per user and per location, over every route that takes a code
 * (prepare's input_value, complete's auth_code); past the limit every code lookup of that user or
 * location answers 429 until the minute has passed (phone lookups are not affected).
 */
export class CodeGuessLimit {
  private readonly misses = new SlidingWindowCounter(60_000);

  /** Throws the 429 when the user or the location is past its limit. */
  check(trier: CodeTrier, now: Date): void {
    if (
      this.misses.count(`user:${trier.userId}`, now) >= CODE_MISSES_PER_MINUTE.user ||
      this.misses.count(`location:${trier.locationId}`, now) >= CODE_MISSES_PER_MINUTE.location
    ) {
      throw new TooManyRequestsError(CODE_GUESS_MESSAGE);
    }
  }

  /**
   * Runs `lookup` of a tried code: first the 429 when past the limit; a refusal on `field` (the
   * code did not name a card) then counts as a miss.
   */
  async tryCode<T>(
    trier: CodeTrier,
    input: { field: string; now: Date; log: CodeMissLog },
    lookup: () => Promise<T>,
  ): Promise<T> {
    this.check(trier, input.now);
    try {
      return await lookup();
    } catch (error) {
      if (error instanceof ApiError && error.errors?.[input.field]) this.miss(trier, input.now, input.log);
      throw error;
    }
  }

  /** Counts an unknown code and logs it: who tried, where (never the code). */
  miss(trier: CodeTrier, now: Date, log: CodeMissLog): void {
    this.misses.add(`user:${trier.userId}`, now);
    this.misses.add(`location:${trier.locationId}`, now);
    log.warn({ ...trier, event: 'loyalty_code_miss' }, 'unknown loyalty card code');
  }
}
