import { Modal } from '@mantine/core';
import { IconCategory } from '@tabler/icons-react';
import { useState } from 'react';
import type { Category } from '../../../domain/contract/catalog-category';
import { useListSearch } from '../../../ui/use-list-search';
import { useCategoryPage } from '../api/catalog-queries';
import { CatalogList } from '../shared/catalog-list';
import { CatalogStatusBadge } from '../shared/catalog-status-badge';
import { CatalogTabs } from '../shared/catalog-tabs';
import { useCatalogAccess } from '../shared/use-catalog-access';
import { CategoryForm } from './category-form';

/** Categorías (shop-category-list): by order then name, edited in a dialog. */
export default function CategoryListPage() {
  const { locationId, canWrite } = useCatalogAccess();
  const { search, onSearch, text, page, setPage } = useListSearch(300);
  const categories = useCategoryPage(locationId, text, page);
  const [target, setTarget] = useState<{ category: Category | null } | null>(null);
  const close = () => setTarget(null);
  return (
    <>
      <CatalogList
        tabs={<CatalogTabs active="shop-category-list" />}
        title="Categorías"
        searchLabel="Buscar categorías"
        search={{ value: search, onChange: onSearch, text, page, setPage }}
        query={categories}
        columns={['Orden', 'Estado']}
        rows={(items) =>
          items.map((category) => ({
            key: category.id,
            title: category.name,
            cells: [
              String(category.sort_order),
              <CatalogStatusBadge key="status" status={category.status} />,
            ],
            onOpen: () => setTarget({ category }),
          }))
        }
        create={canWrite ? { label: 'Crear categoría', onClick: () => setTarget({ category: null }) } : null}
        noun={['categoría', 'categorías']}
        empty={{
          icon: <IconCategory size={32} />,
          title: 'Aún no hay categorías.',
          description: 'Agrupa tu menú: Tacos, Bebidas, Postres…',
        }}
      />
      <Modal
        opened={target !== null}
        onClose={close}
        title={target?.category ? target.category.name : 'Crear categoría'}
        fullScreen={false}
      >
        {target && (
          <CategoryForm
            key={target.category?.id ?? 'new'}
            category={target.category}
            canWrite={canWrite}
            onClose={close}
          />
        )}
      </Modal>
    </>
  );
}
