import { Alert, List, Loader, Text } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { CAMPAIGN_TEMPLATE_VARIABLE_HELP, TEMPLATE_REVIEW_LABELS } from '../../../domain/contract/campaigns';
import { useCampaignWhatsappTemplate } from '../messaging-queries';

/**
 * A WhatsApp campaign goes out as an approved template (01 §3.8, §4.6): which one, its review
 * status, and what fills each of its variables; without one configured, that nothing can be sent.
 */
export function WhatsappTemplateNote() {
  const template = useCampaignWhatsappTemplate(true);
  if (template.isPending) return <Loader size="sm" aria-label="Cargando la plantilla de WhatsApp" />;
  if (template.isError)
    return (
      <Text size="sm" c="red">{`No se pudo cargar la plantilla de WhatsApp: ${template.error.message}`}</Text>
    );
  const { name, review_status: review, variables } = template.data;
  return (
    <Alert
      color={name ? 'teal' : 'orange'}
      icon={<IconBrandWhatsapp size={20} aria-hidden />}
      title={
        name ? `Plantilla de WhatsApp: ${name} (${TEMPLATE_REVIEW_LABELS[review]})` : 'Sin plantilla aprobada'
      }
    >
      <Text size="sm">
        {name
          ? 'WhatsApp solo acepta plantillas aprobadas para escribir a tus clientes. Tu campaña sale con esta plantilla y sus variables:'
          : 'Aún no hay una plantilla aprobada para campañas de WhatsApp: la campaña se puede guardar, pero sus mensajes no se enviarán hasta que la plantilla se apruebe. Sus variables serán:'}
      </Text>
      <List size="sm" mt={4}>
        {variables.map((variable, index) => (
          <List.Item key={variable}>
            {`{{${index + 1}}} ${variable}: ${CAMPAIGN_TEMPLATE_VARIABLE_HELP[variable] ?? variable}`}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
