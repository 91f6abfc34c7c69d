/**
 * The drizzle schema: every table and relation, one file per area under ./tables.
 * drizzle-kit reads this file to generate the SQL migrations in ./migrations.
 */
export * from './tables/account-tokens';
export * from './tables/automations';
export * from './tables/campaigns';
export * from './tables/catalog';
export * from './tables/customers';
export * from './tables/hours';
export * from './tables/invoicing';
export * from './tables/loyalty';
export * from './tables/messaging';
export * from './tables/relations';
export * from './tables/self-invoicing';
export * from './tables/settings';
export * from './tables/shop';
export * from './tables/sign-in';
export * from './tables/subscription';
export * from './tables/surveys';
export * from './tables/tenancy';
export * from './tables/users';
export * from './tables/waitlist';
