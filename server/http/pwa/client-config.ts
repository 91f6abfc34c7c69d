import type { FastifyInstance } from 'fastify';
import packageJson from '../../../package.json' with { type: 'json' };
import type { Config } from '../../config';

export const APP_VERSION: string = packageJson.version;

/** The runtime configuration script index.html loads before the app bundle (TEAM.md). */
export function clientConfigScript(
  config: Pick<Config, 'appHosts' | 'ordersHosts' | 'supportWhatsapp' | 'google'>,
): string {
  const value = {
    appHosts: config.appHosts,
    ordersHosts: config.ordersHosts,
    version: APP_VERSION,
    ...(config.supportWhatsapp ? { supportWhatsapp: config.supportWhatsapp } : {}),
    ...(config.google ? { googleSignIn: true } : {}),
  };
  return `window.__MOSTRADOR_CONFIG__=${JSON.stringify(value)};`;
}

export function registerClientConfig(app: FastifyInstance): void {
  const script = clientConfigScript(app.deps.config);
  app.get('/config.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(script),
  );
}
