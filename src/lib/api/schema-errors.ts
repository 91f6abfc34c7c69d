import * as v from 'valibot';
import { installSpanishMessages } from '../../domain/contract/messages-es';

// Valibot's Spanish defaults load with the forms that show them, not with the first screen.
installSpanishMessages();

/**
 * A form's own check with the body's valibot schema: the first message per field path
 * ('order_reception_config.phone'), {} when the value passes, so @mantine/form can use it as `validate`.
 */
export function schemaFieldErrors(schema: v.GenericSchema, value: unknown): Record<string, string> {
  const result = v.safeParse(schema, value);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue);
    if (path && !(path in errors)) errors[path] = issue.message;
  }
  return errors;
}
