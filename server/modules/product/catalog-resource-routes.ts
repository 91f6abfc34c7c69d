import type * as v from 'valibot';
import { dataOf, IdParamSchema, listOf } from '../../../src/domain/contract/common';
import { type SearchQuery, SearchQuerySchema } from '../../../src/domain/contract/search';
import type { Area } from '../../../src/domain/roles';
import type { Db } from '../../db/client';
import type { App } from '../../http/app-types';
import { dataBody, listBody } from '../../http/envelope';
import type { Tenant } from '../../http/tenancy';

type Page<T> = { items: T[]; page: { totalItems: number; limit: number; offset: number } };

/** A catalog resource with search, create, one and edit calls under one path (02 §7 "Products"). */
export interface CatalogResource<TItem, TCreate extends v.GenericSchema, TPatch extends v.GenericSchema> {
  path: `/v1/${string}`;
  /** Who reads and who writes (one area or any of several); the catalog's areas when not given. */
  access?: { read: Area | readonly Area[]; write: Area };
  /** OpenAPI tags; ['product'] when not given. */
  tags?: string[];
  item: v.GenericSchema;
  createBody: TCreate;
  patchBody: TPatch;
  summaries: { search: string; create: string; one: string; patch: string };
  search(db: Db, query: SearchQuery, tenant: Tenant): Promise<Page<TItem>>;
  create(db: Db, body: v.InferOutput<TCreate>, tenant: Tenant): Promise<TItem>;
  one(db: Db, id: number, tenant: Tenant): Promise<TItem>;
  patch(db: Db, id: number, body: v.InferOutput<TPatch>, tenant: Tenant): Promise<TItem>;
}

/**
 * Registers POST {path}/search and POST {path}, GET and PATCH {path}/{id} (read: catalog, write:
 * catalog-write unless `access` says otherwise).
 */
export function registerCatalogResource<
  TItem,
  TCreate extends v.GenericSchema,
  TPatch extends v.GenericSchema,
>(app: App, resource: CatalogResource<TItem, TCreate, TPatch>): void {
  const { db } = app.deps;
  const tags = resource.tags ?? ['product'];
  const { read, write } = resource.access ?? { read: 'catalog', write: 'catalog-write' };
  const response = { 200: dataOf(resource.item) };

  app.post(
    `${resource.path}/search`,
    {
      config: { access: read },
      schema: {
        summary: resource.summaries.search,
        tags,
        body: SearchQuerySchema,
        response: { 200: listOf(resource.item) },
      },
    },
    async (request) => {
      const { items, page } = await resource.search(db, request.body, request.tenant);
      return listBody(items, page);
    },
  );

  app.post(
    resource.path,
    {
      config: { access: write },
      schema: { summary: resource.summaries.create, tags, body: resource.createBody, response },
    },
    // The validator compiled from createBody has already turned the body into its output type.
    async (request) =>
      dataBody(await resource.create(db, request.body as v.InferOutput<TCreate>, request.tenant)),
  );

  app.get(
    `${resource.path}/:id`,
    {
      config: { access: read },
      schema: { summary: resource.summaries.one, tags, params: IdParamSchema, response },
    },
    async (request) => dataBody(await resource.one(db, request.params.id, request.tenant)),
  );

  app.patch(
    `${resource.path}/:id`,
    {
      config: { access: write },
      schema: {
        summary: resource.summaries.patch,
        tags,
        params: IdParamSchema,
        body: resource.patchBody,
        response,
      },
    },
    async (request) =>
      dataBody(
        await resource.patch(db, request.params.id, request.body as v.InferOutput<TPatch>, request.tenant),
      ),
  );
}
