/**
 * The inbox's code that its first screen does not need: each loads on first use and is preloaded
 * once the list has shown and the browser is idle, so it opens at once (offline too).
 */
export const loadChoiceMenu = () => import('./choice-menu');
export const loadOrderActionConfirm = () => import('./order-action-confirm-dialog');
export const loadWaitTimeDialog = () => import('./wait-time-dialog');
export const loadSetupIncomplete = () => import('./shop-setup-incomplete-dialog');
export const loadScreenSettingsDialog = () => import('./screen-settings-dialog');

export function preloadInbox(): void {
  void loadChoiceMenu();
  void loadOrderActionConfirm();
  void loadWaitTimeDialog();
  void loadSetupIncomplete();
  void loadScreenSettingsDialog();
}
