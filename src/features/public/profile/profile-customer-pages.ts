import type { PublicProfile } from '../../../domain/contract/location-profile';
import type { AppModule } from '../../../domain/rules/modules';

export interface CustomerPage {
  key: 'waitlist' | 'booking' | 'order' | 'loyalty';
  label: string;
  href: string;
}

/**
 * The business's customer pages that are open, for the module of the host the page is opened on:
 * the waitlist module links its turn and booking pages, the shop module its order page; loyalty
 * belongs to both.
 */
export function customerPages(profile: PublicProfile, module: AppModule): CustomerPage[] {
  const base = `/r/${encodeURIComponent(profile.username)}`;
  const pages: CustomerPage[] = [];
  if (module === 'waitlist' && profile.open.waitlist) {
    pages.push({ key: 'waitlist', label: 'Anotarme en la lista', href: `${base}/turno` });
  }
  if (module === 'waitlist' && profile.open.booking) {
    pages.push({ key: 'booking', label: 'Reservar', href: `${base}/reservar` });
  }
  if (module === 'shop' && profile.open.order) {
    pages.push({
      key: 'order',
      label: 'Hacer un pedido',
      href: `/pedir/${encodeURIComponent(profile.username)}`,
    });
  }
  if (profile.open.loyalty) {
    pages.push({ key: 'loyalty', label: 'Programa de lealtad', href: `${base}/lealtad` });
  }
  return pages;
}
