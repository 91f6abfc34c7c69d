import { Modal } from '@mantine/core';
import { IconTags } from '@tabler/icons-react';
import { useState } from 'react';
import type { ContactTag } from '../../../domain/contract/contacts';
import { useListSearch } from '../../../ui/use-list-search';
import { CatalogList } from '../../catalog/shared/catalog-list';
import { useTagPage } from '../api/customers-queries';
import { useCustomersAccess } from '../customers-access';
import { CustomersTabs } from '../customers-tabs';
import { TagForm } from './tag-form';

/** Grupos (contact-tag-list, 01 §2.8): by name, 20 a page, edited in a dialog. */
export function TagListPage() {
  const { locationId, canWrite } = useCustomersAccess();
  const { search, onSearch, text, page, setPage } = useListSearch(300);
  const tags = useTagPage(locationId, text, page);
  const [target, setTarget] = useState<{ tag: ContactTag | null } | null>(null);
  const close = () => setTarget(null);
  return (
    <>
      <CatalogList
        tabs={<CustomersTabs active="contact-tag-list" />}
        title="Grupos"
        searchLabel="Buscar grupos"
        search={{ value: search, onChange: onSearch, text, page, setPage }}
        query={tags}
        columns={[]}
        rows={(items) =>
          items.map((tag) => ({ key: tag.id, title: tag.name, cells: [], onOpen: () => setTarget({ tag }) }))
        }
        create={canWrite ? { label: 'Nuevo grupo', onClick: () => setTarget({ tag: null }) } : null}
        noun={['grupo', 'grupos']}
        empty={{
          icon: <IconTags size={32} />,
          title: 'Aún no hay grupos.',
          description: 'Agrupa a tus clientes (VIP, Frecuentes…) para enviarles campañas.',
        }}
      />
      <Modal opened={target !== null} onClose={close} title={target?.tag ? 'Editar grupo' : 'Nuevo grupo'}>
        {target && (
          <TagForm key={target.tag?.id ?? 'new'} tag={target.tag} canWrite={canWrite} onClose={close} />
        )}
      </Modal>
    </>
  );
}
