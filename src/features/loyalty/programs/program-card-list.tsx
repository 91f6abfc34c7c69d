import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { LOYALTY_PROGRAM_TYPE_LABELS, type LoyaltyProgram } from '../../../domain/contract/loyalty';
import { programInformation } from './program-information';
import { ProgramStatusBadge } from './program-status-badge';

interface ProgramCardListProps {
  programs: readonly LoyaltyProgram[];
  onOpen: (program: LoyaltyProgram) => void;
}

/** The programs on a phone: one card each, name and status first, then type and information. */
export function ProgramCardList({ programs, onOpen }: ProgramCardListProps) {
  return programs.map((program) => (
    <UnstyledButton
      key={program.id}
      onClick={() => onOpen(program)}
      aria-label={`Abrir programa ${program.name}`}
      w="100%"
    >
      <Paper withBorder radius="md" p="sm">
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text fw={600}>{program.name}</Text>
            <ProgramStatusBadge status={program.status} />
          </Group>
          <Text size="sm">{LOYALTY_PROGRAM_TYPE_LABELS[program.type]}</Text>
          <Text size="sm" c="dimmed">
            {programInformation(program)}
          </Text>
        </Stack>
      </Paper>
    </UnstyledButton>
  ));
}
