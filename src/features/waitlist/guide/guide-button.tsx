import { Button } from '@mantine/core';
import { IconHelp } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';

export const loadGuideDialog = () => import('./guide-dialog');
const GuideDialog = lazy(loadGuideDialog);

/** 'Guía de uso' (01 §2.10): its dialog loads on first use, preloaded when the pointer comes near. */
export function GuideButton() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconHelp size={16} />}
        onClick={() => setOpened(true)}
        onPointerEnter={() => void loadGuideDialog()}
        onFocus={() => void loadGuideDialog()}
      >
        Guía de uso
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <GuideDialog opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
