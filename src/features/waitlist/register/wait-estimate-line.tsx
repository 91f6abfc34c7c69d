import { Text } from '@mantine/core';
import { useWaitEstimate } from '../api/booking';
import { useLocationId } from '../queries';

/** 'Espera estimada: ~25 min' for a party of `groupSize` (the settings' show_wait_time). */
export function WaitEstimateLine({ groupSize }: { groupSize: number | null }) {
  const estimate = useWaitEstimate(useLocationId(), groupSize, true);
  if (!estimate.data) return null;
  const { minutes } = estimate.data;
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      {minutes === null ? 'Espera estimada: sin historial suficiente' : `Espera estimada: ~${minutes} min`}
    </Text>
  );
}
