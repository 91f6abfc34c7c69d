import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import type { Invitation } from '../../../domain/contract/account';
import { STAFF_ROLE_LABELS } from '../../../domain/rules/staff-roles';
import { isApiError } from '../../../lib/api/api-error';
import { LoadError } from '../../../ui/load-error';
import { PageLoader } from '../../../ui/page-loader';
import { invitationQueryOptions } from '../api/invitation';
import { useAfterSignIn } from '../login/use-after-sign-in';
import { AcceptForm } from './accept-form';
import { InvitationNotFound } from './invitation-not-found';

const TITLE = 'Has recibido una invitación';

/** The invitation view (/invite?token=, 02 §2 Access): who invites, where, as what; then accept. */
export function InvitePage() {
  const token = useSearch({ strict: false, select: (search) => search.token }) ?? '';
  // Accepted: the cache is dropped on the way to the admin home; the used token is not read again.
  const [accepted, setAccepted] = useState(false);
  const invitation = useQuery({ ...invitationQueryOptions(token), enabled: token !== '' && !accepted });
  const afterSignIn = useAfterSignIn();

  if (token === '' || (invitation.isError && isApiError(invitation.error) && invitation.error.status !== 0)) {
    return <InvitationNotFound />;
  }
  if (invitation.isError) {
    return (
      <LoadError
        title="No se pudo cargar la invitación"
        error={invitation.error}
        onRetry={() => invitation.refetch()}
        retrying={invitation.isFetching}
      />
    );
  }
  if (!invitation.data) return <PageLoader />;

  return (
    <Stack gap="md">
      <Title order={1} size="h3" ta="center">
        {TITLE}
      </Title>
      <InvitationSummary invitation={invitation.data} />
      <AcceptForm
        token={token}
        invitation={invitation.data}
        onAccepted={() => {
          setAccepted(true);
          return afterSignIn('/');
        }}
      />
    </Stack>
  );
}

function InvitationSummary({ invitation }: { invitation: Invitation }) {
  return (
    <Text ta="center">
      {/* A new owner's company carries the location's name: say it once. */}
      {invitation.company_name === invitation.location_name ? (
        'Te invitan a colaborar en '
      ) : (
        <>
          <Text span fw={600}>
            {invitation.company_name}
          </Text>{' '}
          te invita a colaborar en{' '}
        </>
      )}
      <Text span fw={600}>
        {invitation.location_name}
      </Text>{' '}
      como{' '}
      <Text span fw={600}>
        {STAFF_ROLE_LABELS[invitation.role]}
      </Text>
      .
    </Text>
  );
}
