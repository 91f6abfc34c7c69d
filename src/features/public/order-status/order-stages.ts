import type { PublicOrder } from '../../../domain/contract/public-shop';

/** The stages a customer follows; 'En camino' only for a delivery. */
export function orderStages(order: Pick<PublicOrder, 'delivery_type'>): string[] {
  return order.delivery_type === 'delivery'
    ? ['Recibido', 'Confirmado', 'En preparación', 'Listo', 'En camino', 'Entregado']
    : ['Recibido', 'Confirmado', 'En preparación', 'Listo', 'Entregado'];
}

/** How many stages are done: the current one counts, a completed order has done them all. */
export function stagesDone(order: Pick<PublicOrder, 'delivery_type' | 'stage' | 'completed'>): number {
  const stages = orderStages(order);
  if (order.completed) return stages.length;
  return stages.indexOf(order.stage) + 1;
}
