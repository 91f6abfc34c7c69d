/** Name of the readable cookie the client uses as "logged in" (spec 01 §4.2). */
export const LOGGED_IN_COOKIE = 'mostrador_logged_in';
export const SESSION_COOKIE = 'mostrador_session';
