import { useQuery } from '@tanstack/react-query';
import type {
  CashbackProgramOption,
  PaymentMethod,
  PaymentMethodCreateInput,
  PaymentMethodPatchInput,
} from '../../domain/contract/payment-method';
import { api } from '../../lib/api/client';
import { searchResource } from '../../lib/query/search-resource';

const PATH = '/v1/pos/payment-method';

/** The payment methods' calls of 02 §7 and their hooks. */
export const paymentMethods = searchResource<
  PaymentMethod,
  PaymentMethodCreateInput,
  PaymentMethodPatchInput
>('payment-methods', PATH);

/** The active cashback programs, read only when the cashback type is chosen. */
export function useCashbackPrograms(enabled: boolean) {
  return useQuery({
    queryKey: ['payment-methods', 'cashback-programs'],
    enabled,
    queryFn: async ({ signal }) =>
      (await api.get<{ data: CashbackProgramOption[] }>(`${PATH}/cashback-programs`, { signal })).data,
  });
}
