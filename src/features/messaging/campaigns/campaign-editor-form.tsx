import {
  Button,
  Group,
  MultiSelect,
  Radio,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import {
  CAMPAIGN_CHANNELS,
  type Campaign,
  type CampaignChannel,
  CHANNEL_CAMPAIGN_TITLES,
} from '../../../domain/contract/campaigns';
import {
  CAMPAIGN_VARIABLE_LABELS,
  CAMPAIGN_VARIABLES,
  phoneLines,
} from '../../../domain/rules/campaign-text';
import { DATA_SAVED, FIX_ERRORS, showFixErrors } from '../../../ui/form-save';
import { PageHeader } from '../../../ui/page-header';
import { useFormSave } from '../../../ui/use-form-save';
import { useCampaignGroups, useEstimateReach, useSaveCampaign } from '../messaging-queries';
import {
  type CampaignFormValues,
  campaignBody,
  campaignValidation,
  campaignValues,
  emptyCampaignValues,
} from './campaign-form';
import { MessageCounter } from './message-counter';
import { ScheduledTimeInput } from './scheduled-time-input';
import { WhatsappTemplateNote } from './whatsapp-template-note';

/** Reach estimates wait this long after the last change (01 §7.5, §9). */
export const REACH_DEBOUNCE_MS = 500;

const MODE_LABELS = {
  draft: 'Guardar como borrador',
  now: 'Enviar ahora',
  scheduled: 'Programar envío',
} as const;

const CHANNEL_OPTIONS = CAMPAIGN_CHANNELS.map((channel) => ({
  value: channel,
  label: channel === 'sms' ? 'SMS' : 'WhatsApp',
}));

/**
 * 'Campaña de SMS' (01 §2.9) or 'Campaña de WhatsApp' (the channel chosen first; WhatsApp names its
 * approved template): name, groups, phones, message, and when it goes out.
 */
export function CampaignEditorForm({ campaign, now }: { campaign: Campaign | null; now: Date }) {
  const navigate = useNavigate();
  const form = useForm<CampaignFormValues>({
    initialValues: campaign ? campaignValues(campaign, now) : emptyCampaignValues(now),
    validate: campaignValidation,
  });
  const groups = useCampaignGroups();
  const mutation = useSaveCampaign(campaign?.id ?? null);
  const save = useFormSave({
    form,
    save: (values: typeof form.values) => mutation.mutateAsync(campaignBody(values)),
    onSaved: (saved) => {
      void navigate({ to: `/messaging/campaigns/${saved.id}` });
    },
    saved: DATA_SAVED,
    fieldsNotice: FIX_ERRORS,
  });
  const { tags, phones } = form.values.segmentation;
  const [segmentation] = useDebouncedValue({ tags: tags.map(Number), phones }, REACH_DEBOUNCE_MS);
  const reach = useEstimateReach(segmentation);
  const phoneCount = phoneLines(phones).length;

  const insertVariable = (variable: string) =>
    form.setFieldValue('content', `${form.values.content}{${variable}}`);

  const submit = form.onSubmit((values) => void save.submit(values), showFixErrors);

  const sms = form.values.channel === 'sms';
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={720}>
        <PageHeader title={CHANNEL_CAMPAIGN_TITLES[form.values.channel]} />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="campaign-channel-label">
            Canal
          </Text>
          <SegmentedControl
            maw={320}
            aria-labelledby="campaign-channel-label"
            data={CHANNEL_OPTIONS}
            value={form.values.channel}
            onChange={(value) => form.setFieldValue('channel', value as CampaignChannel)}
          />
        </Stack>
        {sms ? null : <WhatsappTemplateNote />}
        <TextInput label="Nombre de la campaña" required maxLength={100} {...form.getInputProps('name')} />
        <MultiSelect
          label="Grupos"
          description="Reciben los clientes activos y suscritos de los grupos elegidos."
          placeholder={groups.isLoading ? 'Cargando grupos…' : 'Elige uno o más grupos'}
          data={(groups.data ?? []).map((group) => ({ value: String(group.id), label: group.name }))}
          searchable
          nothingFoundMessage="Sin resultados"
          required
          {...form.getInputProps('segmentation.tags')}
        />
        <Textarea
          label="Teléfonos adicionales"
          description={`Uno por línea. ${phoneCount === 1 ? '1 teléfono' : `${phoneCount} teléfonos`}.`}
          rows={3}
          {...form.getInputProps('segmentation.phones')}
        />
        <Text size="sm" fw={600} aria-live="polite">
          {reach.data === undefined
            ? 'Calculando alcance…'
            : `Alcance estimado: ${reach.data === 1 ? '1 cliente' : `${reach.data} clientes`}`}
        </Text>
        <Stack gap={4}>
          <Textarea label="Mensaje" required rows={4} {...form.getInputProps('content')} />
          <Group gap="xs">
            <Text size="sm">Variables:</Text>
            {CAMPAIGN_VARIABLES.map((variable) => (
              <Button
                key={variable}
                size="compact-sm"
                variant="light"
                onClick={() => insertVariable(variable)}
              >
                {CAMPAIGN_VARIABLE_LABELS[variable]}
              </Button>
            ))}
          </Group>
          <MessageCounter content={form.values.content} sms={sms} />
        </Stack>
        <Radio.Group label="Envío" {...form.getInputProps('mode')}>
          <Stack gap="xs" mt="xs">
            {(Object.keys(MODE_LABELS) as (keyof typeof MODE_LABELS)[]).map((mode) => (
              <Radio key={mode} value={mode} label={MODE_LABELS[mode]} />
            ))}
          </Stack>
        </Radio.Group>
        {form.values.mode === 'scheduled' ? (
          <ScheduledTimeInput
            value={form.values.start_at}
            onChange={(value) => form.setFieldValue('start_at', value)}
            error={form.errors.start_at}
            now={now}
          />
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={save.saving}>
            {form.values.mode === 'now' ? 'Guardar y enviar' : 'Guardar'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
