import { ActionIcon, Button, Group } from '@mantine/core';
import { IconAdjustments, IconChevronDown, IconClockHour4 } from '@tabler/icons-react';
import type { ShopStatus } from '../../../domain/contract/shop';
import { RECEPTION_MODES, type ReceptionMode } from '../../../domain/contract/shop-values';
import { LazyChoiceMenu } from './lazy-choice-menu';
import { loadScreenSettingsDialog, loadWaitTimeDialog } from './lazy-chunks';

export const RECEPTION_MODE_LABELS: Record<ReceptionMode, string> = {
  on: 'Recepción activa',
  pickup: 'Solo para recoger',
  delivery: 'Solo a domicilio',
  off: 'Recepción desactivada',
};

const RECEPTION_COLORS: Record<ReceptionMode, string> = {
  on: 'green',
  pickup: 'teal',
  delivery: 'teal',
  off: 'gray',
};

interface InboxToolbarProps {
  status: ShopStatus;
  receptionPending: boolean;
  onReceptionMode: (mode: ReceptionMode) => void;
  onWaitTime: () => void;
  onScreenSettings: () => void;
}

/** The reception mode menu, the wait times and this screen's own settings. */
export function InboxToolbar({
  status,
  receptionPending,
  onReceptionMode,
  onWaitTime,
  onScreenSettings,
}: InboxToolbarProps) {
  return (
    <Group gap="xs" wrap="wrap">
      <LazyChoiceMenu
        label="Recepción de pedidos"
        choices={RECEPTION_MODES.filter((mode) => mode !== status.reception).map((mode) => ({
          value: mode,
          label: RECEPTION_MODE_LABELS[mode],
          color: mode === 'off' ? 'red' : undefined,
        }))}
        onSelect={onReceptionMode}
        button={(props) => (
          <Button
            color={RECEPTION_COLORS[status.reception]}
            variant="light"
            loading={receptionPending}
            rightSection={<IconChevronDown size={16} aria-hidden />}
            aria-haspopup="menu"
            aria-label={`Recepción de pedidos: ${RECEPTION_MODE_LABELS[status.reception]}`}
            {...props}
          >
            {RECEPTION_MODE_LABELS[status.reception]}
          </Button>
        )}
      />
      <Button
        variant="default"
        aria-label={`Tiempos de espera: preparación ${status.processing_mins_avg} min, envío ${status.shipping_mins_avg} min`}
        leftSection={<IconClockHour4 size={18} aria-hidden />}
        onClick={onWaitTime}
        onPointerEnter={() => void loadWaitTimeDialog()}
      >
        Tiempos {status.processing_mins_avg} / {status.shipping_mins_avg} min
      </Button>
      <ActionIcon
        variant="default"
        size={42}
        aria-label="Ajustes de la pantalla"
        title="Ajustes de la pantalla"
        onClick={onScreenSettings}
        onPointerEnter={() => void loadScreenSettingsDialog()}
      >
        <IconAdjustments size={20} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
