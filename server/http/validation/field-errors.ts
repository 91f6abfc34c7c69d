import type * as v from 'valibot';
import type { FieldErrors } from '../errors';

/** The dot path of an issue (`items.0.name`); empty for an issue about the whole value. */
export function issuePath(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? []).map((item) => String(item.key)).join('.');
}

/**
 * valibot issues → `{ 'field.path': ['mensaje'] }`. Issues about the whole value go under
 * `rootKey`; `prefix` (if any) is prepended to every other path.
 */
export function toFieldErrors(
  issues: readonly v.BaseIssue<unknown>[],
  rootKey: string,
  prefix = '',
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issuePath(issue);
    const key = path ? (prefix ? `${prefix}.${path}` : path) : rootKey;
    const messages = errors[key] ?? [];
    if (!messages.includes(issue.message)) messages.push(issue.message);
    errors[key] = messages;
  }
  return errors;
}
