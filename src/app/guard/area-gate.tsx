import { Alert, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type Area, canAccess } from '../../domain/roles';
import { accountSettingsQueryOptions } from '../../lib/query/account-queries';
import { PageHeader } from '../../ui/page-header';

interface AreaGateProps {
  area: Area;
  /** The screen's title, kept on the 'Sin acceso' view. */
  title: string;
  /** What the role may not see, after 'ver': 'las estadísticas'. */
  what: string;
  children: ReactNode;
}

/**
 * A screen opened by address without the role for its area (the guard allows it, 01 §4.2 rule 6;
 * the menu hides it) says so instead of loading what the server would refuse.
 */
export function AreaGate({ area, title, what, children }: AreaGateProps) {
  const roles = useQuery({ ...accountSettingsQueryOptions(), select: (settings) => settings.roles }).data;
  if (roles === undefined || canAccess(roles, area)) return children;
  return (
    <Stack gap="md">
      <PageHeader title={title} />
      <Alert color="gray" title="Sin acceso">
        {`Tu usuario no tiene permiso para ver ${what}. Pide acceso a quien administra el negocio.`}
      </Alert>
    </Stack>
  );
}
