import type { LoyaltyComplete } from '../../../domain/contract/loyalty';

export const SUCCESS_TITLE = 'Transacción realizada';

export const SUCCESS_MESSAGES = {
  balance: 'El cliente recibirá un mensaje de WhatsApp con su saldo.',
  stamps: 'El cliente recibirá un mensaje de WhatsApp con su avance.',
  reward: 'El cliente completó su tarjeta y recibirá un mensaje de WhatsApp con su premio.',
  rewardNoMessage: 'El cliente completó su tarjeta.',
  noBalance: 'No se envió el mensaje: no hay créditos de mensajes.',
  noPhone: 'No se envió el mensaje: el cliente no tiene un teléfono que reciba WhatsApp.',
} as const;

/** What the success alert says about the customer's WhatsApp message (01 §8). */
export function successLines(result: LoyaltyComplete): string[] {
  if (result.message === 'queued') {
    if (result.reward_granted) return [SUCCESS_MESSAGES.reward];
    return [result.transaction.type === 'cashback' ? SUCCESS_MESSAGES.balance : SUCCESS_MESSAGES.stamps];
  }
  const lines: string[] = result.reward_granted ? [SUCCESS_MESSAGES.rewardNoMessage] : [];
  lines.push(result.message === 'no_balance' ? SUCCESS_MESSAGES.noBalance : SUCCESS_MESSAGES.noPhone);
  return lines;
}
