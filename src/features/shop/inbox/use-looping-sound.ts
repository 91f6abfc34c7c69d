import { Howler } from 'howler';
import { useEffect, useSyncExternalStore } from 'react';
import { LoopingSound, type LoopingSoundState, soundUnlocked } from './looping-sound';

/** One LoopingSound per file for the whole tab: the inbox remounting never loads it twice. */
const sounds = new Map<string, LoopingSound>();

function soundNamed(name: string): LoopingSound {
  let sound = sounds.get(name);
  if (!sound) {
    sound = new LoopingSound(name);
    sounds.set(name, sound);
  }
  return sound;
}

/** Loops /sounds/{name} while `wanted`, stops it when not and when the screen closes. */
export function useLoopingSound(name: string, wanted: boolean): LoopingSoundState {
  const sound = soundNamed(name);
  useEffect(() => {
    sound.setWanted(wanted);
  }, [sound, wanted]);
  useEffect(() => () => sound.setWanted(false), [sound]);
  return useSyncExternalStore(sound.subscribe, sound.state);
}

function subscribeToContext(onChange: () => void): () => void {
  const context = Howler.ctx;
  context?.addEventListener('statechange', onChange);
  return () => context?.removeEventListener('statechange', onChange);
}

/** True while the browser blocks the page's sound until a tap (autoplay policy). */
export function useSoundLocked(): boolean {
  return !useSyncExternalStore(subscribeToContext, soundUnlocked);
}
