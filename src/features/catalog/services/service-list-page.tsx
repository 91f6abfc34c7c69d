import { Modal } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { formatMoney } from '../../../lib/format';
import { LoadError } from '../../../ui/load-error';
import { useListSearch } from '../../../ui/use-list-search';
import { useProductPage } from '../api/catalog-queries';
import { CatalogList } from '../shared/catalog-list';
import { CatalogStatusBadge } from '../shared/catalog-status-badge';
import { useCatalogAccess } from '../shared/use-catalog-access';
import { useItemParam } from '../shared/use-item-param';
import { ServiceForm } from './service-form';

/** Servicios (waitlist-service-home): what the business offers and how long it lasts, edited in a dialog
 * that `?servicio=<id>` opens. */
export default function ServiceListPage() {
  const { locationId, canWrite } = useCatalogAccess();
  const { search, onSearch, text, page, setPage } = useListSearch(300);
  const services = useProductPage(locationId, 'service', text, page);
  const { target, open, openNew, close, item, editing, loading } = useItemParam('service', locationId);
  return (
    <>
      <CatalogList
        title="Servicios"
        searchLabel="Buscar servicios"
        search={{ value: search, onChange: onSearch, text, page, setPage }}
        query={services}
        columns={['Duración', 'Precio', 'Estado']}
        rows={(items) =>
          items.map((service) => ({
            key: service.id,
            title: service.name,
            cells: [
              `${service.duration_mins ?? 0} min`,
              formatMoney(service.price),
              <CatalogStatusBadge key="status" status={service.status} />,
            ],
            onOpen: () => open(service.id),
          }))
        }
        create={canWrite ? { label: 'Crear servicio', onClick: openNew } : null}
        noun={['servicio', 'servicios']}
        empty={{
          icon: <IconClockHour4 size={32} />,
          title: 'Aún no hay servicios.',
          description: 'Crea lo que ofreces para que tus clientes lo reserven.',
        }}
      />
      <Modal
        opened={target !== null}
        onClose={close}
        size="lg"
        title={target?.id == null ? 'Crear servicio' : (editing.data?.name ?? 'Servicio')}
      >
        {loading && editing.error ? (
          <LoadError
            title="No se pudo cargar el servicio"
            error={editing.error}
            onRetry={() => void editing.refetch()}
          />
        ) : (
          target &&
          !loading && (
            <ServiceForm
              key={target.id ?? 'new'}
              locationId={locationId}
              service={item}
              canWrite={canWrite}
              onClose={close}
            />
          )
        )}
      </Modal>
    </>
  );
}
