/**
 * The loyalty area's screens, one lazy chunk behind one import in the router: every extra lazy
 * route adds its preload list to the host stand's entry (docs/architecture.md).
 */
export { LoyaltyFrontPage } from './front/loyalty-front-page';
export { ProgramListPage } from './programs/program-list-page';
export { LoyaltyReportPage } from './report/loyalty-report-page';
export { TransactionItemPage } from './transactions/transaction-item-page';
export { TransactionListPage } from './transactions/transaction-list-page';
