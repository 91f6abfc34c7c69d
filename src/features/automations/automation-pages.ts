/** The automations area's screens, one lazy chunk behind one import in the router (as survey-pages.ts). */
export { AutomationCreatePage, AutomationItemPage } from './automation-form-page';
export { AutomationListPage } from './automation-list-page';
