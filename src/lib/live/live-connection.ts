/** What the header says about the live stream. */
export type LiveState = 'connecting' | 'live' | 'reconnecting';

/** A `changed` hint: something of this area (and id) changed on the server. */
export interface LiveChange {
  area: string;
  id: number;
}

export interface LiveConnectionOptions {
  url: string;
  onChange(change: LiveChange): void;
  /** After a gap (reconnected): hints may have been missed, refetch everything live. */
  onResync(): void;
  /**
   * The stream dropped. The server also ends a stream on purpose when the user's rights change or
   * their access is taken away, so the app reads its rights again (a gone session then logs out).
   */
  onDrop?(): void;
  /** The EventSource constructor (the browser's; tests pass their own). */
  eventSource: typeof EventSource;
  /** Where the browser's `online` event fires (the window; tests pass their own). */
  onlineEvents?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | undefined;
}

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

function isLiveChange(value: unknown): value is LiveChange {
  const change = value as Partial<LiveChange> | null;
  return typeof change?.area === 'string' && typeof change.id === 'number';
}

/**
 * One EventSource to /v1/events, reopened with exponential backoff (1 s to 30 s, with jitter)
 * when it drops: the browser's own retry gives up on an HTTP error such as a 502 from a proxy.
 * When the browser comes back online it catches up at once (a resync) and reopens a dropped
 * stream right away instead of at the end of its backoff (issue 17 point 9).
 */
export class LiveConnection {
  private source: EventSource | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private retryMs = FIRST_RETRY_MS;
  private hadGap = false;
  private stopped = false;
  private state: LiveState = 'connecting';
  private readonly listeners = new Set<() => void>();

  constructor(private readonly options: LiveConnectionOptions) {}

  start(): void {
    this.stopped = false;
    this.options.onlineEvents?.addEventListener('online', this.onOnline);
    this.open();
  }

  stop(): void {
    this.stopped = true;
    this.options.onlineEvents?.removeEventListener('online', this.onOnline);
    clearTimeout(this.retryTimer);
    this.source?.close();
    this.source = null;
  }

  getState = (): LiveState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Hints sent while offline were missed: refetch now, and reopen a dropped stream now. */
  private readonly onOnline = (): void => {
    if (this.stopped) return;
    this.options.onResync();
    if (this.state === 'live') return;
    clearTimeout(this.retryTimer);
    this.source?.close();
    this.retryMs = FIRST_RETRY_MS;
    // Changes between this resync and the stream's opening are caught by the resync on open.
    this.hadGap = true;
    this.open();
  };

  private setState(state: LiveState): void {
    if (state === this.state) return;
    this.state = state;
    for (const listener of this.listeners) listener();
  }

  private open(): void {
    const source = new this.options.eventSource(this.options.url, { withCredentials: true });
    this.source = source;
    source.onopen = () => {
      this.retryMs = FIRST_RETRY_MS;
      this.setState('live');
      if (this.hadGap) this.options.onResync();
      this.hadGap = false;
    };
    source.addEventListener('changed', (event) => {
      try {
        const change: unknown = JSON.parse((event as MessageEvent<string>).data);
        if (isLiveChange(change)) this.options.onChange(change);
      } catch {
        // A malformed hint is ignored; the 60 s poll still refreshes.
      }
    });
    source.onerror = () => {
      source.close();
      if (this.source !== source || this.stopped) return;
      this.source = null;
      this.hadGap = true;
      this.options.onDrop?.();
      this.setState('reconnecting');
      const delay = this.retryMs * (0.75 + Math.random() * 0.5);
      this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
      this.retryTimer = setTimeout(() => {
        if (!this.stopped) this.open();
      }, delay);
    };
  }
}
