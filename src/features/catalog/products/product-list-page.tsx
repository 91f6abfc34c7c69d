import { Avatar, Button } from '@mantine/core';
import { IconPhoto, IconShoppingBag, IconTableImport } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { ProductListItem } from '../../../domain/contract/catalog-product';
import { formatMoney } from '../../../lib/format';
import { useListSearch } from '../../../ui/use-list-search';
import { useProduct, useProductPage } from '../api/catalog-queries';
import { CatalogDrawer } from '../shared/catalog-drawer';
import { CatalogList } from '../shared/catalog-list';
import { CatalogStatusBadge } from '../shared/catalog-status-badge';
import { CatalogTabs } from '../shared/catalog-tabs';
import { useCatalogAccess } from '../shared/use-catalog-access';
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

/** What the drawer shows: nothing, a new product, or the product with this id. */
type Target = { id: number | null } | null;

/** 'Ilimitado' when stock is off (02 §2). */
export function stockText(product: Pick<ProductListItem, 'stock_enabled' | 'stock_quantity'>): string {
  return product.stock_enabled ? String(product.stock_quantity ?? 0) : 'Ilimitado';
}

/** Productos (shop-product-list): the physical products, searchable, 20 a page, edited in a drawer. */
export default function ProductListPage() {
  const { locationId, canWrite } = useCatalogAccess();
  const { search, onSearch, text, page, setPage } = useListSearch(SEARCH_DEBOUNCE_MS);
  const products = useProductPage(locationId, 'physical', text, page);
  const [target, setTarget] = useState<Target>(null);
  const editing = useProduct(locationId, target?.id ?? null);
  const close = () => setTarget(null);
  const loadingProduct = target?.id != null && editing.data?.id !== target.id;

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
            onOpen: () => setTarget({ id: product.id }),
          }))
        }
        create={canWrite ? { label: 'Crear producto', onClick: () => setTarget({ id: null }) } : null}
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
        loading={loadingProduct && editing.isFetching}
        error={loadingProduct ? editing.error : null}
        onRetry={() => void editing.refetch()}
      >
        {target && !loadingProduct && (
          <ProductForm
            key={target.id ?? 'new'}
            locationId={locationId}
            product={target.id === null ? null : (editing.data ?? null)}
            canWrite={canWrite}
            onClose={close}
          />
        )}
      </CatalogDrawer>
    </>
  );
}
