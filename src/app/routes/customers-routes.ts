import { constructionRoute } from './construction-route';

export const customersRoutes = [
  constructionRoute('contact-contact-list', { area: 'customers' }),
  constructionRoute('contact-tag-list', { area: 'customers' }),
  constructionRoute('contact-contact-import', { area: 'customers-write' }),
] as const;
