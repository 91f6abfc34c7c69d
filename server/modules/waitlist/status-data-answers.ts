import type { StatusData } from '../../../src/domain/contract/waitlist';
import type { CompressedPrefix } from '../../http/compressed-prefix';

/**
 * How long a status-data answer is given again without the database while no change of its
 * company was announced: what changes unannounced (time-based parts, writes that announce
 * nothing) shows at most this late (docs/architecture.md, "Issue 17 (session 9, H1)").
 */
export const STATUS_DATA_REUSE_MS = 1_000;

/** One read of status-data, as held: everything of an answer but its server time. */
export interface StatusDataAnswer {
  /** The answer's beginning up to the status, serialized and compressed once per list version. */
  prefix: CompressedPrefix;
  status: StatusData['status'];
  /** The day the list is of: the answer is given again only within it. */
  dayStart: Date;
  dayEnd: Date;
  /** The zone's formatter, for the server time of each answer. */
  iso: (instant: Date) => string;
}

/** Whose answer it is: the session's company and location, and the zone the request named. */
export interface StatusDataKey {
  companyId: number;
  locationId: number;
  /** The request's `timezone`; undefined for the location's own. */
  timeZone: string | undefined;
}

interface Held {
  key: StatusDataKey;
  /** The company's count of announced changes when the read started. */
  changes: number;
  readAt: number;
  /** The read, settled or still in flight (a request arriving meanwhile waits for it). */
  answer: Promise<StatusDataAnswer>;
}

const sameKey = (a: StatusDataKey, b: StatusDataKey) =>
  a.companyId === b.companyId && a.locationId === b.locationId && a.timeZone === b.timeZone;

const withinDay = (answer: StatusDataAnswer, now: Date) => now >= answer.dayStart && now < answer.dayEnd;

/**
 * The last status-data read of each location, given again to every screen of the location while
 * it is fresh: read at most STATUS_DATA_REUSE_MS ago (and not in the future of the clock), of the
 * same day, for the same company, location and zone, and no change of the company announced since
 * the read started. One per location, so it never grows with the zones or days asked. Requests
 * that find a read in flight wait for it instead of reading again.
 */
export class StatusDataAnswers {
  private readonly held = new Map<number, Held>();
  private readonly changes = new Map<number, number>();

  /** The answer's bytes (prefix and suffix for sendCompressed), from the held read or a new one. */
  async answer(
    key: StatusDataKey,
    now: Date,
    read: () => Promise<StatusDataAnswer>,
  ): Promise<{ prefix: CompressedPrefix; suffix: string }> {
    const held = this.fresh(key, now);
    // A held read that failed is read again by this request, as if nothing were held.
    const reused = held ? await held.answer.catch(() => undefined) : undefined;
    const answer = reused && withinDay(reused, now) ? reused : await this.read(key, now, read);
    return {
      prefix: answer.prefix,
      suffix: `${JSON.stringify({ ...answer.status, server_time: answer.iso(now) })}}}`,
    };
  }

  /** A change of the company was announced: none of its held answers is given again. */
  changed(companyId: number): void {
    this.changes.set(companyId, this.changesOf(companyId) + 1);
  }

  /** The key of the location's held answer (whatever its age), when the company's. */
  heldKey(companyId: number, locationId: number): StatusDataKey | undefined {
    const key = this.held.get(locationId)?.key;
    return key?.companyId === companyId ? key : undefined;
  }

  /**
   * Reads the answer again now and holds it, its prefix compressed in brotli (what browsers take),
   * so that the screens asking right after a change's hint are answered from it.
   */
  async refresh(key: StatusDataKey, now: Date, read: () => Promise<StatusDataAnswer>): Promise<void> {
    (await this.read(key, now, read)).prefix.prepare('br');
  }

  private fresh(key: StatusDataKey, now: Date): Held | undefined {
    const held = this.held.get(key.locationId);
    if (!held || !sameKey(held.key, key) || held.changes !== this.changesOf(key.companyId)) return undefined;
    const age = now.getTime() - held.readAt;
    return age >= 0 && age < STATUS_DATA_REUSE_MS ? held : undefined;
  }

  private read(
    key: StatusDataKey,
    now: Date,
    read: () => Promise<StatusDataAnswer>,
  ): Promise<StatusDataAnswer> {
    const held: Held = { key, changes: this.changesOf(key.companyId), readAt: now.getTime(), answer: read() };
    this.held.set(key.locationId, held);
    held.answer.catch(() => {
      if (this.held.get(key.locationId) === held) this.held.delete(key.locationId);
    });
    return held.answer;
  }

  private changesOf(companyId: number): number {
    return this.changes.get(companyId) ?? 0;
  }
}
