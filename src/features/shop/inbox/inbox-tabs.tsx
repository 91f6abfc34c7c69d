import type { Order } from '../../../domain/contract/shop';
import { ORDER_DISPLAY_STATUS_LABELS, type OrderDisplayStatus } from '../../../domain/rules/order-status';
import classes from './inbox.module.css';

interface InboxTabsProps {
  tabs: OrderDisplayStatus[];
  groups: Record<OrderDisplayStatus, Order[]>;
  active: OrderDisplayStatus;
  onChange: (tab: OrderDisplayStatus) => void;
}

/**
 * One tab per display status with its count (02 §2); 'Recibidos' comes first and turns red and
 * pulses while received orders wait. Plain buttons with tab roles: light, and large for a touch
 * screen.
 */
export function InboxTabs({ tabs, groups, active, onChange }: InboxTabsProps) {
  return (
    <div role="tablist" aria-label="Pedidos por estatus" className={classes.tabs}>
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          id={`inbox-tab-${tab}`}
          aria-controls="inbox-tab-panel"
          aria-selected={tab === active}
          data-loud={tab === 'received' && groups.received.length > 0}
          className={classes.tab}
          onClick={() => onChange(tab)}
        >
          {ORDER_DISPLAY_STATUS_LABELS[tab]}
          <span className={classes.count}>{groups[tab].length}</span>
        </button>
      ))}
    </div>
  );
}
