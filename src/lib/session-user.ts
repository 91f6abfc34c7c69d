/** Where the page reads who is signed in: the account settings in the query cache (set by QueryProvider). */
let readUserId: () => number | null = () => null;

export function readSessionUserFrom(source: () => number | null): void {
  readUserId = source;
}

/** The signed-in user's id as this page knows it, or null before the account was read. */
export function sessionUserId(): number | null {
  return readUserId();
}
