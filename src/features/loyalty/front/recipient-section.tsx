import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { LoyaltyPrepare } from '../../../domain/contract/loyalty';
import { formatPhone } from '../../../lib/format';

interface RecipientSectionProps {
  recipient: LoyaltyPrepare['recipient'];
  /** A new customer's name field (contact_name), shown when the phone is not yet a customer. */
  nameField: ReactNode;
}

/** Who the sale is for (01 §2.2): the customer's name and phone, or 'Cliente nuevo' and a name field. */
export function RecipientSection({ recipient, nameField }: RecipientSectionProps) {
  const known = recipient.id !== null;
  return (
    <Stack gap={4} role="group" aria-label="Cliente">
      <Text fw={700} size="lg">
        {known ? recipient.name : 'Cliente nuevo'}
      </Text>
      {recipient.phone && <Text c="dimmed">{formatPhone(recipient.phone)}</Text>}
      {!known && nameField}
    </Stack>
  );
}
