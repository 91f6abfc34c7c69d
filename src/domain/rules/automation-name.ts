import { AUTOMATION_LIMITS } from '../contract/automations';

/** 'Lista de espera: Una visita se completa' → 'una visita se completa' (02 §4). */
function phrase(presetName: string): string {
  const text = presetName.slice(presetName.lastIndexOf(':') + 1).trim();
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** The auto-generated name 'Si {event}, entonces {action}', cut to the name's 100 characters. */
export function automationName(eventName: string, actionName: string): string {
  return `Si ${phrase(eventName)}, entonces ${phrase(actionName)}`.slice(0, AUTOMATION_LIMITS.titleMax);
}
