import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import type { PublicTurn } from '../../../domain/contract/public-waitlist';
import { formatPeople } from '../../../lib/format';
import { formatDateTime, formatMinutes } from '../../../ui/report/report-format';
import { PublicQueryGate } from '../public-load-state';
import { useAnswerConfirmation, usePublicTurn } from '../public-queries';
import { PublicStatusCard } from '../public-status-card';

const STATUS_COLORS: Record<PublicTurn['status'], string> = {
  pending: 'blue',
  notified: 'orange',
  ready: 'green',
  completed: 'gray',
  canceled: 'red',
};

/** The sentence under the status: what the customer should do now. */
export function turnMessage(turn: PublicTurn): string {
  switch (turn.status) {
    case 'ready':
      return turn.type === 'waitlist'
        ? 'Tu mesa está lista. Acércate con el anfitrión.'
        : 'Te esperamos. Acércate con el anfitrión.';
    case 'notified':
      return 'Tu turno está próximo. Mantente cerca.';
    case 'completed':
      return '¡Gracias por tu visita!';
    case 'canceled':
      return 'Este turno fue cancelado.';
    default:
      if (turn.type === 'booking') return 'Tu reservación está registrada.';
      if (turn.position === 0) return '¡Eres el siguiente!';
      if (turn.position === 1) return 'Hay 1 grupo antes que tú.';
      return turn.position === null
        ? 'Estás en la lista de espera.'
        : `Hay ${turn.position} grupos antes que tú.`;
  }
}

function Confirmation({ code, turn }: { code: string; turn: PublicTurn }) {
  const answer = useAnswerConfirmation(code);
  if (!turn.confirmation_pending) {
    if (turn.confirmation_response === true)
      return <Alert color="teal">Confirmaste tu asistencia. ¡Te esperamos!</Alert>;
    if (turn.confirmation_response === false)
      return <Alert color="gray">Avisamos al negocio que no podrás asistir.</Alert>;
    return null;
  }
  return (
    <Alert
      color="orange"
      title={turn.type === 'booking' ? '¿Confirmas tu reservación?' : '¿Sigues en camino?'}
    >
      <Stack gap="sm">
        <Text size="sm">Avísanos si vienes para guardar tu lugar.</Text>
        <Group grow>
          <Button
            color="green"
            onClick={() => answer.mutate(true)}
            loading={answer.isPending && answer.variables === true}
            disabled={answer.isPending}
          >
            Confirmar
          </Button>
          <Button
            variant="default"
            onClick={() => answer.mutate(false)}
            loading={answer.isPending && answer.variables === false}
            disabled={answer.isPending}
          >
            No podré asistir
          </Button>
        </Group>
        {answer.error && (
          <Text c="red" size="sm">
            {answer.error.message}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

function TurnView({ code, turn }: { code: string; turn: PublicTurn }) {
  const open = turn.status !== 'completed' && turn.status !== 'canceled';
  return (
    <PublicStatusCard
      businessName={turn.location_name}
      title={`Hola, ${turn.name}`}
      badge={
        <Badge color={STATUS_COLORS[turn.status]} size="lg" radius="sm" tt="none">
          {turn.status_name}
        </Badge>
      }
      live={open}
    >
      <Text fz="lg" fw={600}>
        {turnMessage(turn)}
      </Text>
      <Stack gap={4}>
        {turn.booking_date && <Text>Fecha: {formatDateTime(turn.booking_date)}</Text>}
        {turn.group_size !== null && <Text>Grupo: {formatPeople(turn.group_size)}</Text>}
        {open && turn.wait_estimate_mins !== null && (
          <Text>Espera estimada: {formatMinutes(turn.wait_estimate_mins)}</Text>
        )}
      </Stack>
      <Confirmation code={code} turn={turn} />
    </PublicStatusCard>
  );
}

/** The customer's turn page (/t/{code}): status, place in line, estimate or booking time; refreshes every 30 s. */
export default function TurnPage() {
  const { code = '' } = useParams({ strict: false }) as { code?: string };
  return (
    <PublicQueryGate
      query={usePublicTurn(code)}
      notFound={{ title: 'Turno no encontrado.', hint: 'Revisa el enlace que recibiste.' }}
      failedTitle="No se pudo cargar tu turno"
    >
      {(turn) => <TurnView code={code} turn={turn} />}
    </PublicQueryGate>
  );
}
