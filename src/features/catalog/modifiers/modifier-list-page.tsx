import { IconAdjustments } from '@tabler/icons-react';
import { useState } from 'react';
import type { Modifier } from '../../../domain/contract/catalog-modifier';
import { useListSearch } from '../../../ui/use-list-search';
import { useModifierPage } from '../api/catalog-queries';
import { CatalogDrawer } from '../shared/catalog-drawer';
import { CatalogList } from '../shared/catalog-list';
import { CatalogTabs } from '../shared/catalog-tabs';
import { useCatalogAccess } from '../shared/use-catalog-access';
import { ModifierForm } from './modifier-form';

/** Modificadores (shop-modifier-list): search, name and code, 20 a page, edited in a drawer. */
export default function ModifierListPage() {
  const { locationId, canWrite } = useCatalogAccess();
  const { search, onSearch, text, page, setPage } = useListSearch(300);
  const modifiers = useModifierPage(locationId, text, page);
  const [target, setTarget] = useState<{ modifier: Modifier | null } | null>(null);
  const close = () => setTarget(null);
  return (
    <>
      <CatalogList
        tabs={<CatalogTabs active="shop-modifier-list" />}
        title="Modificadores"
        searchLabel="Buscar por nombre o código"
        search={{ value: search, onChange: onSearch, text, page, setPage }}
        query={modifiers}
        columns={['Código', 'Opciones']}
        rows={(items) =>
          items.map((modifier) => ({
            key: modifier.id,
            title: modifier.name,
            cells: [modifier.code, String(modifier.options.length)],
            onOpen: () => setTarget({ modifier }),
          }))
        }
        create={
          canWrite ? { label: 'Crear modificador', onClick: () => setTarget({ modifier: null }) } : null
        }
        noun={['modificador', 'modificadores']}
        empty={{
          icon: <IconAdjustments size={32} />,
          title: 'Aún no hay modificadores.',
          description: 'Ofrece extras y opciones: salsas, tamaños, ingredientes.',
        }}
      />
      <CatalogDrawer
        opened={target !== null}
        title={target?.modifier ? target.modifier.name : 'Crear modificador'}
        onClose={close}
      >
        {target && (
          <ModifierForm
            key={target.modifier?.id ?? 'new'}
            modifier={target.modifier}
            canWrite={canWrite}
            onClose={close}
          />
        )}
      </CatalogDrawer>
    </>
  );
}
