/** Providers whose record is the message itself (nothing leaves the machine): the body stays readable. */
const RECORDING_PROVIDERS: ReadonlySet<string> = new Set(['local', 'eml']);

export const REDACTED_PLATFORM_BODY = 'Mensaje de acceso (código o enlace) oculto después del envío.';

/**
 * What a platform message's body becomes once a real provider has it (sent or failed): its code or
 * link must not outlive the send in the database. The local defaults keep it: that is their record.
 */
export function bodyAfterHandover(
  message: { companyId: number | null; body: string },
  provider: string,
): string {
  return message.companyId === null && !RECORDING_PROVIDERS.has(provider)
    ? REDACTED_PLATFORM_BODY
    : message.body;
}
