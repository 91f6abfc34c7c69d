// The route list of docs/api.md, made from the server's own OpenAPI document (every /v1, /public
// and /healthz route the app registers). scripts/api-docs.ts writes it into docs/api.md and
// tests/server/api-docs.test.ts fails when the two differ, so a new route cannot go undocumented.

/** The part of the OpenAPI document the list is made from. */
export interface RouteDocument {
  paths: Record<string, Record<string, { summary?: string; 'x-access'?: string }>>;
}

export const ROUTES_START = '<!-- routes:start (npm run docs:api writes this list; do not edit by hand) -->';
export const ROUTES_END = '<!-- routes:end -->';

const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete'];

/** Every route of the document (method in capitals), sorted by path then method. */
export function routeOperations(
  document: RouteDocument,
): { method: string; path: string; operation: RouteDocument['paths'][string][string] }[] {
  return Object.entries(document.paths)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method]) => METHOD_ORDER.includes(method))
        .sort(([a], [b]) => METHOD_ORDER.indexOf(a) - METHOD_ORDER.indexOf(b))
        .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
    );
}

/**
 * One Markdown table row per route, sorted by path then method: method, path, who may call it
 * (`public`, the role areas it needs, or `session`: any signed-in user) and its summary.
 */
export function routeTable(document: RouteDocument): string {
  const rows = routeOperations(document).map(({ method, path, operation }) => {
    const access = operation['x-access'] ?? 'session';
    const summary = (operation.summary ?? '').replaceAll('|', '\\|');
    return `| ${method} | \`${path}\` | ${access} | ${summary} |`;
  });
  return ['| Method | Path | Access | Summary |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

/** The route list as it stands between the markers of a Markdown text, or null without them. */
export function documentedRouteTable(markdown: string): string | null {
  const start = markdown.indexOf(ROUTES_START);
  const end = markdown.indexOf(ROUTES_END);
  if (start < 0 || end < start) return null;
  return markdown.slice(start + ROUTES_START.length, end).trim();
}

/** The Markdown text with the list between its markers replaced. */
export function withRouteTable(markdown: string, table: string): string {
  const start = markdown.indexOf(ROUTES_START);
  const end = markdown.indexOf(ROUTES_END);
  if (start < 0 || end < start) throw new Error(`docs/api.md has no ${ROUTES_START} … ${ROUTES_END} markers`);
  return `${markdown.slice(0, start + ROUTES_START.length)}\n\n${table}\n\n${markdown.slice(end)}`;
}
