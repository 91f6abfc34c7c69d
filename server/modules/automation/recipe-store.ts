import { and, desc, eq } from 'drizzle-orm';
import {
  AUTOMATION_MESSAGES,
  type AutomationRecipe,
  type AutomationRecipeCreate,
  type AutomationRecipePatch,
  type AutomationStatus,
} from '../../../src/domain/contract/automations';
import type { Db } from '../../db/client';
import { automationRecipes } from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import { ofCompany, type Tenant } from '../../http/tenancy';
import { checkedRecipe } from './recipe-checks';

type RecipeRow = typeof automationRecipes.$inferSelect;

function recipeView(row: RecipeRow): AutomationRecipe {
  return {
    id: row.id,
    title: row.title,
    if_id: row.ifId,
    then_id: row.thenId,
    status: row.status,
    review_status: row.reviewStatus,
    params: row.params,
    created_at: row.createdAt.toISOString(),
  };
}

async function recipeRow(db: Db, id: number, tenant: Tenant): Promise<RecipeRow> {
  const [row] = await db
    .select()
    .from(automationRecipes)
    .where(and(ofCompany(automationRecipes.companyId, tenant), eq(automationRecipes.id, id)));
  if (!row) throw new NotFoundError(AUTOMATION_MESSAGES.notFound);
  return row;
}

/** GET /v1/automation/recipe: the company's recipes, newest first. */
export async function listRecipes(db: Db, tenant: Tenant): Promise<AutomationRecipe[]> {
  const rows = await db
    .select()
    .from(automationRecipes)
    .where(ofCompany(automationRecipes.companyId, tenant))
    .orderBy(desc(automationRecipes.id));
  return rows.map(recipeView);
}

export async function getRecipe(db: Db, id: number, tenant: Tenant): Promise<AutomationRecipe> {
  return recipeView(await recipeRow(db, id, tenant));
}

/**
 * POST /v1/automation/recipe: active at once. Review is for a platform that checks the texts
 * businesses send; here nobody reviews, so a recipe is 'approved' when created.
 */
export async function createRecipe(
  db: Db,
  body: AutomationRecipeCreate,
  tenant: Tenant,
  now: Date,
): Promise<{ id: number }> {
  const params = await checkedRecipe(db, tenant.companyId, {
    ifId: body.if_id,
    thenId: body.then_id,
    params: body.params,
  });
  const [row] = await db
    .insert(automationRecipes)
    .values({
      companyId: tenant.companyId,
      title: body.title,
      ifId: body.if_id,
      thenId: body.then_id,
      params,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: automationRecipes.id });
  if (!row) throw new Error('recipe not inserted');
  return row;
}

/** PATCH /v1/automation/recipe/{id}: the name and params; the event and action stay. */
export async function patchRecipe(
  db: Db,
  id: number,
  body: AutomationRecipePatch,
  tenant: Tenant,
  now: Date,
): Promise<AutomationRecipe> {
  const current = await recipeRow(db, id, tenant);
  const params = body.params
    ? await checkedRecipe(db, tenant.companyId, {
        ifId: current.ifId,
        thenId: current.thenId,
        params: body.params,
      })
    : current.params;
  const [row] = await db
    .update(automationRecipes)
    .set({ title: body.title ?? current.title, params, updatedAt: now })
    .where(eq(automationRecipes.id, current.id))
    .returning();
  return recipeView(row ?? current);
}

export async function setRecipeStatus(
  db: Db,
  id: number,
  status: AutomationStatus,
  tenant: Tenant,
  now: Date,
): Promise<AutomationRecipe> {
  const current = await recipeRow(db, id, tenant);
  const [row] = await db
    .update(automationRecipes)
    .set({ status, updatedAt: now })
    .where(eq(automationRecipes.id, current.id))
    .returning();
  return recipeView(row ?? current);
}
