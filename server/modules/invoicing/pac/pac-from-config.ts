import type { Config } from '../../../config';
import type { PacAdapter } from './pac-adapter';
import { SandboxPac } from './sandbox-pac';
import { SwSapienPac } from './sw-sapien-pac';

/** The PAC that PAC_PROVIDER names: the local sandbox unless a real one is configured. */
export function pacFromConfig(config: Pick<Config, 'pac'>, now: () => Date): PacAdapter {
  if (config.pac.provider === 'sw-sapien')
    return new SwSapienPac({ url: config.pac.url, token: config.pac.token });
  return new SandboxPac(now);
}
