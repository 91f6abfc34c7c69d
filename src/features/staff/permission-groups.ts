import type { Role } from '../../domain/roles';

export interface Permission {
  role: Role;
  label: string;
  description: string;
}

export interface PermissionGroup {
  title: string;
  permissions: Permission[];
}

/**
 * The fine roles 'Personalizado' picks from (02 §6: chosen permissions grouped by area with title
 * and description), in the role groups of 01 §6. Every role but super-admin, which is the level
 * Propietario.
 */
export const PERMISSION_GROUPS: readonly PermissionGroup[] = [
  {
    title: 'Negocio',
    permissions: [
      {
        role: 'business-manager',
        label: 'Administrar',
        description: 'Perfil, horarios y configuración del negocio.',
      },
      { role: 'business-reader', label: 'Consultar', description: 'Ve la configuración y las estadísticas.' },
    ],
  },
  {
    title: 'Clientes',
    permissions: [
      {
        role: 'contact-manager',
        label: 'Administrar',
        description: 'Crea, edita e importa clientes y grupos.',
      },
      { role: 'contact-reader', label: 'Consultar', description: 'Ve los clientes y sus mensajes.' },
    ],
  },
  {
    title: 'Lista de espera',
    permissions: [
      {
        role: 'waitlist-manager',
        label: 'Administrar',
        description: 'Atiende la lista y cambia su configuración.',
      },
      {
        role: 'waitlist-hostess',
        label: 'Anfitrión',
        description: 'Registra y atiende turnos y reservaciones.',
      },
      { role: 'waitlist-reader', label: 'Consultar', description: 'Ve la lista y las reservaciones.' },
      { role: 'waitlist-kiosk', label: 'Kiosco', description: 'Solo la pantalla de registro de clientes.' },
    ],
  },
  {
    title: 'Pedidos en línea',
    permissions: [
      {
        role: 'menu-manager',
        label: 'Administrar',
        description: 'Pedidos, menú y configuración de la tienda.',
      },
      { role: 'menu-employee', label: 'Cocina', description: 'Recibe y cambia el estado de los pedidos.' },
      { role: 'menu-reader', label: 'Consultar', description: 'Ve los pedidos.' },
    ],
  },
  {
    title: 'Lealtad',
    permissions: [
      { role: 'loyalty-manager', label: 'Administrar', description: 'Programas, recompensas y ventas.' },
      { role: 'loyalty-employee', label: 'Caja', description: 'Registra y cancela ventas.' },
      { role: 'loyalty-reader', label: 'Consultar', description: 'Ve programas y movimientos.' },
    ],
  },
  {
    title: 'Encuestas',
    permissions: [
      { role: 'survey-manager', label: 'Administrar', description: 'Crea y edita encuestas.' },
      { role: 'survey-reader', label: 'Consultar', description: 'Ve las encuestas y sus respuestas.' },
      { role: 'survey-kiosk', label: 'Kiosco', description: 'Solo la pantalla para responder.' },
    ],
  },
  {
    title: 'Mensajes',
    permissions: [
      { role: 'messaging-manager', label: 'Administrar', description: 'Envía campañas y mensajes.' },
      { role: 'messaging-reader', label: 'Consultar', description: 'Ve el registro de mensajes.' },
    ],
  },
  {
    title: 'Avanzado',
    permissions: [
      {
        role: 'user-manager',
        label: 'Usuarios: administrar',
        description: 'Invita, cambia y quita usuarios.',
      },
      { role: 'user-reader', label: 'Usuarios: consultar', description: 'Ve los usuarios.' },
      {
        role: 'subscription-manager',
        label: 'Suscripción: administrar',
        description: 'Cambia el plan y compra créditos.',
      },
      {
        role: 'subscription-reader',
        label: 'Suscripción: consultar',
        description: 'Ve el plan y los créditos.',
      },
      {
        role: 'automation-manager',
        label: 'Automatizaciones: administrar',
        description: 'Crea y edita automatizaciones.',
      },
      {
        role: 'automation-reader',
        label: 'Automatizaciones: consultar',
        description: 'Ve las automatizaciones.',
      },
    ],
  },
];
