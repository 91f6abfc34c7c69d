import type {
  DeliveryMethod,
  DeliveryMethodCreateInput,
  DeliveryMethodPatchInput,
} from '../../domain/contract/delivery-method';
import { searchResource } from '../../lib/query/search-resource';

/** The delivery methods' calls of 02 §7 and their hooks. */
export const deliveryMethods = searchResource<
  DeliveryMethod,
  DeliveryMethodCreateInput,
  DeliveryMethodPatchInput
>('delivery-methods', '/v1/pos/delivery-method');
