/** The messaging area's screens, one lazy chunk behind one import in the router (see loyalty-pages.ts). */
export { CampaignCreatePage, CampaignEditPage } from './campaigns/campaign-editor-page';
export { CampaignListPage } from './campaigns/campaign-list-page';
export { CampaignMessagesPage } from './campaigns/campaign-messages-page';
export { CampaignViewPage } from './campaigns/campaign-view-page';
export { MessageItemPage } from './messages/message-item-page';
export { MessageListPage } from './messages/message-list-page';
