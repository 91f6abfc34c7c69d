import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MODULE_HOSTS,
  hostsFromConfig,
  type ModuleHosts,
  moduleForHost,
  moduleRedirectUrl,
  type UrlParts,
} from '../../src/domain/rules/modules';

const HOSTS: ModuleHosts = {
  appHosts: ['app.mostrador.mx', 'localhost'],
  ordersHosts: ['pedidos.mostrador.mx', 'orders.localhost'],
};

describe('module by host (01 §1)', () => {
  it.each([
    ['app.mostrador.mx', 'waitlist'],
    ['localhost', 'waitlist'],
    ['pedidos.mostrador.mx', 'shop'],
    ['PEDIDOS.Mostrador.MX', 'shop'],
    ['orders.localhost', 'shop'],
    ['otro.example', 'waitlist'],
  ] as const)('%s → %s', (hostname, module) => {
    expect(moduleForHost(hostname, HOSTS)).toBe(module);
  });

  it('defaults: localhost and 127.0.0.1 are the app, orders.localhost the shop', () => {
    expect(moduleForHost('127.0.0.1', DEFAULT_MODULE_HOSTS)).toBe('waitlist');
    expect(moduleForHost('orders.localhost', DEFAULT_MODULE_HOSTS)).toBe('shop');
  });
});

describe('redirect of another module path', () => {
  const url = (parts: Partial<UrlParts>): UrlParts => ({
    protocol: 'http:',
    hostname: 'localhost',
    port: '8080',
    pathname: '/inbox',
    search: '',
    hash: '',
    ...parts,
  });

  it('keeps protocol, port, path, search and hash on the first host of the target module', () => {
    expect(moduleRedirectUrl('shop', url({ search: '?tab=2', hash: '#x' }), HOSTS)).toBe(
      'http://pedidos.mostrador.mx:8080/inbox?tab=2#x',
    );
    expect(
      moduleRedirectUrl(
        'waitlist',
        url({ protocol: 'https:', hostname: 'pedidos.mostrador.mx', port: '', pathname: '/hostess' }),
        HOSTS,
      ),
    ).toBe('https://app.mostrador.mx/hostess');
  });

  it('has no target when the module has no host', () => {
    expect(moduleRedirectUrl('shop', url({}), { appHosts: ['localhost'], ordersHosts: [] })).toBeNull();
  });
});

describe('hosts from the runtime config', () => {
  it('uses the configured lists', () => {
    expect(hostsFromConfig({ appHosts: ['a.mx'], ordersHosts: ['b.mx'], version: '1.27.0' })).toEqual({
      appHosts: ['a.mx'],
      ordersHosts: ['b.mx'],
    });
  });

  it.each([
    ['absent', undefined],
    ['not an object', 'x'],
    ['empty lists', { appHosts: [], ordersHosts: [] }],
    ['wrong types', { appHosts: 'localhost', ordersHosts: [1, ''] }],
  ])('falls back to the defaults when %s', (_case, config) => {
    expect(hostsFromConfig(config)).toEqual(DEFAULT_MODULE_HOSTS);
  });
});
