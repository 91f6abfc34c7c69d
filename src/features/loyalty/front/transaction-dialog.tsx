import { Alert, Button, Divider, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { LOYALTY_LIMITS, type LoyaltyComplete, type LoyaltyPrepare } from '../../../domain/contract/loyalty';
import { walletMaximum } from '../../../domain/rules/loyalty-wallet';
import { moneyAmount } from '../../../domain/rules/money-input';
import { applyFormErrors } from '../../../lib/api/form-errors';
import { useIntentKey } from '../../../lib/api/use-intent-key';
import { formatMoney } from '../../../lib/format';
import { MoneyInput } from '../../../ui/money-input';
import { loyaltyApi } from '../api/loyalty-api';
import { CashbackLines } from './cashback-lines';
import { minPurchaseText } from './program-summary';
import { RecipientSection } from './recipient-section';
import { StampProgress } from './stamp-progress';
import {
  canUseWallet,
  completeBody,
  confirmLabel,
  EMPTY_TRANSACTION_FORM,
  TRANSACTION_FIELDS,
  type TransactionFormValues,
  transactionErrors,
} from './transaction-form';
import { WalletField } from './wallet-field';

interface TransactionDialogProps {
  prepared: LoyaltyPrepare;
  timeZone: string | undefined;
  onCompleted: (result: LoyaltyComplete) => void;
  onClose: () => void;
}

const SHOWN_FIELDS: readonly string[] = TRANSACTION_FIELDS;

/**
 * The transaction dialog (01 §2.2, §5.1): the customer and their progress, the sale amount, a
 * reference, for a cashback card read by its code the wallet payment, and the confirm button
 * whose words say what happens. Completing sends one Idempotency-Key per intent.
 */
export function TransactionDialog({ prepared, timeZone, onCompleted, onClose }: TransactionDialogProps) {
  const mobile = useMediaQuery('(max-width: 768px)') ?? false;
  const { program, progress, recipient } = prepared;
  const form = useForm<TransactionFormValues>({
    initialValues: EMPTY_TRANSACTION_FORM,
    validate: (values) => transactionErrors(values, prepared),
  });
  const [rootError, setRootError] = useState<string | null>(null);
  const intent = useIntentKey();
  const complete = useMutation({
    mutationFn: (body: ReturnType<typeof completeBody>) => loyaltyApi.complete(body, intent.keyFor(body)),
  });

  const values = form.getValues();
  const sale = moneyAmount(values.sale_amount);
  const wallet = canUseWallet(prepared) ? (moneyAmount(values.withdraw_amount) ?? 0) : 0;
  // Before the sale is typed the balance is the limit; then the smaller of the two.
  const maximum = walletMaximum(progress.user_balance, sale ?? progress.user_balance);
  const walletShown = canUseWallet(prepared) && progress.user_balance > 0;
  const minimum = minPurchaseText(program);

  const submit = form.onSubmit((checked) => {
    setRootError(null);
    complete.mutate(completeBody(checked, prepared), {
      onSuccess: (result) => {
        intent.settle(null);
        onCompleted(result);
      },
      onError: (error) => {
        intent.settle(error);
        let other: string | null = null;
        const onFields = applyFormErrors(
          {
            setFieldError: (path, message) => {
              if (SHOWN_FIELDS.includes(path)) form.setFieldError(path, message);
              else other ??= message;
            },
          },
          error,
        );
        setRootError(other ?? (onFields ? null : error.message));
      },
    });
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={program.name}
      fullScreen={mobile}
      closeOnClickOutside={!complete.isPending}
      closeOnEscape={!complete.isPending}
      withCloseButton={!complete.isPending}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <RecipientSection
            recipient={recipient}
            nameField={
              <TextInput
                label="Nombre del cliente"
                autoComplete="off"
                size="md"
                maxLength={100}
                withAsterisk
                {...form.getInputProps('contact_name')}
              />
            }
          />
          {program.type === 'cashback' ? (
            <Text fw={600}>{`Saldo disponible ${formatMoney(progress.user_balance)}`}</Text>
          ) : (
            <StampProgress
              prepared={prepared}
              timeZone={timeZone}
              redeem={values.redeem_reward}
              onRedeemChange={(redeem) => form.setFieldValue('redeem_reward', redeem)}
            />
          )}
          <Divider />
          <MoneyInput
            label="Monto de la venta"
            description={minimum ?? undefined}
            size="lg"
            data-autofocus
            withAsterisk
            {...form.getInputProps('sale_amount')}
          />
          {walletShown && (
            <WalletField
              maximum={maximum}
              inputProps={form.getInputProps('withdraw_amount')}
              onFill={() => form.setFieldValue('withdraw_amount', maximum)}
            />
          )}
          {program.type === 'cashback' && !canUseWallet(prepared) && progress.user_balance > 0 && (
            <Text size="sm" c="dimmed">
              Para pagar con monedero escanea el código de la tarjeta del cliente.
            </Text>
          )}
          <TextInput
            label="Referencia"
            description="Opcional: número de ticket o nota."
            maxLength={LOYALTY_LIMITS.referenceMax}
            autoComplete="off"
            size="md"
            {...form.getInputProps('reference')}
          />
          {program.type === 'cashback' && <CashbackLines program={program} sale={sale} wallet={wallet} />}
          {rootError && (
            <Alert color="red" role="alert">
              {rootError}
            </Alert>
          )}
          <Stack gap="xs">
            <Button type="submit" size="lg" fullWidth loading={complete.isPending}>
              {confirmLabel(values, prepared)}
            </Button>
            <Button variant="default" size="md" fullWidth onClick={onClose} disabled={complete.isPending}>
              Cancelar
            </Button>
          </Stack>
        </Stack>
      </form>
    </Modal>
  );
}
