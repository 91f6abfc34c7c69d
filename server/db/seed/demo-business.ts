import type { Role } from '../../../src/domain/roles';

/** The demo business of the README and the e2e tests. Every login uses DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'Demo1234';
export const DEMO_TIMEZONE = 'America/Mexico_City';
export const DEMO_COMPANY_NAME = 'Taquería Demo S.A. de C.V.';

export const DEMO_LOCATIONS = {
  main: { name: 'Taquería Demo', username: 'taqueria-demo', phone: '+525555550101' },
  branch: { name: 'Taquería Demo Coyoacán', username: 'taqueria-demo-coyoacan', phone: '+525555550102' },
} as const;
export type DemoLocationKey = keyof typeof DEMO_LOCATIONS;

export interface DemoLogin {
  email: string;
  /** E.164, as stored; users may type the 10 national digits. */
  phone: string | null;
  name: string;
  workTitle: string;
  roles: Role[];
  locations: DemoLocationKey[];
}

export const DEMO_LOGINS: readonly DemoLogin[] = [
  {
    email: 'dueno@taqueria.demo',
    phone: null,
    name: 'Ana Dueña',
    workTitle: 'Propietaria',
    roles: ['super-admin'],
    locations: ['main', 'branch'],
  },
  {
    email: 'anfitrion@taqueria.demo',
    phone: '+525512345678',
    name: 'Hugo Anfitrión',
    workTitle: 'Anfitrión',
    roles: ['waitlist-hostess'],
    locations: ['main'],
  },
  {
    email: 'cocina@taqueria.demo',
    phone: null,
    name: 'Carla Cocina',
    workTitle: 'Cocinera',
    roles: ['menu-employee'],
    locations: ['main'],
  },
  {
    email: 'lector@taqueria.demo',
    phone: null,
    name: 'Luis Lector',
    workTitle: 'Gerente de turno',
    roles: ['waitlist-reader', 'loyalty-reader'],
    locations: ['main'],
  },
  {
    email: 'caja@taqueria.demo',
    phone: null,
    name: 'Carmen Caja',
    workTitle: 'Cajera',
    roles: ['loyalty-employee'],
    locations: ['main'],
  },
];

/** Employees customers can pick (no login: staff without e-mail, phone or password). */
export const DEMO_EMPLOYEES = [
  { name: 'Ramón Castillo', workTitle: 'Mesero' },
  { name: 'Lucía Vargas', workTitle: 'Mesera' },
] as const;

export const DEMO_SERVICES = [
  { name: 'Reservación de mesa', price: 0, durationMins: 90, color: '#2f9e44' },
  { name: 'Mesa en terraza', price: 0, durationMins: 90, color: '#1971c2' },
  { name: 'Paquete cumpleaños', price: 350, durationMins: 120, color: '#e8590c' },
  { name: 'Taquiza para eventos', price: 1500, durationMins: 180, color: '#9c36b5' },
] as const;
export type DemoServiceName = (typeof DEMO_SERVICES)[number]['name'];

export const DEMO_TAGS = ['Clientes frecuentes', 'VIP', 'Eventos'] as const;
export type DemoTag = (typeof DEMO_TAGS)[number];

export interface DemoContact {
  name: string;
  phone: string;
  email: string | null;
  tags: DemoTag[];
}

/** Customers of the company; today's entries link to the contact with the same phone. */
export const DEMO_CONTACTS: readonly DemoContact[] = [
  {
    name: 'María González',
    phone: '+525523456701',
    email: 'maria.gonzalez@correo.mx',
    tags: ['Clientes frecuentes'],
  },
  { name: 'José Hernández', phone: '+525523456702', email: 'jose.hernandez@correo.mx', tags: ['VIP'] },
  { name: 'Guadalupe Martínez', phone: '+525523456703', email: null, tags: [] },
  { name: 'Juan López', phone: '+525523456704', email: 'juan.lopez@correo.mx', tags: ['Eventos'] },
  { name: 'Sofía Ramírez', phone: '+525523456705', email: null, tags: ['Clientes frecuentes'] },
  { name: 'Francisco Pérez', phone: '+525523456706', email: null, tags: [] },
  {
    name: 'Alejandra Torres',
    phone: '+525523456707',
    email: 'alejandra.torres@correo.mx',
    tags: ['VIP', 'Eventos'],
  },
  { name: 'Miguel Sánchez', phone: '+525523456708', email: null, tags: [] },
  {
    name: 'Fernanda Flores',
    phone: '+525523456709',
    email: 'fer.flores@correo.mx',
    tags: ['Clientes frecuentes'],
  },
  { name: 'Ricardo Rivera', phone: '+525523456710', email: null, tags: [] },
  { name: 'Daniela Gómez', phone: '+525523456711', email: null, tags: [] },
  { name: 'Carlos Díaz', phone: '+525523456712', email: null, tags: ['Clientes frecuentes'] },
  { name: 'Patricia Morales', phone: '+525523456713', email: null, tags: [] },
  { name: 'Roberto Jiménez', phone: '+525523456714', email: null, tags: [] },
  { name: 'Verónica Ruiz', phone: '+525523456715', email: null, tags: ['VIP'] },
];

/** The free plan's monthly messages, of which the demo already sent 12 today. */
export const DEMO_MONTHLY_MESSAGES = 50;

/** SMS the demo business sent earlier today (one credit each), to the first demo contacts. */
export const DEMO_SENT_MESSAGES = 12;
