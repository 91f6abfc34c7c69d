import { Alert, Button, Center, Group, Loader, Stack, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { canAccess } from '../../domain/roles';
import { accountSettingsQueryOptions } from '../../lib/query/account-queries';
import { LoadError } from '../../ui/load-error';
import { InviteDialog } from './invite-dialog';
import { staffOverviewQueryOptions } from './staff-api';
import { PendingInvitations, StaffUsers } from './staff-list';

const INVITE_PATH = '/settings/users/invite';

/** settings-user-list (02 §2 Staff): the location's users and pending invitations; settings-user-invite opens 'Invitar'. */
export default function StaffPage() {
  const account = useQuery(accountSettingsQueryOptions()).data;
  const allowed = account !== undefined && canAccess(account.roles, 'users');
  const locationId = account?.location?.id ?? null;
  const overviewOptions = staffOverviewQueryOptions(locationId);
  const overview = useQuery({ ...overviewOptions, enabled: allowed && locationId !== null });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const onInviteRoute = useLocation({ select: (location) => location.pathname === INVITE_PATH });
  const invitableRoles = overview.data?.invitable_roles ?? [];
  const reloadOverview = () => void queryClient.invalidateQueries({ queryKey: overviewOptions.queryKey });

  let content: ReactNode;
  if (account && !allowed) {
    content = (
      <Alert color="gray" title="Sin acceso">
        Tu usuario no tiene permiso para ver los usuarios del negocio. Pide acceso a quien administra el
        negocio.
      </Alert>
    );
  } else if (overview.error && !overview.data) {
    content = (
      <LoadError
        title="No se pudieron cargar los usuarios"
        error={overview.error}
        onRetry={() => void overview.refetch()}
        retrying={overview.isFetching}
      />
    );
  } else if (!overview.data) {
    content = (
      <Center mih={200}>
        <Loader aria-label="Cargando" />
      </Center>
    );
  } else {
    content = (
      <>
        <StaffUsers users={overview.data.users} onCodeRenewed={reloadOverview} />
        <PendingInvitations invitations={overview.data.invitations} />
      </>
    );
  }

  return (
    <Stack gap="md" maw={880}>
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          Usuarios
        </Title>
        {invitableRoles.length > 0 && (
          <Button
            leftSection={<IconUserPlus size={18} aria-hidden />}
            onClick={() => void navigate({ to: INVITE_PATH })}
          >
            Invitar
          </Button>
        )}
      </Group>
      {content}
      <InviteDialog
        opened={onInviteRoute && invitableRoles.length > 0}
        roles={invitableRoles}
        onClose={() => void navigate({ to: '/settings/users' })}
        onInvited={reloadOverview}
      />
    </Stack>
  );
}
