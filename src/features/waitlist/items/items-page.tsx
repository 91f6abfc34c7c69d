import { EmptyState, Group, Loader, Stack, Table, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconHistory, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DEFAULT_WAITLIST_SETTINGS } from '../../../domain/contract/settings';
import { accountSettingsQueryOptions } from '../../../lib/query/account-queries';
import { useNow } from '../../../lib/use-now';
import { ListPagination } from '../../../ui/list-pagination';
import { ListStates } from '../../../ui/list-states';
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

      <ListStates
        query={history}
        errorTitle="No se pudo cargar el historial"
        isEmpty={(answer) => answer.data.length === 0}
        empty={
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
        }
      >
        {(answer) => (
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
                  {answer.data.map((item) => (
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
            <ListPagination
              totalLabel={total === 1 ? '1 visita' : `${total} visitas`}
              pages={pages}
              page={page}
              onChange={setPage}
            />
          </>
        )}
      </ListStates>
      {dialogs}
    </Stack>
  );
}
