import { SELF_INVOICE_PAGE_MESSAGES } from '../../../src/domain/invoicing/self-invoice-contract';
import { TooManyRequestsError } from '../../http/errors';
import { SlidingWindowCounter } from '../../http/rate-limit';

const HOUR_MS = 3_600_000;

/** Unknown codes an IP may try per hour; invoice requests per code and per business per hour. */
export const SELF_INVOICE_LIMITS = { missesPerIp: 10, requestsPerCode: 5, requestsPerBusiness: 60 } as const;

/**
 * The self-invoice page's limits beyond the per-IP request rate: codes are 64 random bits, and an
 * IP that keeps naming codes that do not exist is stopped (429 on every code, known or not) so a
 * stranger guessing gets nothing; each purchase and each business take a bounded number of
 * invoice requests, since each one reaches the PAC.
 */
export class SelfInvoiceLimits {
  private readonly misses = new SlidingWindowCounter(HOUR_MS);
  private readonly requests = new SlidingWindowCounter(HOUR_MS);

  checkIp(ip: string, now: Date): void {
    if (this.misses.count(`ip:${ip}`, now) >= SELF_INVOICE_LIMITS.missesPerIp) {
      throw new TooManyRequestsError(SELF_INVOICE_PAGE_MESSAGES.tooManyTries);
    }
  }

  miss(ip: string, now: Date): void {
    this.misses.add(`ip:${ip}`, now);
  }

  /** Counts one invoice request of the purchase and its business, or refuses it. */
  request(code: string, companyId: number, now: Date): void {
    if (this.requests.count(`code:${code}`, now) >= SELF_INVOICE_LIMITS.requestsPerCode) {
      throw new TooManyRequestsError(SELF_INVOICE_PAGE_MESSAGES.tooManyTries);
    }
    if (this.requests.count(`company:${companyId}`, now) >= SELF_INVOICE_LIMITS.requestsPerBusiness) {
      throw new TooManyRequestsError(SELF_INVOICE_PAGE_MESSAGES.businessBusy);
    }
    this.requests.add(`code:${code}`, now);
    this.requests.add(`company:${companyId}`, now);
  }
}
