import { DEFAULT_LIMIT } from '../../domain/contract/search';

/** The body of a list's search: the name contains the text, 20 a page, by name. */
export function nameSearchBody(text: string, page: number) {
  const trimmed = text.trim();
  return {
    limit: DEFAULT_LIMIT,
    offset: (page - 1) * DEFAULT_LIMIT,
    sort: ['name'],
    ...(trimmed ? { filters: { name: { $contains: trimmed } } } : {}),
  };
}
