import { Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Message } from '../../../domain/contract/messaging';
import { messageStatusLabel } from '../../../domain/rules/message-status-label';
import { PlainTable } from '../../../ui/plain-table';
import { PlainTableRow } from '../../../ui/plain-table-row';
import { formatDateTime } from '../../../ui/report/report-format';
import { TableOrCards } from '../../../ui/table-or-cards';
import { CHANNEL_LABELS, recipientOf } from './message-text';

const COLUMNS = ['Creado', 'Contenido', 'Canal', 'Destinatario', 'Estado'];

const link = (message: Message) => ({ to: `/messaging/messages/${message.id}` });

/** Messages as rows (created, content, channel, recipient, status: 01 §2.9) or cards on phones. */
export function MessageTable({ messages, timeZone }: { messages: Message[]; timeZone: string }) {
  return (
    <TableOrCards
      table={
        <PlainTable columns={COLUMNS} minWidth={720} wraps>
          {messages.map((message) => (
            <PlainTableRow
              key={message.id}
              open={link(message)}
              label={`Abrir mensaje a ${recipientOf(message)}`}
              title={formatDateTime(message.created_at, timeZone)}
            >
              <td>{message.text}</td>
              <td>{CHANNEL_LABELS[message.channel]}</td>
              <td style={{ whiteSpace: 'nowrap' }}>{recipientOf(message)}</td>
              <td>{messageStatusLabel(message)}</td>
            </PlainTableRow>
          ))}
        </PlainTable>
      }
      cards={messages.map((message) => (
        <UnstyledButton
          key={message.id}
          component={Link}
          {...link(message)}
          aria-label={`Abrir mensaje a ${recipientOf(message)}`}
          w="100%"
        >
          <Paper withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={700}>{recipientOf(message)}</Text>
              <Text size="sm">{messageStatusLabel(message)}</Text>
            </Group>
            <Text size="sm" lineClamp={2}>
              {message.text}
            </Text>
            <Text size="xs" c="dimmed">
              {`${CHANNEL_LABELS[message.channel]} · ${formatDateTime(message.created_at, timeZone)}`}
            </Text>
          </Paper>
        </UnstyledButton>
      ))}
    />
  );
}
