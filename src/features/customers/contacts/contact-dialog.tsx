import { Modal, Tabs } from '@mantine/core';
import type { Contact } from '../../../domain/contract/contacts';
import { ContactActivity } from './contact-activity';
import { ContactForm } from './contact-form';

export type ContactTarget = { contact: Contact | null } | null;

/** The contact dialog (01 §2.8): tabs Información and 'Actividad y mensajes' (once the customer exists). */
export function ContactDialog({
  target,
  locationId,
  canWrite,
  onClose,
}: {
  target: ContactTarget;
  locationId: number | null;
  canWrite: boolean;
  onClose: () => void;
}) {
  const contact = target?.contact ?? null;
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={contact ? contact.name : 'Nuevo cliente'}
      size="lg"
    >
      {target && (
        <Tabs defaultValue="info" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="info">Información</Tabs.Tab>
            <Tabs.Tab value="activity" disabled={contact === null}>
              Actividad y mensajes
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="info">
            <ContactForm
              key={contact?.id ?? 'new'}
              contact={contact}
              locationId={locationId}
              canWrite={canWrite}
              onClose={onClose}
            />
          </Tabs.Panel>
          {contact && (
            <Tabs.Panel value="activity">
              <ContactActivity contact={contact} />
            </Tabs.Panel>
          )}
        </Tabs>
      )}
    </Modal>
  );
}
