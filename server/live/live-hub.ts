import type { LiveChange, LiveMessage } from './live-messages';

/** One open event stream: whose it is and how to reach it. */
export interface LiveStream {
  sessionId: number;
  companyId: number;
  locationId: number;
  sendChange(change: LiveChange): void;
  close(): void;
}

/**
 * The event streams open on this server. Each notification from the database goes to the
 * streams of its location only (and of its company: a location id never matches across
 * companies, the double check costs nothing); a session's end closes its streams.
 */
export class LiveHub {
  private readonly streams = new Set<LiveStream>();

  add(stream: LiveStream): () => void {
    this.streams.add(stream);
    return () => {
      this.streams.delete(stream);
    };
  }

  get size(): number {
    return this.streams.size;
  }

  dispatch(message: LiveMessage): void {
    for (const stream of this.streams) {
      if (message.type === 'session-end') {
        if (stream.sessionId === message.sessionId) stream.close();
      } else if (stream.locationId === message.locationId && stream.companyId === message.companyId) {
        stream.sendChange(message);
      }
    }
  }

  closeAll(): void {
    for (const stream of [...this.streams]) stream.close();
  }
}
