import { Button } from '@mantine/core';
import { IconVolume } from '@tabler/icons-react';
import classes from './inbox.module.css';
import { unlockSound } from './looping-sound';

/**
 * The browser blocks sound until someone taps the page (autoplay policy): this asks for the tap,
 * loud and wide, so the alert can ring.
 */
export function SoundUnlockPrompt() {
  return (
    <Button
      size="xl"
      color="orange"
      fullWidth
      classNames={{ root: classes.soundUnlock, label: classes.soundUnlockLabel }}
      leftSection={<IconVolume size={28} aria-hidden />}
      onClick={unlockSound}
      data-testid="sound-unlock"
    >
      Toca para activar el sonido
    </Button>
  );
}
