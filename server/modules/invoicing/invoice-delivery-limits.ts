import { INVOICE_DELIVERY_MESSAGES } from '../../../src/domain/contract/invoicing-delivery';
import { TooManyRequestsError } from '../../http/errors';
import { SlidingWindowCounter } from '../../http/rate-limit';

const HOUR_MS = 3_600_000;

/**
 * How many invoice sends (e-mail or WhatsApp) a company may make in an hour, and how many one
 * address or phone may receive in a day from every company together: a stolen session or a
 * script cannot turn the invoice mailer into a spam relay. In this process's memory, like the
 * other sliding-window limits (one server process).
 */
export const INVOICE_SEND_LIMITS = {
  company: { max: 60, windowMs: HOUR_MS },
  destination: { max: 10, windowMs: 24 * HOUR_MS },
} as const;

export class InvoiceSendLimiter {
  private readonly companies = new SlidingWindowCounter(INVOICE_SEND_LIMITS.company.windowMs);
  private readonly destinations = new SlidingWindowCounter(INVOICE_SEND_LIMITS.destination.windowMs);

  /** Counts one send to each destination, or throws 429 (counting nothing) past either limit. */
  take(companyId: number, destinations: readonly string[], now: Date): void {
    const company = String(companyId);
    const full =
      this.companies.count(company, now) + destinations.length > INVOICE_SEND_LIMITS.company.max ||
      destinations.some(
        (destination) => this.destinations.count(destination, now) >= INVOICE_SEND_LIMITS.destination.max,
      );
    if (full) throw new TooManyRequestsError(INVOICE_DELIVERY_MESSAGES.tooMany);
    for (const destination of destinations) {
      this.companies.add(company, now);
      this.destinations.add(destination, now);
    }
  }
}
