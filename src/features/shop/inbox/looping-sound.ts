import { Howl, Howler } from 'howler';

/** What a looping sound does right now; the page root shows it (data-alert-sound) for tests. */
export type LoopingSoundState = 'playing' | 'stopped' | 'blocked';

// Kept running for the whole shift: Howler suspends an idle context after 30 s by default, and
// a context resumed later without a tap may be refused.
Howler.autoSuspend = false;

/** True while the browser lets the page make sound (autoplay not blocked). */
export function soundUnlocked(): boolean {
  if (!Howler.usingWebAudio) return true;
  return Howler.ctx?.state === 'running';
}

/** Asks the browser for sound from a tap (the tap itself is what unlocks it). */
export function unlockSound(): void {
  void Howler.ctx?.resume();
}

/**
 * One looping sound (webm, mp3 fallback) that is on while `setWanted(true)`. The browser may
 * block it until a tap: then it waits (Howler plays it once unlocked) and reports 'blocked'.
 */
export class LoopingSound {
  private readonly howl: Howl;
  private wanted = false;
  private htmlBlocked = false;
  private readonly listeners = new Set<() => void>();

  constructor(name: string) {
    this.howl = new Howl({ src: [`/sounds/${name}.webm`, `/sounds/${name}.mp3`], loop: true, preload: true });
    const changed = () => this.notify();
    this.howl.on('play', () => {
      this.htmlBlocked = false;
      changed();
    });
    this.howl.on('stop', changed);
    this.howl.on('unlock', changed);
    this.howl.on('playerror', () => {
      this.htmlBlocked = true;
      changed();
      // HTML5 audio fallback: retry once the browser unlocks it.
      this.howl.once('unlock', () => this.restart());
    });
    Howler.ctx?.addEventListener('statechange', changed);
  }

  setWanted(wanted: boolean): void {
    if (wanted === this.wanted) return;
    this.wanted = wanted;
    if (wanted) this.howl.play();
    else {
      this.howl.stop();
      this.htmlBlocked = false;
    }
    this.notify();
  }

  state = (): LoopingSoundState => {
    if (!this.wanted) return 'stopped';
    if (this.htmlBlocked || !soundUnlocked()) return 'blocked';
    return 'playing';
  };

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private restart(): void {
    if (!this.wanted) return;
    this.howl.stop();
    this.howl.play();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
