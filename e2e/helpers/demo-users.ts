/** Logins of the seeded demo business (TEAM.md, README). One password for all. */
export const DEMO_PASSWORD = 'Demo1234';

export const demoUsers = {
  owner: 'dueno@taqueria.demo',
  host: 'anfitrion@taqueria.demo',
  kitchen: 'cocina@taqueria.demo',
  reader: 'lector@taqueria.demo',
  cashier: 'caja@taqueria.demo',
} as const;

export type DemoUser = keyof typeof demoUsers;
