import type { Message } from '../../../domain/contract/messaging';

/**
 * A chat bubble's delivery status (01 §3.8, §4.7): sent, delivered, read, failed; a message still
 * waiting for its delivery job (scheduled) is 'En espera'. The provider's report wins over ours.
 */
export function chatStatusLabel(message: Pick<Message, 'status' | 'delivery_status'>): string {
  switch (message.delivery_status) {
    case 'read':
      return 'Leído';
    case 'delivered':
      return 'Entregado';
    case 'failed':
      return 'No entregado';
    case null:
      break;
  }
  switch (message.status) {
    case 'sent':
      return 'Enviado';
    case 'failed':
      return 'No enviado';
    case 'sending':
      return 'Enviando';
    case 'canceled':
      return 'Cancelado';
    default:
      return 'En espera';
  }
}
