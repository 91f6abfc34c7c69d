/** The customers area's screens, one lazy chunk behind one import in the router (see loyalty-pages.ts). */
export { ContactListPage } from './contacts/contact-list-page';
export { ContactImportPage } from './import/contact-import-page';
export { TagListPage } from './tags/tag-list-page';
