import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams, useRouteContext } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { accountSettingsQueryOptions } from '../../lib/query/account-queries';
import { saveCacheNow } from '../../lib/query/save-cache-now';
import { LocationStep } from './location-step';
import { type OnboardStep, onboardStepOf } from './onboard-steps';
import type { OnboardLocationResult } from './onboarding-api';
import { PreferencesStep } from './preferences-step';
import { ReadyStep } from './ready-step';
import { ShopPreferencesStep } from './shop-preferences-step';
import { WelcomeStep } from './welcome-step';

/** Queries that outlive the location change: the account's own and the categories of this screen. */
const KEPT_QUERIES: ReadonlySet<string> = new Set(['account', 'onboarding']);

/** onboard-home (02 §2, §4): welcome → location → preferences → ready → admin-home; the step is in the URL. */
export default function OnboardPage() {
  const step = onboardStepOf(useParams({ strict: false }).step);
  const module = useRouteContext({ from: '__root__', select: (context) => context.module });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const account = useQuery(accountSettingsQueryOptions()).data;
  const [created, setCreated] = useState<OnboardLocationResult | null>(null);

  const go = useCallback(
    (next: OnboardStep, replace = false) =>
      void navigate({ to: '/onboard/{-$step}', params: { step: next }, replace }),
    [navigate],
  );
  const refreshSettings = () => queryClient.fetchQuery({ ...accountSettingsQueryOptions(), staleTime: 0 });
  const toReady = useCallback(() => go('ready', true), [go]);

  const onCreated = (result: OnboardLocationResult) => {
    setCreated(result);
    // The session now works on the new location: data cached for the previous one (its
    // subscription, lists, ...) is dropped, and the account's settings and locations are read again.
    queryClient.removeQueries({ predicate: (query) => !KEPT_QUERIES.has(String(query.queryKey[0])) });
    // Saved at once, not within the persister's second: a reload or another address opened
    // right now must find the new location (issue 17 §10).
    void queryClient.invalidateQueries({ queryKey: ['account'] }).then(() => saveCacheNow(queryClient));
    go('preferences');
  };

  const start = async () => {
    await refreshSettings();
    saveCacheNow(queryClient);
    await navigate({ to: '/' });
  };

  // Later steps need the new location: without one (a reload before creating it) the location step comes first.
  if ((step === 'preferences' || step === 'ready') && !created && account && !account.location) {
    return <Navigate to="/onboard/{-$step}" params={{ step: 'location' }} replace />;
  }

  switch (step) {
    case 'welcome':
      return <WelcomeStep onStart={() => go('location')} />;
    case 'location':
      return <LocationStep onCreated={onCreated} />;
    case 'preferences':
      return module === 'shop' ? (
        <ShopPreferencesStep onDone={toReady} />
      ) : (
        <PreferencesStep onDone={toReady} />
      );
    case 'ready':
      return (
        <ReadyStep
          registrationUrl={created?.registration_url ?? account?.location?.url ?? null}
          onStart={start}
        />
      );
  }
}
