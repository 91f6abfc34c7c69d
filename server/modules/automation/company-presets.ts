import { asc, eq } from 'drizzle-orm';
import { ACTION_PRESETS, type ActionPreset } from '../../../src/domain/rules/automation-presets';
import type { Db, Tx } from '../../db/client';
import { tags } from '../../db/schema';

/** The action presets as a company sees them: 'Agregar a un grupo' offers the company's groups. */
export async function companyActionPresets(db: Db | Tx, companyId: number): Promise<ActionPreset[]> {
  const groups = await db
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(eq(tags.companyId, companyId))
    .orderBy(asc(tags.name));
  const options = groups.map((group) => ({ value: group.id, text: group.name }));
  return ACTION_PRESETS.map((preset) =>
    preset.action === 'add_to_group'
      ? {
          ...preset,
          config_rules: {
            fields: preset.config_rules.fields.map((field) =>
              field.name === 'tag_id' ? { ...field, options } : field,
            ),
          },
        }
      : preset,
  );
}
