import type { WaitlistSettings } from '../../../src/domain/contract/settings';
import type { Tx } from '../../db/client';
import type { automationEvents } from '../../db/schema';

export type AutomationEventRow = typeof automationEvents.$inferSelect;

/** What an action works with, inside the run's transaction. */
export interface ActionContext {
  tx: Tx;
  event: AutomationEventRow;
  location: {
    id: number;
    name: string;
    username: string;
    timeZone: string;
    settings: WaitlistSettings;
  };
  /** Origin of the public pages (PUBLIC_URL): the survey link. */
  origin: string;
  now: Date;
}

/** What an action did: the message to deliver after the commit, or why it did nothing. */
export type ActionOutcome =
  | { status: 'done'; messageId: number | null; detail: string | null }
  | { status: 'skipped'; detail: string };

export const RUN_DETAILS = {
  noPhone: 'El cliente no tiene teléfono.',
  notRegistered: 'El cliente no está registrado.',
  inactive: 'La automatización está desactivada.',
  settingOff: 'La opción ya no está activa en los ajustes de la lista de espera.',
  noLocation: 'El evento no tiene sucursal.',
} as const;
