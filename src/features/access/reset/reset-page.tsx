import { Stack, Title } from '@mantine/core';
import { useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useCurrentRouteTitle } from '../../../ui/use-current-route-title';
import { ResetConfirm } from './reset-confirm';
import { ResetFinished } from './reset-finished';
import { ResetRequest } from './reset-request';
import { ResetSent } from './reset-sent';

type Done = { name: 'sent'; email: string } | { name: 'finished' } | null;

/**
 * account-reset (02 §2, §4 Access): request → sent; the e-mailed link (?token=) opens confirm →
 * finished, with a link to the login.
 */
export function ResetPage() {
  const title = useCurrentRouteTitle();
  const token = useSearch({ strict: false, select: (search) => search.token });
  const [done, setDone] = useState<Done>(null);

  const view = (() => {
    if (done?.name === 'sent') return <ResetSent email={done.email} />;
    if (done?.name === 'finished') return <ResetFinished />;
    if (token) return <ResetConfirm token={token} onChanged={() => setDone({ name: 'finished' })} />;
    return <ResetRequest onSent={(email) => setDone({ name: 'sent', email })} />;
  })();

  return (
    <Stack gap="md">
      <Title order={1} size="h3" ta="center">
        {title}
      </Title>
      {view}
    </Stack>
  );
}
