import {
  ModifierCreateSchema,
  ModifierPatchSchema,
  ModifierSchema,
} from '../../../src/domain/contract/catalog-modifier';
import type { App } from '../../http/app-types';
import { registerCatalogResource } from './catalog-resource-routes';
import { createModifier, getModifier, patchModifier, searchModifiers } from './modifier-store';

/** Modifiers of the location, with their options. */
export async function modifierRoutes(app: App): Promise<void> {
  registerCatalogResource(app, {
    path: '/v1/product/modifier',
    item: ModifierSchema,
    createBody: ModifierCreateSchema,
    patchBody: ModifierPatchSchema,
    summaries: {
      search: 'Buscar modificadores (por nombre)',
      create: 'Crear un modificador con sus opciones (sin código: el del nombre)',
      one: 'Un modificador con sus opciones',
      patch: 'Editar un modificador (las opciones enviadas reemplazan las guardadas)',
    },
    search: searchModifiers,
    create: createModifier,
    one: getModifier,
    patch: patchModifier,
  });
}
