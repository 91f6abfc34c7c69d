import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconMessage, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { accountSettingsQueryOptions } from '../../../lib/query/account-queries';
import { ListEmptyState } from '../../../ui/list-empty-state';
import { ListStates } from '../../../ui/list-states';
import { PageHeader } from '../../../ui/page-header';
import { MESSAGING_PAGE_SIZE } from '../api/messaging-api';
import { useMessages } from '../messaging-queries';
import { MessagingTabs } from '../messaging-tabs';
import { MessageTable } from './message-table';
import { MESSAGE_SOON } from './message-text';

/** The message list (01 §2.9): search by phone or text on Enter or click, 20 a page. */
export function MessageListPage() {
  const account = useQuery(accountSettingsQueryOptions()).data;
  const timeZone = account?.location?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [soon, setSoon] = useState(false);
  const list = useMessages({ page, pageSize: MESSAGING_PAGE_SIZE, search });
  const submit = () => {
    setSearch(typed.trim());
    setPage(1);
  };
  return (
    <Stack gap="md">
      <PageHeader title="Mensajes">
        <Button variant="default" leftSection={<IconMessage size={16} />} onClick={() => setSoon(true)}>
          Mensaje
        </Button>
      </PageHeader>
      <MessagingTabs value="messages" />
      {soon ? (
        <Alert color="blue" title="Próximamente" withCloseButton onClose={() => setSoon(false)}>
          {MESSAGE_SOON}
        </Alert>
      ) : null}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextInput
          aria-label="Buscar por teléfono o texto"
          placeholder="Buscar por teléfono o texto"
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          rightSection={
            <Button type="submit" variant="subtle" px={8} aria-label="Buscar">
              <IconSearch size={16} />
            </Button>
          }
          rightSectionWidth={44}
          w={{ base: '100%', sm: 360 }}
        />
      </form>
      <ListStates
        query={list}
        errorTitle="No se pudieron cargar los mensajes"
        empty={
          <ListEmptyState
            icon={<IconMessage size={32} />}
            title={search ? 'Ningún mensaje coincide con la búsqueda.' : 'Aún no hay mensajes.'}
            description="Los SMS y mensajes de WhatsApp que envíes aparecerán aquí."
          />
        }
        paging={{ page, onChange: setPage, pageSize: MESSAGING_PAGE_SIZE, noun: ['mensaje', 'mensajes'] }}
      >
        {(answer) => <MessageTable messages={answer.data} timeZone={timeZone} />}
      </ListStates>
    </Stack>
  );
}
