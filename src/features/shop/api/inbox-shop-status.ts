import type { ShopStatusBody } from '../../../domain/contract/shop';
import { api } from '../../../lib/api/client';

/**
 * POST /v1/pos/staff/order/status (02 §7): wait times and reception modes; omitted keys keep their
 * value. While setup is incomplete the server refuses to open reception with a 409.
 */
export async function saveShopStatus(body: ShopStatusBody): Promise<void> {
  await api.post('/v1/pos/staff/order/status', body);
}
