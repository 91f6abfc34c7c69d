import type * as v from 'valibot';
import type { OrderAction, OrderChangeResultSchema } from '../../../domain/contract/shop';
import { api } from '../../../lib/api/client';

export type OrderChangeResult = v.InferOutput<typeof OrderChangeResultSchema>;

/**
 * POST /v1/pos/staff/order/{id}/status {status} (02 §7). An illegal change for the order's state
 * rejects with the server's 409 and its Spanish message.
 */
export async function changeOrderStatus(id: number, status: OrderAction): Promise<OrderChangeResult> {
  return (await api.post<{ data: OrderChangeResult }>(`/v1/pos/staff/order/${id}/status`, { status })).data;
}
