import { Text, Timeline } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { PublicOrder } from '../../../domain/contract/public-shop';
import { orderStages, stagesDone } from './order-stages';

/** Recibido → Confirmado → En preparación → Listo → (En camino) → Entregado, the reached ones ticked. */
export function OrderStageStepper({ order }: { order: PublicOrder }) {
  const stages = orderStages(order);
  const done = stagesDone(order);
  return (
    <Timeline active={done - 1} bulletSize={24} lineWidth={2} aria-label="Avance del pedido">
      {stages.map((stage, index) => {
        const current = index === done - 1;
        return (
          <Timeline.Item
            key={stage}
            bullet={index < done ? <IconCheck size={14} /> : null}
            title={
              <Text fw={current ? 700 : 500} c={index < done ? undefined : 'dimmed'}>
                {stage}
              </Text>
            }
            aria-current={current ? 'step' : undefined}
          />
        );
      })}
    </Timeline>
  );
}
