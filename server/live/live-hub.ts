import type { LiveChange, LiveMessage } from './live-messages';

/** One open event stream: whose it is and how to reach it. */
export interface LiveStream {
  sessionId: number;
  userId: number;
  companyId: number;
  locationId: number;
  sendChange(change: LiveChange): void;
  sendHeartbeat(): void;
  close(): void;
}

/** Which of these sessions are still valid (one query for all of them). */
export type FindLiveSessions = (sessionIds: number[]) => Promise<ReadonlySet<number>>;

/**
 * Heartbeats and changes are written in slices, so 1,000 streams never hold the event loop in one
 * go. Each write is a socket send of some 25 µs here, so a slice of 25 holds the loop under a
 * millisecond; 100 held it 2.5 ms per step of every request arriving during a fan-out, and 10 made
 * the fan-out itself longer (docs/architecture.md, session 2026-11-27 tenth).
 */
const WRITE_SLICE = 25;

/** How many announcements' keys the hub remembers (far more than arrive in a notification's round trip). */
const HEARD_KEPT = 1_000;

/** Calls write for each stream, a slice at a time, letting other work (requests) run between slices. */
async function inSlices(streams: LiveStream[], write: (stream: LiveStream) => void): Promise<void> {
  for (let start = 0; start < streams.length; start += WRITE_SLICE) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    for (const stream of streams.slice(start, start + WRITE_SLICE)) write(stream);
  }
}

/**
 * The event streams open on this server. Each notification from the database goes to the
 * streams of its location only (and of its company: a location id never matches across
 * companies, the double check costs nothing), written in slices so that a busy location's 1,000
 * screens do not stall the requests of the moment; a session's or a user's end closes their streams.
 * One heartbeat for all streams checks all their sessions in one query.
 */
export class LiveHub {
  private readonly streams = new Set<LiveStream>();
  private readonly changeListeners = new Set<(change: LiveChange) => void>();
  /** Keys of the changes the listeners were told of (the last HEARD_KEPT), so each is told once. */
  private readonly heard = new Set<string>();
  private beating = false;

  add(stream: LiveStream): () => void {
    this.streams.add(stream);
    return () => {
      this.streams.delete(stream);
    };
  }

  get size(): number {
    return this.streams.size;
  }

  /** Calls `listener` with each change, after its hint is on its way to the streams. */
  onChange(listener: (change: LiveChange) => void): () => void {
    this.changeListeners.add(listener);
    return () => {
      this.changeListeners.delete(listener);
    };
  }

  dispatch(message: LiveMessage): void {
    if (message.type === 'session-end') this.endSessions([message.sessionId]);
    else if (message.type === 'user-end') this.endUser(message.userId, message.companyId);
    else {
      const reached = [...this.streams].filter(
        (stream) => stream.locationId === message.locationId && stream.companyId === message.companyId,
      );
      // A stream that closed meanwhile is skipped.
      void inSlices(reached, (stream) => {
        if (this.streams.has(stream)) stream.sendChange(message);
      });
      this.tellListeners(message);
    }
  }

  /**
   * A change a request of this server announced, once its transaction committed: the listeners
   * hear it now rather than when the database's notification comes back (its hint still goes out
   * then). Told once, whichever comes first.
   */
  committed(change: LiveChange): void {
    this.tellListeners(change);
  }

  private tellListeners(change: LiveChange): void {
    if (change.key !== undefined) {
      if (this.heard.has(change.key)) return;
      this.heard.add(change.key);
      if (this.heard.size > HEARD_KEPT) {
        const oldest = this.heard.values().next().value;
        if (oldest !== undefined) this.heard.delete(oldest);
      }
    }
    for (const listener of this.changeListeners) listener(change);
  }

  /**
   * Ends at once the streams of these sessions on this server. To end them on every server
   * (several processes on one PostgreSQL), announce it instead: `announceSessionEnd`.
   */
  endSessions(sessionIds: Iterable<number>): void {
    const ended = new Set(sessionIds);
    this.closeWhere((stream) => ended.has(stream.sessionId));
  }

  /**
   * Ends at once every stream of a user on this server, or only those at one company's
   * locations. To end them on every server, announce it instead: `announceUserEnd`.
   */
  endUser(userId: number, companyId?: number): void {
    this.closeWhere(
      (stream) => stream.userId === userId && (companyId === undefined || stream.companyId === companyId),
    );
  }

  /**
   * One heartbeat for every open stream: checks all their sessions in one query, closes the
   * streams of sessions no longer valid and writes the heartbeat comment to the others. A
   * heartbeat still running when the next is due makes that one a no-op. When the check fails
   * (the database is busy or gone) no stream is closed: the next heartbeat checks again, rather
   * than sending every screen to reconnect (and sign in) at once.
   */
  async heartbeat(findLiveSessions: FindLiveSessions): Promise<void> {
    if (this.beating || this.streams.size === 0) return;
    this.beating = true;
    try {
      const checked = [...this.streams];
      const live = await findLiveSessions([...new Set(checked.map((stream) => stream.sessionId))]).catch(
        () => null,
      );
      await inSlices(checked, (stream) => {
        // A stream that closed meanwhile is skipped.
        if (!this.streams.has(stream)) return;
        if (live === null || live.has(stream.sessionId)) stream.sendHeartbeat();
        else stream.close();
      });
    } finally {
      this.beating = false;
    }
  }

  closeAll(): void {
    this.closeWhere(() => true);
  }

  private closeWhere(matches: (stream: LiveStream) => boolean): void {
    for (const stream of [...this.streams]) if (matches(stream)) stream.close();
  }
}
