import type { AccountSettings } from '../../../src/domain/contract/access';
import { fakeApi } from './fake-api';
import { accountSettings, FREE_SUBSCRIPTION } from './fixtures';

type Handlers = Parameters<typeof fakeApi>[0];

/** A fake server for a signed-in back-office user with `roles`: the account, the free plan, and `handlers`. */
export function backOfficeApi(roles: AccountSettings['roles'], handlers: Handlers) {
  return fakeApi({
    'GET /v1/user/account/settings': () => ({ body: { data: accountSettings({ roles }) } }),
    'GET /v1/subscription/subscription/info': () => ({ body: { data: FREE_SUBSCRIPTION } }),
    ...handlers,
  });
}
