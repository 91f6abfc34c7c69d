import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { LoyaltyComplete, LoyaltyPrepare, LoyaltyProgram } from '../../../domain/contract/loyalty';
import { loyaltyApi } from '../api/loyalty-api';
import type { PrepareInput } from './phone-or-code';

/** Which dialog of the front is open. */
export type TransactionFlow =
  | { step: 'idle' }
  | { step: 'scan' | 'input'; program: LoyaltyProgram }
  | { step: 'transaction'; prepared: LoyaltyPrepare }
  | { step: 'done'; result: LoyaltyComplete };

/**
 * The front's steps: scanner or phone-or-code → prepare → transaction dialog → success alert.
 * A failed prepare closes the dialog and shows why (01 §8); a dialog closed while prepare runs
 * stays closed.
 */
export function useTransactionFlow() {
  const queryClient = useQueryClient();
  const [flow, setFlow] = useState<TransactionFlow>({ step: 'idle' });
  const attempt = useRef(0);
  const prepare = useMutation({ mutationFn: loyaltyApi.prepare });

  const open = useCallback((step: 'scan' | 'input', program: LoyaltyProgram) => {
    attempt.current += 1;
    setFlow({ step, program });
  }, []);

  const close = useCallback(() => {
    attempt.current += 1;
    setFlow({ step: 'idle' });
  }, []);

  const submit = useCallback(
    (program: LoyaltyProgram, input: PrepareInput) => {
      const mine = ++attempt.current;
      prepare.mutate(
        { program_id: program.id, ...input },
        {
          onSuccess: (prepared) => {
            if (mine === attempt.current) setFlow({ step: 'transaction', prepared });
          },
          onError: (error) => {
            if (mine !== attempt.current) return;
            setFlow({ step: 'idle' });
            notifications.show({
              color: 'red',
              title: 'No se pudo iniciar la transacción',
              message: error.message,
            });
          },
        },
      );
    },
    [prepare.mutate],
  );

  const completed = useCallback(
    (result: LoyaltyComplete) => {
      setFlow({ step: 'done', result });
      void queryClient.invalidateQueries({ queryKey: ['loyalty'] });
    },
    [queryClient],
  );

  return { flow, preparing: prepare.isPending, open, close, submit, completed };
}
