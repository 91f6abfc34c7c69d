import {
  Alert,
  Center,
  EmptyState,
  Group,
  Loader,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconHistory, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DEFAULT_WAITLIST_SETTINGS } from '../../../domain/contract/settings';
import { accountSettingsQueryOptions } from '../../../lib/query/account-queries';
import { useNow } from '../../../lib/use-now';
import { useAgendaDialogs } from '../agenda-dialogs';
import { ITEMS_PAGE_SIZE, useVisitHistory } from './items-queries';
import { VisitRow } from './visit-row';

/** Search debounce of 01 §9. */
export const ITEMS_SEARCH_DEBOUNCE_MS = 300;
const LABELS_REFRESH_MS = 60_000;

export interface ItemsPageProps {
  /** A visit was clicked; by default its queue item drawer opens. */
  onOpenItem?: (id: number) => void;
}

/** 'Historial de visitas' (waitlist-items): every waitlist entry and booking, searchable by name or phone. */
export default function ItemsPage(props: ItemsPageProps) {
  const { openItem, dialogs } = useAgendaDialogs();
  const onOpenItem = props.onOpenItem ?? openItem;
  const settings = useQuery(accountSettingsQueryOptions()).data;
  const waitlistSettings = settings?.waitlist_settings ?? DEFAULT_WAITLIST_SETTINGS;
  const timeZone = settings?.location?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search, ITEMS_SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const now = useNow(LABELS_REFRESH_MS);
  const history = useVisitHistory(settings?.location?.id ?? null, text, page);
  const total = history.data?.pagination.total_items ?? 0;
  const pages = Math.max(1, Math.ceil(total / ITEMS_PAGE_SIZE));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          Historial de visitas
        </Title>
        <TextInput
          aria-label="Buscar por nombre o teléfono"
          placeholder="Buscar por nombre o teléfono"
          leftSection={<IconSearch size={16} />}
          rightSection={history.isFetching ? <Loader size="xs" /> : null}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 320 }}
        />
      </Group>

      {history.error && !history.data ? (
        <Alert color="red" title="No se pudo cargar el historial">
          {history.error.message}
        </Alert>
      ) : !history.data ? (
        <Center mih={200}>
          <Loader aria-label="Cargando" />
        </Center>
      ) : history.data.data.length === 0 ? (
        <EmptyState
          icon={<IconHistory size={32} />}
          withIndicatorBackground
          title={text.trim() ? 'Sin resultados' : 'Aún no hay visitas.'}
          description={
            text.trim()
              ? 'Prueba con otro nombre o teléfono.'
              : 'Los turnos y las reservaciones aparecerán aquí.'
          }
        />
      ) : (
        <>
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Cliente</Table.Th>
                  <Table.Th>Fecha</Table.Th>
                  <Table.Th>Estado</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {history.data.data.map((item) => (
                  <VisitRow
                    key={item.id}
                    item={item}
                    now={now}
                    timeZone={timeZone}
                    noshowToleranceMins={waitlistSettings.noshow_tolerance_mins}
                    bookingTerm={waitlistSettings.l10n.booking_s}
                    waitlistTerm={waitlistSettings.l10n.waitlist_s}
                    onOpen={onOpenItem}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {total === 1 ? '1 visita' : `${total} visitas`}
            </Text>
            {pages > 1 && (
              <Pagination total={pages} value={page} onChange={setPage} getControlProps={pageControlLabels} />
            )}
          </Group>
        </>
      )}
      {dialogs}
    </Stack>
  );
}

function pageControlLabels(control: 'first' | 'previous' | 'last' | 'next') {
  const labels = {
    first: 'Primera página',
    previous: 'Página anterior',
    next: 'Página siguiente',
    last: 'Última página',
  };
  return { 'aria-label': labels[control] };
}
