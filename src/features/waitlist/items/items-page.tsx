import { Stack, Table } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_WAITLIST_SETTINGS } from '../../../domain/contract/settings-defaults';
import { accountSettingsQueryOptions } from '../../../lib/query/account-queries';
import { useNow } from '../../../lib/use-now';
import { ListEmptyState } from '../../../ui/list-empty-state';
import { ListSearchHeader } from '../../../ui/list-search-header';
import { ListStates } from '../../../ui/list-states';
import { useListSearch } from '../../../ui/use-list-search';
import { useAgendaDialogs } from '../agenda-dialogs';
import { ITEMS_PAGE_SIZE, useVisitHistory } from './items-queries';
import { VisitRow } from './visit-row';

/** Search debounce of 01 §9. */
export const ITEMS_SEARCH_DEBOUNCE_MS = 300;
const LABELS_REFRESH_MS = 60_000;

const NO_VISITS = {
  icon: <IconHistory size={32} />,
  title: 'Aún no hay visitas.',
  description: 'Los turnos y las reservaciones aparecerán aquí.',
  noMatch: 'Prueba con otro nombre o teléfono.',
};

export interface ItemsPageProps {
  /** A visit was clicked; by default its queue item drawer opens. */
  onOpenItem?: (id: number) => void;
}

/** The list's pages: their size and what they count. */
const VISIT_PAGES = { pageSize: ITEMS_PAGE_SIZE, noun: ['visita', 'visitas'] } as const;

/** 'Historial de visitas' (waitlist-items): every waitlist entry and booking, searchable by name or phone. */
export default function ItemsPage(props: ItemsPageProps) {
  const { openItem, dialogs } = useAgendaDialogs();
  const onOpenItem = props.onOpenItem ?? openItem;
  const settings = useQuery(accountSettingsQueryOptions()).data;
  const waitlistSettings = settings?.waitlist_settings ?? DEFAULT_WAITLIST_SETTINGS;
  const timeZone = settings?.location?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const { search, onSearch, text, page, setPage } = useListSearch(ITEMS_SEARCH_DEBOUNCE_MS);
  const now = useNow(LABELS_REFRESH_MS);
  const history = useVisitHistory(settings?.location?.id ?? null, text, page);

  return (
    <Stack gap="md">
      <ListSearchHeader
        title="Historial de visitas"
        label="Buscar por nombre o teléfono"
        value={search}
        onChange={onSearch}
        fetching={history.isFetching}
      />
      <ListStates
        query={history}
        errorTitle="No se pudo cargar el historial"
        empty={<ListEmptyState {...NO_VISITS} searched={text} />}
        paging={{ ...VISIT_PAGES, page, onChange: setPage }}
      >
        {(answer) => (
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
        )}
      </ListStates>
      {dialogs}
    </Stack>
  );
}
