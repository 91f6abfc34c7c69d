import { Alert } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import type { WaitEstimate } from '../../../domain/contract/availability';
import { formatMinutes } from '../../../ui/report/report-format';

function partiesAhead(ahead: number): string {
  if (ahead === 0) return 'No hay nadie antes que tú.';
  return ahead === 1 ? 'Hay 1 grupo antes que tú.' : `Hay ${ahead} grupos antes que tú.`;
}

/** The quote for a new party (show_wait_time): the estimated wait and the parties ahead. */
export function WaitEstimateText({ estimate }: { estimate: WaitEstimate }) {
  return (
    <Alert color="blue" variant="light" icon={<IconClock size={18} />}>
      {estimate.minutes !== null && <strong>Espera estimada: {formatMinutes(estimate.minutes)}. </strong>}
      {partiesAhead(estimate.ahead)}
    </Alert>
  );
}
