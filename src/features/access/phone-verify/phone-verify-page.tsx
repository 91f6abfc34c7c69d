import { Group, Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { AccountSettings } from '../../../domain/contract/access';
import { safeNextUrl } from '../../../domain/rules/guard';
import { accountSettingsQueryOptions } from '../../../lib/query/account-queries';
import { saveCacheNow } from '../../../lib/query/save-cache-now';
import { PageLoader } from '../../../ui/page-loader';
import { useCurrentRouteTitle } from '../../../ui/use-current-route-title';
import { LogoutButton } from '../logout-button';
import { CodeStep } from './code-step';
import { HelpLink } from './help-link';
import { PhoneStep } from './phone-step';

/**
 * account-phone-verify (02 §2, §4 Access): the guard sends every user with an unverified phone
 * here (01 §4.2 rule 2). A verified phone skips the page; once verified, next_url or admin home.
 * 'Cerrar sesión' is the way out, since every other page leads back here.
 */
export default function PhoneVerifyPage() {
  const title = useCurrentRouteTitle();
  const settingsOptions = accountSettingsQueryOptions();
  const settings = useQuery(settingsOptions).data;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const nextUrl = safeNextUrl(useSearch({ strict: false, select: (search) => search.next_url })) ?? '/';
  const [typedPhone, setTypedPhone] = useState<string | null>(null);
  const verified = settings?.user.phone_verified === true;

  useEffect(() => {
    if (!verified) return;
    // The persister writes at most once a second: a reload sooner must not find the phone unverified.
    saveCacheNow(queryClient);
    void navigate({ href: nextUrl, replace: true });
  }, [verified, nextUrl, navigate, queryClient]);

  if (!settings || verified) return <PageLoader />;

  const phone = settings.user.phone ?? typedPhone;
  // The server just said so: the guard reads this flag on the way to next_url.
  const onVerified = () => {
    queryClient.setQueryData(
      settingsOptions.queryKey,
      (current: AccountSettings | undefined) =>
        current && {
          ...current,
          user: { ...current.user, phone: phone ?? current.user.phone, phone_verified: true },
        },
    );
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h3" ta="center">
        {title}
      </Title>
      {phone ? <CodeStep phone={phone} onVerified={onVerified} /> : <PhoneStep onPhone={setTypedPhone} />}
      <HelpLink />
      <Group justify="center">
        <LogoutButton />
      </Group>
    </Stack>
  );
}
