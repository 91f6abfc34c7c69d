import { Group, NativeSelect } from '@mantine/core';
import { TIME_OPTIONS } from './hours-labels';

interface TimeRangeInputsProps {
  open: string | null;
  close: string | null;
  openError?: React.ReactNode;
  closeError?: React.ReactNode;
  onOpen: (time: string) => void;
  onClose: (time: string) => void;
}

/** 'Abre' and 'Cierra' side by side, each a choice every 15 minutes. */
export function TimeRangeInputs({
  open,
  close,
  openError,
  closeError,
  onOpen,
  onClose,
}: TimeRangeInputsProps) {
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <NativeSelect
        label="Abre"
        data={TIME_OPTIONS}
        value={open ?? ''}
        error={openError}
        onChange={(event) => onOpen(event.currentTarget.value)}
        w={130}
      />
      <NativeSelect
        label="Cierra"
        data={TIME_OPTIONS}
        value={close ?? ''}
        error={closeError}
        onChange={(event) => onClose(event.currentTarget.value)}
        w={130}
      />
    </Group>
  );
}
