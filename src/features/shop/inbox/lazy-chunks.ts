import { retryingImport } from '../../../lib/retrying-import';

/**
 * The inbox's code that its first screen does not need: each loads on first use and is preloaded
 * once the list has shown and the browser is idle, so it opens at once (offline too). Without a
 * service worker a load that meets a cut network waits for the connection instead of failing:
 * the inbox, its alarm and its sound stay (issue 17 point 8).
 */
export const loadChoiceMenu = retryingImport(() => import('./choice-menu'));
export const loadOrderActionConfirm = retryingImport(() => import('./order-action-confirm-dialog'));
export const loadWaitTimeDialog = retryingImport(() => import('./wait-time-dialog'));
export const loadSetupIncomplete = retryingImport(() => import('./shop-setup-incomplete-dialog'));
export const loadScreenSettingsDialog = retryingImport(() => import('./screen-settings-dialog'));

export function preloadInbox(): void {
  void loadChoiceMenu();
  void loadOrderActionConfirm();
  void loadWaitTimeDialog();
  void loadSetupIncomplete();
  void loadScreenSettingsDialog();
}
