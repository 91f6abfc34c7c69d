import { Anchor, Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { StaffOverview } from '../../domain/contract/account';
import { STAFF_ROLE_LABELS } from '../../domain/rules/staff-roles';
import { formatPhone } from '../../lib/format';
import { AccessCode } from './access-code';
import { staffRoleSummary, userStatusLabel } from './staff-labels';

/** Name and contact take the row; on a phone the role and status badges move below them. */
const WHO_STYLE = { flex: '1 1 14rem' };

const expiryFormat = new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'short', year: 'numeric' });

interface StaffUsersProps {
  users: StaffOverview['users'];
  /** After a new access code: the list reads the users again. */
  onCodeRenewed: () => void;
}

/** The location's users: name, contact, access level, status, and the access codes this user may manage. */
export function StaffUsers({ users, onCodeRenewed }: StaffUsersProps) {
  return (
    <Stack gap="xs" component="section" aria-label="Usuarios">
      {users.map((user) => {
        const status = userStatusLabel(user.status);
        return (
          <Paper key={user.id} withBorder radius="md" p="sm" component="article" aria-label={user.name}>
            <Group justify="space-between" align="flex-start" gap="xs">
              <Stack gap={2} miw={0} style={WHO_STYLE}>
                <Anchor component={Link} to={`/settings/users/${user.id}`} fw={600}>
                  {user.name}
                </Anchor>
                {user.email && (
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {user.email}
                  </Text>
                )}
                {user.phone && (
                  <Text size="sm" c="dimmed">
                    {formatPhone(user.phone)}
                  </Text>
                )}
              </Stack>
              <Group gap={6}>
                <Badge variant="light">{staffRoleSummary(user.roles)}</Badge>
                <Badge variant="dot" color={status.color}>
                  {status.label}
                </Badge>
              </Group>
            </Group>
            {user.link_code_manageable && (
              <Box mt="xs">
                <AccessCode
                  userId={user.id}
                  name={user.name}
                  hasCode={user.has_link_code}
                  onRenewed={onCodeRenewed}
                />
              </Box>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}

/** Invitations sent and not yet accepted: who, which role, until when. */
export function PendingInvitations({ invitations }: { invitations: StaffOverview['invitations'] }) {
  if (invitations.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label="Invitaciones pendientes">
      <Title order={2} size="h4">
        Invitaciones pendientes
      </Title>
      {invitations.map((invitation) => (
        <Paper
          key={invitation.id}
          withBorder
          radius="md"
          p="sm"
          component="article"
          aria-label={invitation.name}
        >
          <Group justify="space-between" align="flex-start" gap="xs">
            <Stack gap={2} miw={0} style={WHO_STYLE}>
              <Text fw={600}>{invitation.name}</Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {invitation.email}
              </Text>
              <Text size="xs" c="dimmed">
                Vence el {expiryFormat.format(new Date(invitation.expires_at))}
              </Text>
            </Stack>
            <Group gap={6}>
              <Badge variant="light">{STAFF_ROLE_LABELS[invitation.role]}</Badge>
              <Badge variant="dot" color="orange">
                Pendiente
              </Badge>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
