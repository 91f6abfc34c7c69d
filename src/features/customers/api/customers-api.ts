import {
  CONTACT_ACTIVITY_LIMIT,
  type ContactLoyaltyTransaction,
  type ContactVisit,
} from '../../../domain/contract/contact-activity';
import type {
  Contact,
  ContactCreateInput,
  ContactImportBodyInput,
  ContactImportResult,
  ContactTag,
} from '../../../domain/contract/contacts';
import type { Message } from '../../../domain/contract/messaging';
import { api } from '../../../lib/api/client';
import { catalogSearchBody, type Page } from '../../catalog/api/catalog-api';

/** The group picker lists every group (a company has a handful). */
const ALL_TAGS = 1000;

/** The customers area's calls (01 §7.4) and those its activity tab reads. */
export const customersApi = {
  contacts: (text: string, page: number, signal?: AbortSignal) =>
    api.post<Page<Contact>>(
      '/v1/contact/contact/search',
      { ...catalogSearchBody(text, page, ['name', 'phone']), sort: ['name'] },
      { signal },
    ),
  createContact: async (body: ContactCreateInput) =>
    (await api.post<{ data: Contact }>('/v1/contact/contact', body)).data,
  patchContact: async (id: number, body: ContactCreateInput) =>
    (await api.patch<{ data: Contact }>(`/v1/contact/contact/${id}`, body)).data,
  importContacts: async (body: ContactImportBodyInput) =>
    (await api.post<{ data: ContactImportResult }>('/v1/contact/contact/import', body)).data,

  tags: (text: string, page: number, signal?: AbortSignal) =>
    api.post<Page<ContactTag>>(
      '/v1/contact/tag/search',
      { ...catalogSearchBody(text, page, ['name']), sort: ['name'] },
      { signal },
    ),
  allTags: async (signal?: AbortSignal) =>
    (
      await api.post<Page<ContactTag>>(
        '/v1/contact/tag/search',
        { sort: ['name'], limit: ALL_TAGS },
        { signal },
      )
    ).data,
  createTag: async (name: string) => (await api.post<{ data: ContactTag }>('/v1/contact/tag', { name })).data,
  patchTag: async (id: number, name: string) =>
    (await api.patch<{ data: ContactTag }>(`/v1/contact/tag/${id}`, { name })).data,

  /** Visits: the customer's waitlist entries and bookings at every location of the company. */
  visits: async (contactId: number, signal?: AbortSignal) =>
    (await api.get<{ data: ContactVisit[] }>(`/v1/contact/contact/${contactId}/visits`, { signal })).data,
  /** The customer's loyalty transactions at every location of the company. */
  transactions: async (contactId: number, signal?: AbortSignal) =>
    (
      await api.get<{ data: ContactLoyaltyTransaction[] }>(
        `/v1/contact/contact/${contactId}/loyalty-transactions`,
        { signal },
      )
    ).data,
  /** The messages sent to the customer (chats and campaigns). */
  messages: async (contactId: number, signal?: AbortSignal) =>
    (
      await api.post<Page<Message>>(
        '/v1/messaging/message/search',
        {
          filters: { recipient_contact_id: contactId },
          sort: ['-created_at'],
          limit: CONTACT_ACTIVITY_LIMIT,
        },
        { signal },
      )
    ).data,
};
