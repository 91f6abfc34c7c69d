/** The customer's order page (/pedido/{code}), on the origin of the public pages. */
export function orderPublicUrl(origin: string, publicCode: string): string {
  return `${origin}/pedido/${encodeURIComponent(publicCode)}`;
}
