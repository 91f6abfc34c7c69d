/**
 * Who made a change, sent with it: the page puts the signed-in user's id on every request that
 * carries an Idempotency-Key, and the service worker's outbox keeps the header when it queues the
 * request. A replay that arrives under another person's session is refused (409 OTHER_USER), so a
 * change made on a shared tablet never reaches the server in the name of whoever signs in next.
 */
export const ACTING_USER_HEADER = 'X-Mostrador-User';

export const OTHER_USER_MESSAGE =
  'Este cambio lo hizo otra persona en este dispositivo: no se envió con tu sesión. Descártalo o pide a quien lo hizo que inicie sesión.';
