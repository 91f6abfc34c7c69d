import { Badge } from '@mantine/core';
import { LOYALTY_PROGRAM_STATUS_LABELS, type LoyaltyProgramStatus } from '../../../domain/contract/loyalty';

const STATUS_COLORS: Record<LoyaltyProgramStatus, string> = {
  active: 'green',
  limited: 'orange',
  canceled: 'red',
};

/** 'Activo', 'Limitado' or 'Cancelado'. */
export function ProgramStatusBadge({ status }: { status: LoyaltyProgramStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" radius="sm" tt="none" miw="max-content">
      {LOYALTY_PROGRAM_STATUS_LABELS[status]}
    </Badge>
  );
}
