/** A PAC (or SAT's service behind it) that refused or could not be reached; its message is Spanish. */
export class PacError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PacError';
  }
}
