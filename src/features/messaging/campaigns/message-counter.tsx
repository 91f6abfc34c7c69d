import { Stack, Text } from '@mantine/core';
import { CAMPAIGN_SMS_MAX_LENGTH, campaignTextLength } from '../../../domain/rules/campaign-text';

/**
 * The message's count as the SMS counts it (each variable 8; 01 §5.4), red above 160, and, beyond
 * the spec, when an accent or an emoji makes an SMS a Unicode SMS of 70 characters. A WhatsApp
 * campaign keeps the same limit (its message is one variable of the template) but has no SMS parts.
 */
export function MessageCounter({ content, sms }: { content: string; sms: boolean }) {
  const length = campaignTextLength(content.trim());
  return (
    <Stack gap={2}>
      <Text size="sm" c={length.tooLong ? 'red' : 'dimmed'} data-testid="campaign-length">
        {`${length.length}/${CAMPAIGN_SMS_MAX_LENGTH} caracteres (cada variable cuenta 8)`}
      </Text>
      {sms && length.encoding === 'UCS-2' ? (
        <Text size="sm" c="orange.8">
          {`Tu mensaje tiene acentos (á, í, ó, ú), emojis u otros caracteres especiales: se envía como SMS Unicode, de 70 caracteres por SMS (67 si se divide). Cada cliente recibirá ${length.segments} ${length.segments === 1 ? 'SMS' : 'SMS unidos'} y se usará${length.segments === 1 ? '' : 'n'} ${length.segments} ${length.segments === 1 ? 'crédito' : 'créditos'} por cliente.`}
        </Text>
      ) : null}
    </Stack>
  );
}
