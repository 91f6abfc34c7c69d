import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconKeyboard, IconQrcode } from '@tabler/icons-react';
import { useState } from 'react';
import { LOYALTY_PROGRAM_TYPE_LABELS, type LoyaltyProgram } from '../../../domain/contract/loyalty';
import { maxEarnText, minPurchaseText, programValueText } from './program-summary';

interface ProgramCardProps {
  program: LoyaltyProgram;
  /** Null for a user who may only look (loyalty-reader): no transaction buttons. */
  onStart: ((step: 'scan' | 'input', program: LoyaltyProgram) => void) | null;
}

/** One available program (01 §2.2): name, type, its figure, minimum purchase, conditions, actions. */
export function ProgramCard({ program, onStart }: ProgramCardProps) {
  const [conditionsOpen, setConditionsOpen] = useState(false);
  const headingId = `loyalty-program-${program.id}`;
  const details = [minPurchaseText(program), maxEarnText(program)].filter((line) => line !== null);

  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Title order={2} size="h4" id={headingId}>
              <span aria-hidden>{program.style_icon} </span>
              {program.name}
            </Title>
            <Text size="sm" c="dimmed">
              {LOYALTY_PROGRAM_TYPE_LABELS[program.type]}
            </Text>
          </Stack>
          {program.status === 'limited' && (
            <Badge color="orange" variant="light">
              Solo clientes actuales
            </Badge>
          )}
        </Group>
        <Text fw={700} size="xl">
          {programValueText(program)}
        </Text>
        {details.map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))}
        {program.conditions && (
          <>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => setConditionsOpen((open) => !open)}
              aria-expanded={conditionsOpen}
              style={{ alignSelf: 'flex-start' }}
            >
              {conditionsOpen ? 'Ocultar condiciones' : 'Ver condiciones'}
            </Button>
            {conditionsOpen && (
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                {program.conditions}
              </Text>
            )}
          </>
        )}
        {onStart && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Button size="lg" leftSection={<IconQrcode size={22} />} onClick={() => onStart('scan', program)}>
              Escanear QR
            </Button>
            <Button
              size="lg"
              variant="light"
              leftSection={<IconKeyboard size={22} />}
              onClick={() => onStart('input', program)}
            >
              Teléfono o código
            </Button>
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}
