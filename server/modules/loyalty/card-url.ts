/** The customer's public card page (its QR code and progress). */
export function loyaltyCardUrl(origin: string, token: string): string {
  return `${origin}/tarjeta/${encodeURIComponent(token)}`;
}
