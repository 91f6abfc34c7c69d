import { loadGuideDialog } from '../guide/guide-button';
import { loadShareMenu } from '../share/share-menu';

/**
 * The host stand's code that the list does not need for its first screen: each loads on first use
 * and is preloaded once the browser is idle, so it opens at once (offline too, from the service
 * worker's precache).
 */
export const loadEntryMenu = () => import('./entry-actions-menu');
export const loadActionConfirm = () => import('./action-confirm-dialog');
export const loadSetupIncomplete = () => import('./setup-incomplete-dialog');
export const loadRegisterDialog = () => import('../register/register-dialog');
export const loadQueueDrawer = () => import('../drawer/queue-drawer');
export const loadListChanges = () => import('./list-changes');
/** The calendar view (its page and FullCalendar), one tap away in the agenda's view switch. */
const loadCalendar = () =>
  Promise.all([import('../calendar/calendar-page'), import('../calendar/agenda-calendar')]);

export function preloadHostStand(): void {
  void loadEntryMenu();
  void loadActionConfirm();
  void loadSetupIncomplete();
  void loadRegisterDialog();
  void loadQueueDrawer();
  void loadListChanges();
  void loadCalendar();
  void loadShareMenu();
  void loadGuideDialog();
}
