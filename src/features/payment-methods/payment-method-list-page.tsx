import { IconCreditCard } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { PAYMENT_METHOD_TYPE_LABELS, PAYMENT_USAGE_LABELS } from '../../domain/contract/payment-method';
import { accountSettingsQueryOptions } from '../../lib/query/account-queries';
import { useDrawerTarget } from '../../ui/use-drawer-target';
import { useListSearch } from '../../ui/use-list-search';
import { CatalogDrawer } from '../catalog/shared/catalog-drawer';
import { CatalogList } from '../catalog/shared/catalog-list';
import { CatalogStatusBadge } from '../catalog/shared/catalog-status-badge';
import { paymentMethods } from './payment-method-api';
import { PaymentMethodForm } from './payment-method-form';

/** Search debounce of 02 §9. */
const SEARCH_DEBOUNCE_MS = 300;

/** Métodos de pago (menu-paymentMethod-list): the location's methods, each edited in a drawer. */
export default function PaymentMethodListPage() {
  const locationId = useQuery(accountSettingsQueryOptions()).data?.location?.id ?? null;
  const { search, onSearch, text, page, setPage } = useListSearch(SEARCH_DEBOUNCE_MS);
  const list = paymentMethods.usePage(locationId, text, page);
  const drawer = useDrawerTarget(paymentMethods, locationId);
  return (
    <>
      <CatalogList
        title="Métodos de pago"
        searchLabel="Buscar métodos de pago"
        search={{ value: search, onChange: onSearch, text, page, setPage }}
        query={list}
        columns={['Tipo', 'Se usa en', 'Estado']}
        rows={(items) =>
          items.map((method) => ({
            key: method.id,
            title: method.name,
            cells: [
              PAYMENT_METHOD_TYPE_LABELS[method.type],
              method.usage_types.map((usage) => PAYMENT_USAGE_LABELS[usage]).join(', '),
              <CatalogStatusBadge key="status" status={method.status} />,
            ],
            onOpen: () => drawer.open(method.id),
          }))
        }
        create={{ label: 'Nuevo', onClick: drawer.openNew }}
        noun={['método de pago', 'métodos de pago']}
        empty={{
          icon: <IconCreditCard size={32} />,
          title: 'Aún no hay métodos de pago.',
          description: 'Agrega efectivo, Mercado Pago, PayPal o el monedero de tu programa de lealtad.',
        }}
      />
      <CatalogDrawer
        opened={drawer.target !== null}
        title={drawer.target?.id == null ? 'Nuevo método de pago' : (drawer.item?.name ?? 'Método de pago')}
        onClose={drawer.close}
        loading={drawer.loading && drawer.editing.isFetching}
        error={drawer.loading ? drawer.editing.error : null}
        onRetry={() => void drawer.editing.refetch()}
      >
        {drawer.target && !drawer.loading && (
          <PaymentMethodForm key={drawer.target.id ?? 'new'} method={drawer.item} onClose={drawer.close} />
        )}
      </CatalogDrawer>
    </>
  );
}
