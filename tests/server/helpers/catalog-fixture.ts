// A business for the catalog tests: the agenda business plus a menu manager (writes the catalog)
// and a menu reader (only looks).
import type { Db } from '../../../server/db/client';
import { AGENDA_PASSWORD, type AgendaBusiness, addUser, createAgendaBusiness } from './agenda-fixture';
import { bearer, loginAs, type TestApp } from './test-app';

export interface CatalogBusiness extends AgendaBusiness {
  manager: string;
  reader: string;
}

export async function createCatalogBusiness(db: Db, key: string): Promise<CatalogBusiness> {
  const business = await createAgendaBusiness(db, key);
  const place = { companyId: business.companyId, locationId: business.locationId };
  const manager = `menu@${key}.catalogo`;
  const reader = `lector-menu@${key}.catalogo`;
  await addUser(db, place, manager, ['menu-manager']);
  await addUser(db, place, reader, ['menu-reader']);
  return { ...business, manager, reader };
}

/** A caller of the API as one login. */
export async function catalogCaller(t: TestApp, email: string, password: string = AGENDA_PASSWORD) {
  const headers = bearer(await loginAs(t.app, email, password));
  return (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}
