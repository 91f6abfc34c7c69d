import { Button, Card, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import {
  AUTOMATION_LIMITS,
  AUTOMATION_MESSAGES,
  type AutomationConfig,
  type AutomationRecipe,
} from '../../domain/contract/automations';
import type { FieldErrors } from '../../domain/contract/common';
import { canAccess } from '../../domain/roles';
import { automationName } from '../../domain/rules/automation-name';
import { isPaired } from '../../domain/rules/automation-presets';
import { ApiError } from '../../lib/api/api-error';
import { accountSettingsQueryOptions } from '../../lib/query/account-queries';
import { DATA_SAVED } from '../../ui/form-save';
import { PageHeader } from '../../ui/page-header';
import { type AutomationCatalog, automationApi, automationKeys } from './automation-api';
import { ConfigFieldInput } from './config-field-input';
import { groupedPresetOptions, presetParts } from './preset-options';

interface Draft {
  ifId: number | null;
  thenId: number | null;
  thenConfig: AutomationConfig;
  title: string;
}

const draftOf = (recipe: AutomationRecipe | undefined): Draft =>
  recipe
    ? {
        ifId: recipe.if_id,
        thenId: recipe.then_id,
        thenConfig: recipe.params.then_config,
        title: recipe.title,
      }
    : { ifId: null, thenId: null, thenConfig: {}, title: '' };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

function AutomationForm({ catalog, recipe }: { catalog: AutomationCatalog; recipe?: AutomationRecipe }) {
  const roles = useQuery(accountSettingsQueryOptions()).data?.roles ?? [];
  const canWrite = canAccess(roles, 'automations-write');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>(() => draftOf(recipe));
  const [errors, setErrors] = useState<FieldErrors>({});
  const existing = recipe !== undefined;
  const event = catalog.events.find((preset) => preset.id === draft.ifId);
  const action = catalog.actions.find((preset) => preset.id === draft.thenId);
  const actions = catalog.actions.filter(
    (preset) => draft.ifId !== null && isPaired(catalog.pairs, draft.ifId, preset.id),
  );
  const named = (ifId: number | null, thenId: number | null, title: string) => {
    const ifName = catalog.events.find((preset) => preset.id === ifId)?.name;
    const thenName = catalog.actions.find((preset) => preset.id === thenId)?.name;
    return ifName && thenName ? automationName(ifName, thenName) : title;
  };
  // Changing the event clears the action and its settings (02 §4).
  const chooseEvent = (value: string | null) =>
    setDraft((current) => ({
      ...current,
      ifId: value === null ? null : Number(value),
      thenId: null,
      thenConfig: {},
    }));
  const chooseAction = (value: string | null) =>
    setDraft((current) => {
      const thenId = value === null ? null : Number(value);
      return { ...current, thenId, thenConfig: {}, title: named(current.ifId, thenId, current.title) };
    });

  const save = useMutation({
    mutationFn: async () => {
      const params = { if_config: {}, then_config: draft.thenConfig };
      if (recipe) return { id: (await automationApi.patch(recipe.id, { title: draft.title, params })).id };
      return automationApi.create({
        if_id: draft.ifId ?? 0,
        then_id: draft.thenId ?? 0,
        title: draft.title,
        params,
      });
    },
    onSuccess: ({ id }) => {
      setErrors({});
      notifications.show({ color: 'green', message: DATA_SAVED });
      void queryClient.invalidateQueries({ queryKey: automationKeys.all });
      if (!existing)
        void navigate({ to: '/settings/automations/$id', params: { id: String(id) }, replace: true });
    },
    onError: (error: Error) => {
      if (error instanceof ApiError && error.errors) setErrors(error.errors);
      notifications.show({ color: 'red', message: error.message });
    },
  });

  const submit = () => {
    const local: FieldErrors = {};
    if (draft.ifId === null) local.if_id = [AUTOMATION_MESSAGES.ifRequired];
    if (draft.thenId === null) local.then_id = [AUTOMATION_MESSAGES.thenRequired];
    if (draft.title.trim() === '') local.title = [AUTOMATION_MESSAGES.titleRequired];
    setErrors(local);
    if (Object.keys(local).length === 0) save.mutate();
  };
  const readOnly = !canWrite;

  return (
    <Stack gap="md" maw={720}>
      <Section title="Si sucede...">
        <Select
          label="Evento"
          size="md"
          placeholder="Elige qué debe suceder"
          allowDeselect={false}
          disabled={existing || readOnly}
          description={event ? presetParts(event.name).area : undefined}
          data={groupedPresetOptions(catalog.events)}
          value={draft.ifId === null ? null : String(draft.ifId)}
          onChange={chooseEvent}
          error={errors.if_id?.[0]}
        />
      </Section>
      <Section title="Entonces...">
        <Select
          label="Acción"
          size="md"
          placeholder={draft.ifId === null ? 'Primero elige el evento' : 'Elige qué debe hacerse'}
          allowDeselect={false}
          disabled={existing || readOnly || draft.ifId === null}
          description={action ? presetParts(action.name).area : undefined}
          data={groupedPresetOptions(actions)}
          value={draft.thenId === null ? null : String(draft.thenId)}
          onChange={chooseAction}
          error={errors.then_id?.[0]}
        />
        {action?.config_rules.fields.map((field) => (
          <ConfigFieldInput
            key={field.name}
            field={field}
            disabled={readOnly}
            value={draft.thenConfig[field.name] ?? field.default ?? null}
            onChange={(value) =>
              setDraft((current) => ({
                ...current,
                thenConfig: { ...current.thenConfig, [field.name]: value },
              }))
            }
            error={errors[`params.then_config.${field.name}`]?.[0]}
          />
        ))}
      </Section>
      <Section title="Identificación">
        <TextInput
          label="Nombre"
          description="Solo lo ves tú: tus clientes no lo ven."
          size="md"
          maxLength={AUTOMATION_LIMITS.titleMax}
          disabled={readOnly}
          value={draft.title}
          onChange={(change) => {
            const title = change.currentTarget.value;
            setDraft((current) => ({ ...current, title }));
          }}
          error={errors.title?.[0]}
        />
      </Section>
      {canWrite && (
        <Group justify="flex-end">
          <Button size="md" loading={save.isPending} onClick={submit} disabled={!event && existing}>
            {existing ? 'Guardar cambios' : 'Guardar'}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function useCatalog() {
  return useQuery({
    queryKey: automationKeys.presets,
    queryFn: ({ signal }) => automationApi.catalog(signal),
  });
}

/** settings-automation-create ('Nueva automatización'). */
export function AutomationCreatePage() {
  const catalog = useCatalog();
  return (
    <Stack gap="md">
      <PageHeader title="Nueva automatización" />
      {catalog.data && <AutomationForm catalog={catalog.data} />}
    </Stack>
  );
}

/** settings-automation-item: the recipe, its event and action read-only (02 §4). */
export function AutomationItemPage() {
  const { id = '' } = useParams({ strict: false }) as { id?: string };
  const catalog = useCatalog();
  const recipe = useQuery({
    queryKey: automationKeys.recipe(Number(id)),
    queryFn: ({ signal }) => automationApi.recipe(Number(id), signal),
  });
  return (
    <Stack gap="md">
      <PageHeader title="Automatización" />
      {catalog.data && recipe.data && (
        <AutomationForm key={recipe.data.id} catalog={catalog.data} recipe={recipe.data} />
      )}
    </Stack>
  );
}
