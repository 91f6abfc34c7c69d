import { Avatar, Button } from '@mantine/core';
import { IconPhoto, IconShoppingBag, IconTableImport } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ProductListItem } from '../../../domain/contract/catalog-product';
import { formatMoney } from '../../../lib/format';
import { useListSearch } from '../../../ui/use-list-search';
import { useProductPage } from '../api/catalog-queries';
import { CatalogDrawer } from '../shared/catalog-drawer';
import { CatalogList } from '../shared/catalog-list';
import { CatalogStatusBadge } from '../shared/catalog-status-badge';
import { CatalogTabs } from '../shared/catalog-tabs';
import { useCatalogAccess } from '../shared/use-catalog-access';
import { useItemParam } from '../shared/use-item-param';
import { ProductForm } from './product-form';

/** The product's picture in its row, or a placeholder square. */
function ProductThumb({ name, url }: { name: string; url: string | null }) {
  return (
    <Avatar src={url} alt={url ? `Imagen de ${name}` : undefined} size={40} radius="sm">
      <IconPhoto size={20} aria-hidden />
    </Avatar>
  );
}

/** Search debounce of 02 §9. */
const SEARCH_DEBOUNCE_MS = 300;

/** 'Ilimitado' when stock is off (02 §2). */
export function stockText(product: Pick<ProductListItem, 'stock_enabled' | 'stock_quantity'>): string {
  return product.stock_enabled ? String(product.stock_quantity ?? 0) : 'Ilimitado';
}

/**
 * Productos (shop-product-list): the physical products, searchable, 20 a page, edited in a drawer
 * that `?producto=<id>` opens.
 */
export default function ProductListPage() {
  const { locationId, canWrite } = useCatalogAccess();
  const { search, onSearch, text, page, setPage } = useListSearch(SEARCH_DEBOUNCE_MS);
  const products = useProductPage(locationId, 'physical', text, page);
  const { target, open, openNew, close, item, editing, loading } = useItemParam('physical', locationId);

  return (
    <>
      <CatalogList
        tabs={<CatalogTabs active="shop-product-list" />}
        title="Productos"
        searchLabel="Buscar por nombre o SKU"
        search={{ value: search, onChange: onSearch, text, page, setPage }}
        query={products}
        columns={['Imagen', 'Precio', 'Existencia', 'Estado']}
        rows={(items) =>
          items.map((product) => ({
            key: product.id,
            title: product.name,
            cells: [
              <ProductThumb key="image" name={product.name} url={product.thumb_url} />,
              formatMoney(product.price),
              stockText(product),
              <CatalogStatusBadge key="status" status={product.status} />,
            ],
            onOpen: () => open(product.id),
          }))
        }
        create={canWrite ? { label: 'Crear producto', onClick: openNew } : null}
        actions={
          canWrite && (
            <Button
              component={Link}
              to="/settings/products/import"
              variant="default"
              leftSection={<IconTableImport size={16} />}
            >
              Importar menú
            </Button>
          )
        }
        noun={['producto', 'productos']}
        empty={{
          icon: <IconShoppingBag size={32} />,
          title: 'Aún no hay productos.',
          description: 'Crea tu primer producto para que tus clientes lo pidan en línea.',
        }}
      />
      <CatalogDrawer
        opened={target !== null}
        title={target?.id == null ? 'Crear producto' : (editing.data?.name ?? 'Producto')}
        onClose={close}
        loading={loading && editing.isFetching}
        error={loading ? editing.error : null}
        onRetry={() => void editing.refetch()}
      >
        {target && !loading && (
          <ProductForm
            key={target.id ?? 'new'}
            locationId={locationId}
            product={item}
            canWrite={canWrite}
            onClose={close}
          />
        )}
      </CatalogDrawer>
    </>
  );
}
