import type * as v from 'valibot';
import type { LinkGroupSchema } from '../../../src/domain/contract/access';
import type { WaitlistSettings } from '../../../src/domain/contract/settings';
import { locationPublicUrl } from '../../http/public-urls';

type LinkGroup = v.InferOutput<typeof LinkGroupSchema>;

/**
 * The shareable links of a location (spec 01 §3.1 "links"): the online registration pages
 * for waitlist and bookings when they are public, and the customer pages under the
 * location's public page.
 */
export function locationLinks(
  origin: string,
  username: string,
  settings: WaitlistSettings | null,
): LinkGroup[] {
  const page = locationPublicUrl(origin, username);
  const registration: LinkGroup['items'] = [];
  if (settings?.waitlist.public_enabled ?? true) {
    registration.push({
      key: 'waitlist-registration',
      title: 'Registro en la lista de espera',
      help: 'Comparte este enlace para que tus clientes se registren en la lista de espera desde su celular.',
      url: `${page}/turno`,
      enable_qr: true,
    });
  }
  if (settings?.booking.public_enabled ?? true) {
    registration.push({
      key: 'booking-registration',
      title: 'Reservaciones en línea',
      help: 'Comparte este enlace para que tus clientes reserven en línea.',
      url: `${page}/reservar`,
      enable_qr: true,
    });
  }
  const customers: LinkGroup['items'] = [
    {
      key: 'profile',
      title: 'Perfil del negocio',
      help: 'Tu página pública con información, horarios y enlaces.',
      url: page,
      enable_qr: true,
    },
    {
      key: 'loyalty-card',
      title: 'Tarjeta de lealtad',
      help: 'Tus clientes conocen tu programa de lealtad y cómo obtener su tarjeta.',
      url: `${page}/lealtad`,
      enable_qr: true,
    },
  ];
  if (settings?.survey_form_id) {
    customers.push({
      key: 'survey',
      title: 'Encuesta de satisfacción',
      help: 'La encuesta que reciben tus clientes después de su visita.',
      url: `${page}/encuesta/${settings.survey_form_id}`,
      enable_qr: true,
    });
  }
  const groups: LinkGroup[] = [];
  if (registration.length > 0) groups.push({ title: 'Enlaces de registro', items: registration });
  groups.push({ title: 'Enlaces para clientes', items: customers });
  return groups;
}
