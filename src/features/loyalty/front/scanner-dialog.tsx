import { Alert, Box, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBolt, IconBoltOff, IconCameraRotate, IconKeyboard } from '@tabler/icons-react';
import { useRef } from 'react';
import type { LoyaltyProgram } from '../../../domain/contract/loyalty';
import { SCANNER_MESSAGES } from './camera-errors';
import classes from './scanner-dialog.module.css';
import { useQrCamera } from './use-qr-camera';

interface ScannerDialogProps {
  program: LoyaltyProgram;
  /** The read code is being prepared. */
  preparing: boolean;
  onCode: (code: string) => void;
  /** Goes to the phone-or-code dialog instead. */
  onTypeCode: () => void;
  onClose: () => void;
}

/** 'Escanear QR': reads the 6-digit code of the customer's card with the camera (issue 8). */
export function ScannerDialog({ program, preparing, onCode, onTypeCode, onClose }: ScannerDialogProps) {
  const mobile = useMediaQuery('(max-width: 768px)') ?? false;
  return (
    <Modal opened onClose={onClose} title={`Escanear QR · ${program.name}`} fullScreen={mobile}>
      <ScannerView preparing={preparing} onCode={onCode} onTypeCode={onTypeCode} onClose={onClose} />
    </Modal>
  );
}

function ScannerView({ preparing, onCode, onTypeCode, onClose }: Omit<ScannerDialogProps, 'program'>) {
  const video = useRef<HTMLVideoElement>(null);
  const camera = useQrCamera(video, onCode);
  const busy = camera.status === 'read' || preparing;

  return (
    <Stack gap="md" data-testid="qr-scanner" data-state={busy ? 'read' : camera.status}>
      <Box className={classes.frame} hidden={camera.status === 'problem'}>
        <video ref={video} className={classes.video} muted playsInline aria-label="Vista de la cámara" />
      </Box>
      {camera.status === 'starting' && (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>Abriendo la cámara…</Text>
        </Group>
      )}
      {camera.status === 'scanning' && !busy && (
        <Text role="status">Apunta la cámara al código QR de la tarjeta del cliente.</Text>
      )}
      {busy && (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>Buscando al cliente…</Text>
        </Group>
      )}
      {camera.problem && !busy && (
        <Alert color={camera.problem === 'unreadable' ? 'yellow' : 'red'} role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{SCANNER_MESSAGES[camera.problem]}</Text>
            {camera.status === 'problem' && camera.problem !== 'noCamera' && (
              <Button variant="light" onClick={camera.retry}>
                Reintentar
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      <Group gap="sm" grow wrap="wrap">
        {camera.canSwitch && (
          <Button
            variant="default"
            size="md"
            leftSection={<IconCameraRotate size={20} />}
            onClick={camera.switchCamera}
          >
            Cambiar cámara
          </Button>
        )}
        {camera.hasTorch && (
          <Button
            variant="default"
            size="md"
            leftSection={camera.torchOn ? <IconBoltOff size={20} /> : <IconBolt size={20} />}
            onClick={camera.toggleTorch}
            aria-pressed={camera.torchOn}
          >
            {camera.torchOn ? 'Apagar linterna' : 'Encender linterna'}
          </Button>
        )}
      </Group>
      <Stack gap="xs">
        <Button
          variant="light"
          size="md"
          leftSection={<IconKeyboard size={20} />}
          onClick={onTypeCode}
          disabled={busy}
        >
          Escribir código
        </Button>
        <Button variant="default" size="md" onClick={onClose}>
          Cancelar
        </Button>
      </Stack>
    </Stack>
  );
}
