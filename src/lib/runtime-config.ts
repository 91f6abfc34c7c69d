/**
 * One field of the runtime configuration the server writes at GET /config.js
 * (window.__MOSTRADOR_CONFIG__, absent in dev without the server); undefined when missing.
 */
export function runtimeConfigField(name: string): unknown {
  const config = window.__MOSTRADOR_CONFIG__;
  if (typeof config !== 'object' || config === null) return undefined;
  return Object.hasOwn(config, name) ? (config as Record<string, unknown>)[name] : undefined;
}
