import { Stepper } from '@mantine/core';
import type { PublicOrder } from '../../../domain/contract/public-shop';
import { orderStages, stagesDone } from './order-stages';

/** Recibido → Confirmado → En preparación → Listo → (En camino) → Entregado, the reached ones ticked. */
export function OrderStageStepper({ order }: { order: PublicOrder }) {
  const stages = orderStages(order);
  const done = stagesDone(order);
  return (
    <Stepper
      active={done}
      orientation="vertical"
      size="sm"
      allowNextStepsSelect={false}
      aria-label="Avance del pedido"
    >
      {stages.map((stage, index) => (
        <Stepper.Step
          key={stage}
          label={stage}
          aria-current={index === done - 1 ? 'step' : undefined}
          description={index === done - 1 && !order.completed ? 'Ahora' : undefined}
        />
      ))}
    </Stepper>
  );
}
