import { ActionIcon, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconCircleFilled,
  IconClipboardList,
  IconCopy,
  IconDeviceTablet,
  IconPlus,
} from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { SURVEY_MESSAGES, type SurveyForm } from '../../../domain/contract/survey';
import { canAccess } from '../../../domain/roles';
import { copyToClipboard } from '../../../lib/clipboard';
import { accountSettingsQueryOptions } from '../../../lib/query/account-queries';
import { ListEmptyState } from '../../../ui/list-empty-state';
import { ListStates } from '../../../ui/list-states';
import { PageHeader } from '../../../ui/page-header';
import { PlainTable } from '../../../ui/plain-table';
import { PlainTableRow } from '../../../ui/plain-table-row';
import { StatusToggleButton } from '../../../ui/status-toggle-button';
import { SURVEYS_PAGE_SIZE, surveyApi, surveyKeys } from '../api/survey-api';

const NO_SURVEYS = (
  <ListEmptyState
    icon={<IconClipboardList size={32} />}
    title="Aún no hay encuestas."
    description="Crea una encuesta y comparte su enlace para saber qué opinan tus clientes."
  />
);

/** Green active, red inactive (01 §2.7). */
export function SurveyStatusIcon({ status }: { status: SurveyForm['status'] }) {
  const active = status === 'active';
  return (
    <Tooltip label={active ? 'Activa' : 'Inactiva'}>
      <IconCircleFilled
        size={12}
        color={`var(--mantine-color-${active ? 'green' : 'red'}-6)`}
        aria-label={active ? 'Activa' : 'Inactiva'}
      />
    </Tooltip>
  );
}

/** PATCH status with the spec's toast; every survey query refreshes after it. */
export function useSurveyStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: SurveyForm) =>
      surveyApi.setStatus(form.id, form.status === 'active' ? 'inactive' : 'active'),
    onSuccess: () => {
      notifications.show({ color: 'green', message: SURVEY_MESSAGES.statusChanged });
      void queryClient.invalidateQueries({ queryKey: surveyKeys.all });
    },
    onError: (error: Error) => notifications.show({ color: 'red', message: error.message }),
  });
}

/**
 * 'Encuestas' (01 §2.7): status icon, title, responses, 'Copiar enlace' (the server's PUBLIC_URL
 * link) and Activar/Desactivar; a row opens the survey; 20 a page.
 */
export function SurveyListPage() {
  const roles = useQuery(accountSettingsQueryOptions()).data?.roles ?? [];
  const canWrite = canAccess(roles, 'surveys-write');
  const [page, setPage] = useState(1);
  const surveys = useQuery({
    queryKey: surveyKeys.list(page),
    queryFn: ({ signal }) => surveyApi.search(page, signal),
    placeholderData: keepPreviousData,
  });
  const status = useSurveyStatus();

  return (
    <Stack gap="md">
      <PageHeader title="Encuestas" align="center">
        {canWrite && (
          <Button component={Link} to="/survey/forms/create" leftSection={<IconPlus size={16} />}>
            Crear encuesta
          </Button>
        )}
      </PageHeader>
      <ListStates
        query={surveys}
        errorTitle="No se pudieron cargar las encuestas"
        empty={NO_SURVEYS}
        paging={{ page, onChange: setPage, pageSize: SURVEYS_PAGE_SIZE, noun: ['encuesta', 'encuestas'] }}
      >
        {({ data }) => (
          <PlainTable columns={['Título', 'Respuestas', '']} minWidth={0} wraps>
            {data.map((form) => (
              <PlainTableRow
                key={form.id}
                open={{ to: `/survey/forms/${form.id}` }}
                label={`Abrir encuesta ${form.title}`}
                title={form.title}
              >
                <td>
                  <Group gap={6} wrap="nowrap">
                    <SurveyStatusIcon status={form.status} />
                    <Text size="sm">{form.response_count}</Text>
                  </Group>
                </td>
                <td>
                  {/* The buttons act on their own: a click on them does not open the row. */}
                  <Group
                    gap="xs"
                    justify="flex-end"
                    wrap="nowrap"
                    onClick={(event) => event.stopPropagation()}
                  >
                    <Tooltip label="Copiar enlace">
                      <ActionIcon
                        variant="default"
                        size="lg"
                        aria-label="Copiar enlace"
                        onClick={() => void copyToClipboard(form.public_url)}
                      >
                        <IconCopy size={16} />
                      </ActionIcon>
                    </Tooltip>
                    {form.status === 'active' && (
                      <Tooltip label="Modo kiosco">
                        <ActionIcon
                          variant="default"
                          size="lg"
                          aria-label="Modo kiosco"
                          component={Link}
                          to={`/survey/kiosk/${form.id}`}
                        >
                          <IconDeviceTablet size={16} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                    {canWrite && (
                      <StatusToggleButton
                        active={form.status === 'active'}
                        loading={status.isPending && status.variables?.id === form.id}
                        onToggle={() => status.mutate(form)}
                      />
                    )}
                  </Group>
                </td>
              </PlainTableRow>
            ))}
          </PlainTable>
        )}
      </ListStates>
    </Stack>
  );
}
