import { and, eq, inArray } from 'drizzle-orm';
import type { AutomationConfig } from '../../../src/domain/contract/automations';
import { DEFAULT_WAITLIST_SETTINGS } from '../../../src/domain/contract/settings-defaults';
import { actionPreset, eventPresetIds } from '../../../src/domain/rules/automation-presets';
import type { Db, Tx } from '../../db/client';
import { automationRecipes, locations, waitlistSettings } from '../../db/schema';
import {
  type ActionContext,
  type ActionOutcome,
  type AutomationEventRow,
  RUN_DETAILS,
} from './action-context';
import { addToGroup, grantStamp } from './action-customer';
import { sendMessage, sendSurvey } from './action-messages';

/** One consumer of an event and how long after the event it runs. */
export interface Consumer {
  consumer: string;
  delayMins: number;
}

/** The waitlist settings' own consumers of a completed visit (issue 21): its survey and its loyalty program. */
export const WAITLIST_SURVEY = 'waitlist-survey';
export const WAITLIST_LOYALTY = 'waitlist-loyalty';
const RECIPE_PREFIX = 'recipe:';

export const recipeIdOf = (consumer: string) =>
  consumer.startsWith(RECIPE_PREFIX) ? Number(consumer.slice(RECIPE_PREFIX.length)) : null;

async function settingsOf(db: Db | Tx, locationId: number) {
  const [row] = await db
    .select({ settings: waitlistSettings.settings })
    .from(waitlistSettings)
    .where(eq(waitlistSettings.locationId, locationId));
  return row?.settings ?? DEFAULT_WAITLIST_SETTINGS;
}

const minutes = (value: unknown) => (typeof value === 'number' && value > 0 ? value : 0);

/** Who acts on an event: the company's active, approved recipes of its type, and the built-in ones. */
export async function consumersOf(db: Db | Tx, event: AutomationEventRow): Promise<Consumer[]> {
  const recipes = await db
    .select({ id: automationRecipes.id, thenId: automationRecipes.thenId, params: automationRecipes.params })
    .from(automationRecipes)
    .where(
      and(
        eq(automationRecipes.companyId, event.companyId),
        eq(automationRecipes.status, 'active'),
        eq(automationRecipes.reviewStatus, 'approved'),
        inArray(automationRecipes.ifId, eventPresetIds(event.type)),
      ),
    );
  const consumers: Consumer[] = recipes.map((recipe) => ({
    consumer: `${RECIPE_PREFIX}${recipe.id}`,
    delayMins:
      actionPreset(recipe.thenId)?.action === 'send_survey'
        ? minutes(recipe.params.then_config.send_after_mins)
        : 0,
  }));
  if (event.type === 'visit_completed' && event.locationId !== null) {
    const settings = await settingsOf(db, event.locationId);
    if (settings.survey_form_id !== null)
      consumers.push({ consumer: WAITLIST_SURVEY, delayMins: minutes(settings.survey_send_after_mins) });
    if (settings.loyalty_program_id !== null) consumers.push({ consumer: WAITLIST_LOYALTY, delayMins: 0 });
  }
  return consumers;
}

type Perform = (context: ActionContext) => Promise<ActionOutcome>;

function performRecipe(thenId: number, config: AutomationConfig): Perform | null {
  const number = (name: string) => Number(config[name]);
  switch (actionPreset(thenId)?.action) {
    case 'send_survey':
      return (context) => sendSurvey(context, number('survey_form_id'));
    case 'send_message':
      return (context) => sendMessage(context, config);
    case 'add_to_group':
      return (context) => addToGroup(context, number('tag_id'));
    case 'grant_stamp':
      return (context) => grantStamp(context, number('loyalty_program_id'));
    default:
      return null;
  }
}

/** What a consumer does now (its recipe or setting is read at run time), or why it does nothing. */
async function performOf(
  tx: Tx,
  context: Omit<ActionContext, 'tx'>,
  consumer: string,
): Promise<Perform | string> {
  const recipeId = recipeIdOf(consumer);
  if (recipeId !== null) {
    const [recipe] = await tx.select().from(automationRecipes).where(eq(automationRecipes.id, recipeId));
    if (recipe?.status !== 'active' || recipe.reviewStatus !== 'approved') return RUN_DETAILS.inactive;
    return performRecipe(recipe.thenId, recipe.params.then_config) ?? RUN_DETAILS.inactive;
  }
  const { settings } = context.location;
  if (consumer === WAITLIST_SURVEY && settings.survey_form_id !== null) {
    const formId = settings.survey_form_id;
    return (action) => sendSurvey(action, formId);
  }
  if (consumer === WAITLIST_LOYALTY && settings.loyalty_program_id !== null) {
    const programId = settings.loyalty_program_id;
    return (action) => grantStamp(action, programId);
  }
  return RUN_DETAILS.settingOff;
}

/** Runs the consumer's action for the event in `tx`. */
export async function performConsumer(
  tx: Tx,
  event: AutomationEventRow,
  consumer: string,
  scope: { origin: string; now: Date },
): Promise<ActionOutcome> {
  if (event.locationId === null) return { status: 'skipped', detail: RUN_DETAILS.noLocation };
  const [location] = await tx
    .select({
      id: locations.id,
      name: locations.name,
      username: locations.username,
      timeZone: locations.timezone,
    })
    .from(locations)
    .where(eq(locations.id, event.locationId));
  if (!location) return { status: 'skipped', detail: RUN_DETAILS.noLocation };
  const context = { event, location: { ...location, settings: await settingsOf(tx, location.id) }, ...scope };
  const perform = await performOf(tx, context, consumer);
  if (typeof perform === 'string') return { status: 'skipped', detail: perform };
  return perform({ ...context, tx });
}
