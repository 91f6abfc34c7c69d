import type { Message } from '../contract/messaging';

/**
 * A message's status as the chat, the message list and its detail show it (01 §2.9, §3.8, §4.7):
 * the provider's delivery status when there is one (delivered, read, failed), else ours; a
 * message still waiting for its delivery job (scheduled) is 'En espera'.
 */
export function messageStatusLabel(message: Pick<Message, 'status' | 'delivery_status'>): string {
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
