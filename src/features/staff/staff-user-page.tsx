import { Alert, Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import type { StaffUser } from '../../domain/contract/staff-user';
import { invitableStaffRoles, STAFF_LEVEL_LABELS } from '../../domain/rules/staff-roles';
import { formatPhone } from '../../lib/format';
import { accountSettingsQueryOptions } from '../../lib/query/account-queries';
import { DetailLoadState } from '../../ui/detail-load-state';
import { DetailFields, DetailSection } from '../../ui/detail-section';
import { PermissionList } from './permission-list';
import { StaffAccessActions } from './staff-access-actions';
import { userStatusLabel } from './staff-labels';
import { StaffLevelForm } from './staff-level-form';
import { staffUserQueryOptions } from './staff-user-api';
import { StaffUserTabs } from './staff-user-tabs';

const LIST_PATH = '/settings/users';

/** settings-user-item / settings-user-info (02 §2 Staff): one person, tab 'Información'. */
export default function StaffUserPage() {
  const { id } = useParams({ strict: false }) as { id: string };
  const userId = Number(id);
  const account = useQuery(accountSettingsQueryOptions()).data;
  const locationId = account?.location?.id ?? null;
  const options = staffUserQueryOptions(locationId, userId);
  const person = useQuery({ ...options, enabled: locationId !== null });
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const changed = (next: StaffUser) => {
    queryClient.setQueryData(options.queryKey, next);
    void queryClient.invalidateQueries({ queryKey: ['staff', 'overview'] });
  };
  const removed = () => {
    void queryClient.invalidateQueries({ queryKey: ['staff'] });
    void navigate({ to: LIST_PATH });
  };

  return (
    <Stack gap="md" maw={880}>
      <Anchor component={Link} to={LIST_PATH} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          Usuarios
        </Group>
      </Anchor>
      {!person.data ? (
        <DetailLoadState
          title="No se pudo cargar el usuario"
          error={person.error}
          onRetry={() => void person.refetch()}
          retrying={person.isFetching}
          notFound={
            <Alert color="gray" title="Usuario no encontrado">
              Esta persona no pertenece a esta ubicación.
            </Alert>
          }
        />
      ) : (
        <StaffUserInfo
          person={person.data}
          locationId={locationId}
          viewerRoles={account?.roles ?? []}
          onChanged={changed}
          onRemoved={removed}
        />
      )}
    </Stack>
  );
}

interface StaffUserInfoProps {
  person: StaffUser;
  locationId: number | null;
  viewerRoles: readonly string[];
  onChanged: (person: StaffUser) => void;
  onRemoved: () => void;
}

function StaffUserInfo({ person, locationId, viewerRoles, onChanged, onRemoved }: StaffUserInfoProps) {
  const status = userStatusLabel(person.status);
  const levels = invitableStaffRoles(viewerRoles as Parameters<typeof invitableStaffRoles>[0]);
  return (
    <>
      <Group justify="space-between" align="center" gap="xs">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {person.name}
        </Title>
        <Group gap={6}>
          <Badge variant="light">{STAFF_LEVEL_LABELS[person.level]}</Badge>
          <Badge variant="dot" color={status.color}>
            {status.label}
          </Badge>
        </Group>
      </Group>
      <StaffUserTabs userId={person.id} value="info" />
      <DetailSection title="Datos">
        <DetailFields
          fields={[
            { label: 'Correo electrónico', value: person.email },
            { label: 'Teléfono', value: person.phone && formatPhone(person.phone) },
            { label: 'Puesto', value: person.work_title },
            {
              label: 'Ubicaciones',
              value: person.locations
                .map((row) => `${row.name} (${STAFF_LEVEL_LABELS[row.level]})`)
                .join(', '),
            },
          ]}
        />
      </DetailSection>
      <DetailSection title="Acceso">
        {person.editable ? (
          <StaffLevelForm key={person.level} person={person} levels={levels} onChanged={onChanged} />
        ) : (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {person.is_self
                ? 'Este es tu usuario.'
                : 'Solo un propietario puede cambiar el acceso de esta persona.'}{' '}
              Nivel: {STAFF_LEVEL_LABELS[person.level]}.
            </Text>
            {person.level === 'custom' && <PermissionList locationId={locationId} userId={person.id} />}
          </Stack>
        )}
      </DetailSection>
      {person.editable && (
        <DetailSection title="Quitar acceso">
          <StaffAccessActions person={person} onChanged={onChanged} onRemoved={onRemoved} />
        </DetailSection>
      )}
    </>
  );
}
