import { and, eq } from 'drizzle-orm';
import {
  type AutomationConfig,
  type AutomationParams,
  AUTOMATION_MESSAGES as M,
} from '../../../src/domain/contract/automations';
import type { FieldErrors } from '../../../src/domain/contract/common';
import { checkAutomationConfig } from '../../../src/domain/rules/automation-config';
import { EVENT_ACTION_PAIRS, eventPreset, isPaired } from '../../../src/domain/rules/automation-presets';
import type { Db, Tx } from '../../db/client';
import { loyaltyPrograms, surveyForms } from '../../db/schema';
import { ValidationError } from '../../http/errors';
import { companyActionPresets } from './company-presets';

async function relationErrors(
  db: Db | Tx,
  companyId: number,
  config: AutomationConfig,
  prefix: string,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (typeof config.survey_form_id === 'number') {
    const [form] = await db
      .select({ id: surveyForms.id })
      .from(surveyForms)
      .where(
        and(
          eq(surveyForms.id, config.survey_form_id),
          eq(surveyForms.companyId, companyId),
          eq(surveyForms.status, 'active'),
        ),
      );
    if (!form) errors[`${prefix}.survey_form_id`] = [M.surveyUnknown];
  }
  if (typeof config.loyalty_program_id === 'number') {
    const [program] = await db
      .select({ id: loyaltyPrograms.id })
      .from(loyaltyPrograms)
      .where(
        and(
          eq(loyaltyPrograms.id, config.loyalty_program_id),
          eq(loyaltyPrograms.companyId, companyId),
          eq(loyaltyPrograms.status, 'active'),
          eq(loyaltyPrograms.type, 'stampcard'),
        ),
      );
    if (!program) errors[`${prefix}.loyalty_program_id`] = [M.programUnknown];
  }
  return errors;
}

/**
 * A recipe's event, action and params as stored, or a 422 per field: the event and action exist
 * and are offered, the action is paired with the event, each config field fits its type (02 §3)
 * and a relation names an active survey or stamp-card program of the company.
 */
export async function checkedRecipe(
  db: Db | Tx,
  companyId: number,
  recipe: { ifId: number; thenId: number; params: AutomationParams },
): Promise<Required<AutomationParams>> {
  const errors: FieldErrors = {};
  const event = eventPreset(recipe.ifId);
  const action = (await companyActionPresets(db, companyId)).find((preset) => preset.id === recipe.thenId);
  if (!event?.active) errors.if_id = [M.ifRequired];
  if (!action?.active) errors.then_id = [M.thenRequired];
  else if (event && !isPaired(EVENT_ACTION_PAIRS, event.id, action.id)) errors.then_id = [M.notPaired];
  if (!event || !action || Object.keys(errors).length > 0) throw new ValidationError(errors);
  const ifChecked = checkAutomationConfig(
    event.config_rules.fields,
    recipe.params.if_config ?? {},
    'params.if_config',
  );
  const thenChecked = checkAutomationConfig(
    action.config_rules.fields,
    recipe.params.then_config ?? {},
    'params.then_config',
  );
  Object.assign(errors, ifChecked.errors, thenChecked.errors);
  Object.assign(errors, await relationErrors(db, companyId, thenChecked.config, 'params.then_config'));
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { if_config: ifChecked.config, then_config: thenChecked.config };
}
