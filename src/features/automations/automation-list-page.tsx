import { Badge, Button, Group, Stack, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBolt, IconCircleFilled, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { AUTOMATION_REVIEW_LABELS, type AutomationRecipe } from '../../domain/contract/automations';
import { canAccess } from '../../domain/roles';
import { accountSettingsQueryOptions } from '../../lib/query/account-queries';
import { ListEmptyState } from '../../ui/list-empty-state';
import { ListStates } from '../../ui/list-states';
import { PageHeader } from '../../ui/page-header';
import { PlainTable } from '../../ui/plain-table';
import { PlainTableRow } from '../../ui/plain-table-row';
import { StatusToggleButton } from '../../ui/status-toggle-button';
import { automationApi, automationKeys } from './automation-api';

const NO_AUTOMATIONS = (
  <ListEmptyState
    icon={<IconBolt size={32} />}
    title="Aún no hay automatizaciones."
    description="Crea una para que algo suceda solo, por ejemplo enviar una encuesta al terminar una visita."
  />
);

const REVIEW_COLORS = { pending: 'gray', reviewing: 'yellow', approved: 'green', rejected: 'red' } as const;

function StatusIcon({ status }: { status: AutomationRecipe['status'] }) {
  const active = status === 'active';
  const label = active ? 'Activa' : 'Inactiva';
  return (
    <Tooltip label={label}>
      <IconCircleFilled
        size={12}
        color={`var(--mantine-color-${active ? 'green' : 'red'}-6)`}
        aria-label={label}
      />
    </Tooltip>
  );
}

/** PATCH status; the row updates from the answer (02 §4), without reading the list again. */
function useRecipeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recipe: AutomationRecipe) =>
      automationApi.setStatus(recipe.id, recipe.status === 'active' ? 'inactive' : 'active'),
    onSuccess: (saved) => {
      queryClient.setQueryData<AutomationRecipe[]>(automationKeys.list, (rows) =>
        rows?.map((row) => (row.id === saved.id ? saved : row)),
      );
      queryClient.setQueryData(automationKeys.recipe(saved.id), saved);
    },
    onError: (error: Error) => notifications.show({ color: 'red', message: error.message }),
  });
}

/** 'Automatización' (02 §2): status icon, title, review status and Activar/Desactivar. */
export function AutomationListPage() {
  const roles = useQuery(accountSettingsQueryOptions()).data?.roles ?? [];
  const canWrite = canAccess(roles, 'automations-write');
  const recipes = useQuery({
    queryKey: automationKeys.list,
    queryFn: ({ signal }) => automationApi.list(signal),
  });
  const status = useRecipeStatus();
  return (
    <Stack gap="md">
      <PageHeader title="Automatización" align="center">
        {canWrite && (
          <Button component={Link} to="/settings/automations/create" leftSection={<IconPlus size={16} />}>
            Crear automatización
          </Button>
        )}
      </PageHeader>
      <ListStates
        query={recipes}
        errorTitle="No se pudieron cargar las automatizaciones"
        empty={NO_AUTOMATIONS}
      >
        {(rows) => (
          <PlainTable columns={['Nombre', 'Estado', 'Revisión', '']} minWidth={0} wraps>
            {rows.map((recipe) => (
              <PlainTableRow
                key={recipe.id}
                open={{ to: `/settings/automations/${recipe.id}` }}
                label={`Abrir automatización ${recipe.title}`}
                title={recipe.title}
              >
                <td>
                  <StatusIcon status={recipe.status} />
                </td>
                <td>
                  <Badge variant="light" color={REVIEW_COLORS[recipe.review_status]}>
                    {AUTOMATION_REVIEW_LABELS[recipe.review_status]}
                  </Badge>
                </td>
                <td>
                  {canWrite && (
                    <Group justify="flex-end" onClick={(event) => event.stopPropagation()}>
                      <StatusToggleButton
                        active={recipe.status === 'active'}
                        loading={status.isPending && status.variables?.id === recipe.id}
                        onToggle={() => status.mutate(recipe)}
                      />
                    </Group>
                  )}
                </td>
              </PlainTableRow>
            ))}
          </PlainTable>
        )}
      </ListStates>
    </Stack>
  );
}
