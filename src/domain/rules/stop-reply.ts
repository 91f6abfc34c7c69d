/** Replies that unsubscribe a customer from campaigns (the words phones and carriers teach). */
const STOP_WORDS = new Set(['STOP', 'BAJA']);

/** Whether a customer's reply asks to stop receiving campaigns: 'STOP', 'baja', ' Baja. ' … */
export function isStopReply(text: string): boolean {
  const word = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}]/gu, '')
    .toUpperCase();
  return STOP_WORDS.has(word);
}
