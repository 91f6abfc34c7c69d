// npm run demo:orders -- [--url http://orders.localhost:8080] [--username taqueria-demo] [--rate 2] [--count 10]
// Places realistic orders through the public order API, the way customers on /pedir/{username} do:
// random carts (variants, valid modifiers), pickup or delivery inside the zones, sometimes scheduled.
// Stops with a non-zero exit and the server's message when an order is refused (the API takes 10
// orders per minute from one IP: a higher --rate meets its 429).
import { parseArgs } from 'node:util';
import type { PublicOrderBody, PublicOrderResult, PublicShop } from '../src/domain/contract/public-shop';
import { requestJson } from './json-request';

const NAMES = [
  'Ana Torres',
  'Luis Ramírez',
  'Mariana López',
  'Jorge Castillo',
  'Valeria Núñez',
  'Diego Herrera',
  'Camila Ortiz',
  'Emilio Vega',
  'Regina Salinas',
  'Andrés Fuentes',
];
const STREETS = [
  'Calle Orizaba',
  'Calle Durango',
  'Calle Colima',
  'Av. Tamaulipas',
  'Calle Querétaro',
  'Av. Michoacán',
  'Calle Zacatecas',
  'Calle Tonalá',
];
const ORDER_NOTES = ['Sin cebolla, por favor.', 'Tocar el timbre.', 'Con salsa aparte.'];
const KM_PER_DEGREE = 111.2;

type Product = PublicShop['products'][number];
type DeliveryMethod = PublicShop['delivery_methods'][number];

interface Options {
  url: string;
  username: string;
  rate: number;
  count: number;
}

const random = (max: number) => Math.floor(Math.random() * max);
const pick = <T>(values: readonly T[]): T => values[random(values.length)] as T;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function readOptions(): Options {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: `http://orders.localhost:${process.env.PORT ?? '8080'}` },
      username: { type: 'string', default: 'taqueria-demo' },
      rate: { type: 'string', default: '2' },
      count: { type: 'string', default: '10' },
    },
  });
  const rate = Number(values.rate);
  const count = Number(values.count);
  if (!(rate > 0)) fail('--rate debe ser un número de pedidos por minuto mayor que 0.');
  if (!Number.isInteger(count) || count < 1) fail('--count debe ser un número entero mayor que 0.');
  return { url: values.url.replace(/\/+$/, ''), username: values.username, rate, count };
}

/** The server's refusal in Spanish: its message and each field's errors. */
function refusal(status: number, json: unknown): string {
  const body = (json ?? {}) as { message?: string; errors?: Record<string, string[]> };
  const fields = Object.entries(body.errors ?? {}).map(
    ([field, messages]) => `  ${field}: ${messages.join(' ')}`,
  );
  return [`El servidor rechazó el pedido (${status}): ${body.message ?? 'sin mensaje'}`, ...fields].join(
    '\n',
  );
}

/** One line of a cart: a variant when the product has them, options within each modifier's min and max. */
function randomLine(product: Product): PublicOrderBody['items'][number] {
  const modifiers = product.modifiers.flatMap((modifier) => {
    const max = modifier.max_options > 0 ? modifier.max_options : modifier.options.length;
    const wanted = modifier.min_options + random(Math.max(max - modifier.min_options, 0) + 1);
    const options = [...modifier.options].sort(() => Math.random() - 0.5).slice(0, wanted);
    return options.map((option) => ({ modifier_id: modifier.id, option_id: option.id }));
  });
  return {
    product_id: product.id,
    variant_id: product.variants.length > 0 ? pick(product.variants).id : null,
    quantity: 1 + random(3),
    notes: product.order_notes_allowed && Math.random() < 0.2 ? pick(ORDER_NOTES) : null,
    modifiers,
  };
}

/** A point inside the method's zones (within 90 % of the widest), at a random bearing from its origin. */
function addressFor(method: DeliveryMethod): NonNullable<PublicOrderBody['address']> {
  const formatted_address = `${pick(STREETS)} ${10 + random(300)}, Ciudad de México`;
  const widest = Math.max(0, ...method.zones.map((zone) => zone.km));
  if (!method.origin || widest === 0) return { formatted_address, reference: null };
  const km = Math.random() * widest * 0.9;
  const bearing = Math.random() * 2 * Math.PI;
  const { latitude, longitude } = method.origin;
  return {
    formatted_address,
    reference: Math.random() < 0.5 ? 'Portón negro' : null,
    latitude: latitude + (km * Math.cos(bearing)) / KM_PER_DEGREE,
    longitude: longitude + (km * Math.sin(bearing)) / (KM_PER_DEGREE * Math.cos((latitude * Math.PI) / 180)),
  };
}

function randomOrder(shop: PublicShop): PublicOrderBody {
  const types = [
    ...(shop.pickup_enabled ? (['pickup'] as const) : []),
    ...(shop.delivery_enabled ? (['delivery'] as const) : []),
  ];
  const deliveryType = types.length > 0 ? pick(types) : 'pickup';
  const method = deliveryType === 'delivery' ? shop.delivery_methods[0] : undefined;
  const items = Array.from({ length: 1 + random(3) }, () => randomLine(pick(shop.products)));
  // A delivery reaches the minimum purchase as customers do: one more order of the first product.
  if (method && method.min_purchase_amount > 0) {
    const first = shop.products.find((product) => product.price > 0);
    const quantity = first ? Math.min(99, Math.ceil(method.min_purchase_amount / first.price)) : 0;
    if (first) items.push({ ...randomLine(first), quantity });
  }
  const scheduled = Math.random() < 0.1 ? new Date(Date.now() + (60 + random(120)) * 60_000) : null;
  return {
    name: pick(NAMES),
    phone: `55${String(10_000_000 + random(89_999_999))}`,
    delivery_type: deliveryType,
    delivery_method_id: method?.id ?? null,
    address: deliveryType === 'delivery' && method ? addressFor(method) : null,
    notes: Math.random() < 0.15 ? pick(ORDER_NOTES) : null,
    scheduled_to: scheduled?.toISOString() ?? null,
    payment_method_id: shop.payment_methods[0]?.id ?? null,
    customer_cash: null,
    items,
  };
}

async function main(): Promise<void> {
  const options = readOptions();
  const shopUrl = `${options.url}/v1/public/shop/${encodeURIComponent(options.username)}`;
  const menu = await requestJson(shopUrl).catch((error: Error) =>
    fail(`No se pudo conectar con ${options.url}: ${error.message}`),
  );
  if (menu.status !== 200) fail(refusal(menu.status, menu.json));
  const shop = (menu.json as { data: PublicShop }).data;
  if (shop.products.length === 0) fail(`${shop.location.name} no tiene productos en su menú.`);
  process.stdout.write(
    `Haciendo ${options.count} pedidos en ${shop.location.name} (${options.rate} por minuto)...\n`,
  );
  const pauseMs = 60_000 / options.rate;
  for (let index = 0; index < options.count; index += 1) {
    if (index > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    const body = randomOrder(shop);
    const placed = await requestJson(`${shopUrl}/order`, { body }).catch((error: Error) =>
      fail(`No se pudo conectar con ${options.url}: ${error.message}`),
    );
    if (placed.status !== 200) fail(refusal(placed.status, placed.json));
    const result = (placed.json as { data: PublicOrderResult }).data;
    const kind = body.delivery_type === 'delivery' ? 'a domicilio' : 'para recoger';
    const products = body.items.reduce((sum, item) => sum + item.quantity, 0);
    process.stdout.write(`Pedido #${result.number} (${kind}, ${products} productos): ${result.url}\n`);
  }
  process.stdout.write('Listo.\n');
}

await main();
