import { Alert } from '@mantine/core';
import { PAYMENT_PROVIDER_MISSING_MESSAGE } from '../../domain/contract/subscription';

/** Said where a payment button would be when the server has no payment provider: never a fake link. */
export function PaymentsMissing() {
  return (
    <Alert color="yellow" title="Pagos no disponibles">
      {PAYMENT_PROVIDER_MISSING_MESSAGE}
    </Alert>
  );
}
