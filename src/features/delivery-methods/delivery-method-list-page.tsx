import { IconTruckDelivery } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { DeliveryMethod } from '../../domain/contract/delivery-method';
import { formatMoney } from '../../lib/format';
import { accountSettingsQueryOptions } from '../../lib/query/account-queries';
import { useDrawerTarget } from '../../ui/use-drawer-target';
import { useListSearch } from '../../ui/use-list-search';
import { CatalogDrawer } from '../catalog/shared/catalog-drawer';
import { CatalogList } from '../catalog/shared/catalog-list';
import { CatalogStatusBadge } from '../catalog/shared/catalog-status-badge';
import { deliveryMethods } from './delivery-method-api';
import { DeliveryMethodForm } from './delivery-method-form';

/** Search debounce of 02 §9. */
const SEARCH_DEBOUNCE_MS = 300;

/** 'Gratis', '$35.00' or 'Por distancia (3 zonas)'. */
export function shippingText(method: DeliveryMethod): string {
  if (method.delivery_cost_type === 'distance') {
    const count = method.delivery_cost_config.distance.zones.length;
    return `Por distancia (${count} ${count === 1 ? 'zona' : 'zonas'})`;
  }
  return method.flat_fee_amount > 0 ? formatMoney(method.flat_fee_amount) : 'Gratis';
}

/** Métodos de entrega (menu-deliveryMethod-list): the location's methods, each edited in a drawer. */
export default function DeliveryMethodListPage() {
  const locationId = useQuery(accountSettingsQueryOptions()).data?.location?.id ?? null;
  const { search, onSearch, text, page, setPage } = useListSearch(SEARCH_DEBOUNCE_MS);
  const list = deliveryMethods.usePage(locationId, text, page);
  const drawer = useDrawerTarget(deliveryMethods, locationId);
  return (
    <>
      <CatalogList
        title="Métodos de entrega"
        searchLabel="Buscar métodos de entrega"
        search={{ value: search, onChange: onSearch, text, page, setPage }}
        query={list}
        columns={['Envío', 'Compra mínima', 'Estado']}
        rows={(items) =>
          items.map((method) => ({
            key: method.id,
            title: method.name,
            cells: [
              shippingText(method),
              formatMoney(method.min_purchase_amount),
              <CatalogStatusBadge key="status" status={method.status} />,
            ],
            onOpen: () => drawer.open(method.id),
          }))
        }
        create={{ label: 'Nuevo', onClick: drawer.openNew }}
        noun={['método de entrega', 'métodos de entrega']}
        empty={{
          icon: <IconTruckDelivery size={32} />,
          title: 'Aún no hay métodos de entrega.',
          description:
            'Define cuánto cobras por llevar los pedidos a domicilio: gratis, fijo o por distancia.',
        }}
      />
      <CatalogDrawer
        opened={drawer.target !== null}
        title={
          drawer.target?.id == null ? 'Nuevo método de entrega' : (drawer.item?.name ?? 'Método de entrega')
        }
        onClose={drawer.close}
        loading={drawer.loading && drawer.editing.isFetching}
        error={drawer.loading ? drawer.editing.error : null}
        onRetry={() => void drawer.editing.refetch()}
      >
        {drawer.target && !drawer.loading && (
          <DeliveryMethodForm key={drawer.target.id ?? 'new'} method={drawer.item} onClose={drawer.close} />
        )}
      </CatalogDrawer>
    </>
  );
}
