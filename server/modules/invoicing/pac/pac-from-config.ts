import type { Config } from '../../../config';
import type { PacAdapter } from './pac-adapter';
import { SandboxPac } from './sandbox-pac';
import { SAT_STATUS_URL, SW_TEST_STATUS_URL } from './sat-cfdi-status';
import { SwSapienPac } from './sw-sapien-pac';

/** SW's test environment stamps CFDI that SAT does not hold: their status is asked of SW's stand-in. */
const isSwTest = (url: string) => /^https?:\/\/[^/]*\.test\./.test(url);

/** The PAC that PAC_PROVIDER names: the local sandbox unless a real one is configured. */
export function pacFromConfig(
  config: Pick<Config, 'pac'>,
  now: () => Date,
  fetcher: typeof fetch = fetch,
): PacAdapter {
  if (config.pac.provider === 'sw-sapien') {
    const { url, token } = config.pac;
    const statusUrl = isSwTest(url) ? SW_TEST_STATUS_URL : SAT_STATUS_URL;
    return new SwSapienPac({ url, token, statusUrl }, fetcher);
  }
  return new SandboxPac(now);
}
