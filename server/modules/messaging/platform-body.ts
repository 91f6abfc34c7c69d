export const REDACTED_PLATFORM_BODY = 'Mensaje de acceso (código o enlace) oculto después del envío.';

/**
 * What a platform message's body becomes once a real provider has it (sent or failed): its code or
 * link must not outlive the send in the database. A provider that only records (the local
 * defaults) keeps it: that is its record.
 */
export function bodyAfterHandover(
  message: { companyId: number | null; body: string },
  provider: { recordsOnly: boolean },
): string {
  return message.companyId === null && !provider.recordsOnly ? REDACTED_PLATFORM_BODY : message.body;
}
