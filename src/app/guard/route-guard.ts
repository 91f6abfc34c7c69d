import { notifications } from '@mantine/notifications';
import { type AnyRouteMatch, type ParsedLocation, redirect } from '@tanstack/react-router';
import { canAccess } from '../../domain/roles';
import { decideRoute, type GuardDecision, unknownGuardResultMessage } from '../../domain/rules/guard';
import { allowedLocationsQueryOptions } from '../../features/access/api/allowed-locations';
import { accountSettingsQueryOptions } from '../../lib/query/account-queries';
import { isLoggedIn } from '../../lib/session';
import { otherModuleUrl } from '../modules';
import type { RouterContext } from '../router-context';

interface GuardArgs {
  context: RouterContext;
  matches: AnyRouteMatch[];
  location: ParsedLocation;
}

/**
 * The root route's beforeLoad: sends old paths of the other module to its host, then applies
 * the route guard of spec 01 §4.2, loading the account settings when rule 1 asks for them, and
 * before sending anyone away for lack of a location, the settings afresh and the locations.
 */
export async function guardRoute({ context, matches, location }: GuardArgs): Promise<void> {
  redirectToOtherModule(matches, context);

  const settingsOptions = accountSettingsQueryOptions();
  const loggedIn = isLoggedIn();
  const { queryClient } = context;
  let settings = loggedIn ? queryClient.getQueryData(settingsOptions.queryKey) : undefined;
  let settingsConfirmed = false;
  let anyLocation: boolean | null = null;
  const leaf = matches.findLast((match) => match.staticData.name !== undefined);
  const area = matches.findLast((match) => match.staticData.area !== undefined)?.staticData.area;

  const decide = (): GuardDecision =>
    decideRoute({
      isLoggedIn: loggedIn,
      settingsLoaded: settings !== undefined,
      phoneVerified: settings?.user.phone_verified ?? false,
      hasLocation: Boolean(settings?.location),
      settingsConfirmed,
      anyLocation,
      routeNeedsAuth: matches.some((match) => match.staticData.access === 'auth'),
      routeGuestOnly: matches.some((match) => match.staticData.access === 'guest'),
      routeIsCustomerPage: matches.some((match) => match.staticData.access === 'customer'),
      routeName: leaf?.staticData.name ?? '',
      hasRouteRole: area === undefined || canAccess(settings?.roles ?? [], area),
      requestedUrl: location.href,
    });

  let decision = decide();
  if (decision.type === 'load-settings') {
    settings = await queryClient.ensureQueryData(settingsOptions);
    settingsConfirmed = true;
    decision = decide();
  }
  if (decision.type === 'refresh-settings') {
    // Offline the saved copy is all there is: decide on it.
    settings = await queryClient.fetchQuery({ ...settingsOptions, staleTime: 0 }).catch(() => settings);
    settingsConfirmed = true;
    decision = decide();
  }
  if (decision.type === 'load-locations') {
    const locations = await queryClient
      .fetchQuery({ ...allowedLocationsQueryOptions(), staleTime: 0 })
      .catch(() => null);
    // Unreadable (offline): 'Tus negocios' says why and offers to try again.
    anyLocation = locations === null || locations.length > 0;
    decision = decide();
  }
  applyDecision(decision);
}

function applyDecision(decision: GuardDecision): void {
  switch (decision.type) {
    case 'allow':
      return;
    case 'redirect':
      throw guardRedirect(decision);
    default:
      notifications.show({
        color: 'red',
        message: unknownGuardResultMessage((decision as { type: string }).type),
      });
  }
}

function guardRedirect(decision: Extract<GuardDecision, { type: 'redirect' }>) {
  switch (decision.to) {
    case 'account-login':
      return redirect({ to: '/login', search: { next_url: decision.search?.next_url }, replace: true });
    case 'account-phone-verify':
      return redirect({ to: '/phone-verify', replace: true });
    case 'account-location-select':
      return redirect({ to: '/select-location', search: { from: 'start' }, replace: true });
    case 'onboard-location':
      return redirect({ to: '/onboard/{-$step}', params: { step: 'location' }, replace: true });
    case 'admin-home':
      return redirect({ to: '/', replace: true });
  }
}

/** Old paths of the other module (spec 01 §1) open on that module's host, with a full navigation. */
function redirectToOtherModule(matches: AnyRouteMatch[], context: RouterContext): void {
  const routeModule = matches.find((match) => match.staticData.module !== undefined)?.staticData.module;
  if (!routeModule || routeModule === context.module) return;
  const href = otherModuleUrl(routeModule);
  if (href) throw redirect({ href, reloadDocument: true });
}
