import { Button } from '@mantine/core';
import { IconUpload, IconUsers } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { formatPhone } from '../../../lib/format';
import { useCreateParam } from '../../../ui/use-create-param';
import { CatalogList } from '../../catalog/shared/catalog-list';
import { CatalogStatusBadge } from '../../catalog/shared/catalog-status-badge';
import { useContactPage } from '../api/customers-queries';
import { useCustomersAccess } from '../customers-access';
import { CustomersTabs } from '../customers-tabs';
import { ContactDialog, type ContactTarget } from './contact-dialog';
import { SearchOnEnter } from './search-on-enter';

/** Clientes (contact-contact-list, 01 §2.8): name or phone searched on Enter, 20 a page. */
export function ContactListPage() {
  const { locationId, canWrite } = useCustomersAccess();
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const contacts = useContactPage(locationId, text, page);
  const [target, setTarget] = useState<ContactTarget>(null);
  useCreateParam(() => {
    if (canWrite) setTarget({ contact: null });
  });
  const search = (value: string) => {
    setText(value);
    setPage(1);
  };
  return (
    <>
      <CatalogList
        tabs={<CustomersTabs active="contact-contact-list" />}
        header={
          <SearchOnEnter
            title="Clientes"
            label="Buscar por nombre o teléfono"
            fetching={contacts.isFetching}
            onSearch={search}
          />
        }
        title="Clientes"
        searchLabel="Buscar por nombre o teléfono"
        search={{ value: text, onChange: search, text, page, setPage }}
        query={contacts}
        columns={['WhatsApp', 'Grupos', 'Estado', 'Suscrito']}
        rows={(items) =>
          items.map((contact) => ({
            key: contact.id,
            title: contact.name,
            cells: [
              contact.phone ? formatPhone(contact.phone) : '—',
              contact.tags.length > 0 ? contact.tags.map((tag) => tag.name).join(', ') : '—',
              <CatalogStatusBadge key="status" status={contact.status} />,
              contact.is_subscribed ? 'Sí' : 'No',
            ],
            onOpen: () => setTarget({ contact }),
          }))
        }
        actions={
          canWrite && (
            <Button
              variant="default"
              leftSection={<IconUpload size={16} />}
              component={Link}
              to="/customers/import"
            >
              Importar
            </Button>
          )
        }
        create={canWrite ? { label: 'Cliente', onClick: () => setTarget({ contact: null }) } : null}
        noun={['cliente', 'clientes']}
        empty={{
          icon: <IconUsers size={32} />,
          title: 'Aún no hay clientes.',
          description: 'Se agregan al registrarse en la lista de espera, al comprar o al importarlos.',
        }}
      />
      <ContactDialog
        target={target}
        locationId={locationId}
        canWrite={canWrite}
        onClose={() => setTarget(null)}
      />
    </>
  );
}
