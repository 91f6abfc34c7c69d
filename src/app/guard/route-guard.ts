import { notifications } from '@mantine/notifications';
import { type AnyRouteMatch, type ParsedLocation, redirect } from '@tanstack/react-router';
import { canAccess } from '../../domain/roles';
import { decideRoute, type GuardDecision, unknownGuardResultMessage } from '../../domain/rules/guard';
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
 * the route guard of spec 01 §4.2, loading the account settings when rule 1 asks for them.
 */
export async function guardRoute({ context, matches, location }: GuardArgs): Promise<void> {
  redirectToOtherModule(matches, context);

  const settingsOptions = accountSettingsQueryOptions();
  const loggedIn = isLoggedIn();
  let settings = loggedIn ? context.queryClient.getQueryData(settingsOptions.queryKey) : undefined;
  const leaf = matches.findLast((match) => match.staticData.name !== undefined);
  const area = matches.findLast((match) => match.staticData.area !== undefined)?.staticData.area;

  const decide = (): GuardDecision =>
    decideRoute({
      isLoggedIn: loggedIn,
      settingsLoaded: settings !== undefined,
      phoneVerified: settings?.user.phone_verified ?? false,
      hasLocation: Boolean(settings?.location),
      routeNeedsAuth: matches.some((match) => match.staticData.access === 'auth'),
      routeGuestOnly: matches.some((match) => match.staticData.access === 'guest'),
      routeIsCustomerPage: matches.some((match) => match.staticData.access === 'customer'),
      routeName: leaf?.staticData.name ?? '',
      hasRouteRole: area === undefined || canAccess(settings?.roles ?? [], area),
      requestedUrl: location.href,
    });

  let decision = decide();
  if (decision.type === 'load-settings') {
    settings = await context.queryClient.ensureQueryData(settingsOptions);
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
