import type { OutboxChange } from '../../../domain/rules/outbox-conflict';
import { QUEUE_ACTION_LABELS } from '../../../domain/rules/queue-actions';
import { WALK_IN_NAME } from './use-outbox-overlay';

/** 'Listo · Ana López', 'Editar notas · Ana López', 'Registrar turno · Pedro Ruiz'. */
export function describeChange(change: OutboxChange, nameOf: (itemId: number) => string | undefined): string {
  if (change.kind === 'register')
    return `Registrar turno · ${change.registration.name?.trim() || WALK_IN_NAME}`;
  const what = change.kind === 'notes' ? 'Editar notas' : QUEUE_ACTION_LABELS[change.action];
  const name = nameOf(change.itemId);
  return name ? `${what} · ${name}` : what;
}
