import { Alert } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { formatMinutes } from '../../../ui/report/report-format';
import { usePublicWaitEstimate } from '../public-queries';

function partiesAhead(ahead: number): string {
  if (ahead === 0) return 'No hay nadie antes que tú.';
  return ahead === 1 ? 'Hay 1 grupo antes que tú.' : `Hay ${ahead} grupos antes que tú.`;
}

/**
 * The quote for a new party of the chosen size (show_wait_time; asked once the size is chosen
 * when the page asks it): the estimated wait and the parties ahead, the figure the registration
 * stores as what the customer was told.
 */
export function WaitEstimateText(props: { username: string; groupSize: number | null; asksSize: boolean }) {
  const { username, groupSize, asksSize } = props;
  const estimate = usePublicWaitEstimate(username, groupSize, groupSize !== null || !asksSize);
  if (!estimate.data) return null;
  const { minutes, ahead } = estimate.data;
  return (
    <Alert color="blue" variant="light" icon={<IconClock size={18} />} aria-live="polite">
      {minutes !== null && <strong>Espera estimada para tu grupo: {formatMinutes(minutes)}. </strong>}
      {partiesAhead(ahead)}
    </Alert>
  );
}
