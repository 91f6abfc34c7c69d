import { relations } from 'drizzle-orm';
import { products, productUsers } from './catalog';
import { contacts, contactTags, tags } from './customers';
import { locationHours } from './hours';
import { messages } from './messaging';
import { shopSettings, waitlistSettings } from './settings';
import { creditEntries, plans, subscriptions } from './subscription';
import { companies, locations } from './tenancy';
import { memberships, sessions, users } from './users';
import { queueEvents, queueItems } from './waitlist';

export const companiesRelations = relations(companies, ({ many }) => ({
  locations: many(locations),
  contacts: many(contacts),
  tags: many(tags),
  subscriptions: many(subscriptions),
  creditEntries: many(creditEntries),
  messages: many(messages),
}));

export const locationsRelations = relations(locations, ({ one, many }) => ({
  company: one(companies, { fields: [locations.companyId], references: [companies.id] }),
  hours: many(locationHours),
  memberships: many(memberships),
  products: many(products),
  queueItems: many(queueItems),
  waitlistSettings: one(waitlistSettings),
  shopSettings: one(shopSettings),
}));

export const locationHoursRelations = relations(locationHours, ({ one }) => ({
  location: one(locations, { fields: [locationHours.locationId], references: [locations.id] }),
  user: one(users, { fields: [locationHours.userId], references: [users.id] }),
}));

export const usersRelations = relations(users, ({ one, many }) => ({
  lastLocation: one(locations, { fields: [users.lastLocationId], references: [locations.id] }),
  memberships: many(memberships),
  sessions: many(sessions),
  productUsers: many(productUsers),
}));

export const membershipsRelations = relations(memberships, ({ one }) => ({
  user: one(users, { fields: [memberships.userId], references: [users.id] }),
  location: one(locations, { fields: [memberships.locationId], references: [locations.id] }),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
  location: one(locations, { fields: [sessions.locationId], references: [locations.id] }),
}));

export const contactsRelations = relations(contacts, ({ one, many }) => ({
  company: one(companies, { fields: [contacts.companyId], references: [companies.id] }),
  contactTags: many(contactTags),
}));

export const tagsRelations = relations(tags, ({ one, many }) => ({
  company: one(companies, { fields: [tags.companyId], references: [companies.id] }),
  contactTags: many(contactTags),
}));

export const contactTagsRelations = relations(contactTags, ({ one }) => ({
  contact: one(contacts, { fields: [contactTags.contactId], references: [contacts.id] }),
  tag: one(tags, { fields: [contactTags.tagId], references: [tags.id] }),
}));

export const productsRelations = relations(products, ({ one, many }) => ({
  location: one(locations, { fields: [products.locationId], references: [locations.id] }),
  productUsers: many(productUsers),
}));

export const productUsersRelations = relations(productUsers, ({ one }) => ({
  product: one(products, { fields: [productUsers.productId], references: [products.id] }),
  user: one(users, { fields: [productUsers.userId], references: [users.id] }),
}));

export const queueItemsRelations = relations(queueItems, ({ one, many }) => ({
  location: one(locations, { fields: [queueItems.locationId], references: [locations.id] }),
  contact: one(contacts, { fields: [queueItems.contactId], references: [contacts.id] }),
  product: one(products, { fields: [queueItems.productId], references: [products.id] }),
  assignedUser: one(users, { fields: [queueItems.assignedUserId], references: [users.id] }),
  events: many(queueEvents),
}));

export const queueEventsRelations = relations(queueEvents, ({ one }) => ({
  queueItem: one(queueItems, { fields: [queueEvents.queueItemId], references: [queueItems.id] }),
  user: one(users, { fields: [queueEvents.userId], references: [users.id] }),
}));

export const waitlistSettingsRelations = relations(waitlistSettings, ({ one }) => ({
  location: one(locations, { fields: [waitlistSettings.locationId], references: [locations.id] }),
}));

export const shopSettingsRelations = relations(shopSettings, ({ one }) => ({
  location: one(locations, { fields: [shopSettings.locationId], references: [locations.id] }),
}));

export const subscriptionsRelations = relations(subscriptions, ({ one }) => ({
  company: one(companies, { fields: [subscriptions.companyId], references: [companies.id] }),
  plan: one(plans, { fields: [subscriptions.planId], references: [plans.id] }),
}));

export const creditEntriesRelations = relations(creditEntries, ({ one }) => ({
  company: one(companies, { fields: [creditEntries.companyId], references: [companies.id] }),
  message: one(messages, { fields: [creditEntries.messageId], references: [messages.id] }),
}));

export const messagesRelations = relations(messages, ({ one }) => ({
  company: one(companies, { fields: [messages.companyId], references: [companies.id] }),
  location: one(locations, { fields: [messages.locationId], references: [locations.id] }),
  contact: one(contacts, { fields: [messages.contactId], references: [contacts.id] }),
  queueItem: one(queueItems, { fields: [messages.queueItemId], references: [queueItems.id] }),
  user: one(users, { fields: [messages.userId], references: [users.id] }),
}));
