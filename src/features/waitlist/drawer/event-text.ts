import type { QueueEvent } from '../../../domain/contract/queue-actions';
import type { QueueItem } from '../../../domain/contract/waitlist';

/** Spanish text of each timeline event (01 §4.7). `when` formats a date the event carries. */
export function eventText(
  event: QueueEvent,
  itemType: QueueItem['type'],
  when: (iso: string) => string,
): string {
  const data = event.data ?? {};
  switch (event.type) {
    case 'created':
      return 'Registro creado';
    case 'confirmation_requested':
      return 'Se solicitó la confirmación al cliente';
    case 'confirmation_response':
      return data.response === true
        ? 'El cliente confirmó su asistencia'
        : data.response === false
          ? 'El cliente rechazó la confirmación'
          : 'El cliente respondió la confirmación';
    case 'checked_in':
      return 'El cliente llegó';
    case 'ready':
      return itemType === 'booking' ? 'Se envió un recordatorio al cliente' : 'Marcado como listo';
    case 'canceled':
      return 'Registro cancelado';
    case 'alert_requested':
      return 'Se notificó al cliente';
    case 'rescheduled':
      return typeof data.booking_date === 'string'
        ? `Reprogramado para ${when(data.booking_date)}`
        : 'Reprogramado';
    case 'completed':
      return 'Registro completado';
    case 'notes_updated':
      return 'Notas actualizadas';
    case 'message_sent':
      return 'Mensaje enviado al cliente';
  }
}
