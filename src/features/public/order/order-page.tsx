import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDoorOff } from '@tabler/icons-react';
import { useParams } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { PUBLIC_SHOP_MESSAGES, type PublicShop } from '../../../domain/contract/public-shop';
import { PublicLayout } from '../public-layout';
import { PublicLoadError, PublicLoading } from '../public-load-state';
import { CartBar } from './cart-bar';
import { type PricedLine, priceLine, type ShopProduct } from './cart-lines';
import { CheckoutForm } from './checkout-form';
import { enabledDeliveryTypes } from './checkout-rules';
import { MenuList } from './menu-list';
import { usePublicShop } from './order-queries';
import { ProductSheet } from './product-sheet';
import { type Cart, useCart } from './use-cart';

/** The cart priced with the menu as it is now; lines the shop no longer offers are left out. */
function usePricedCart(shop: PublicShop, cart: Cart): { lines: PricedLine[]; dropped: boolean } {
  const priced = cart.lines.map((line) => ({ line, priced: priceLine(shop, line) }));
  const stale = priced.filter((item) => item.priced === null).map((item) => item.line.key);
  const [dropped, setDropped] = useState(false);
  const staleKeys = stale.join(',');
  useEffect(() => {
    if (!staleKeys) return;
    for (const key of staleKeys.split(',')) cart.remove(key);
    setDropped(true);
  }, [staleKeys, cart.remove]);
  return { lines: priced.flatMap((item) => (item.priced ? [item.priced] : [])), dropped };
}

function OrderScreen({ username, shop }: { username: string; shop: PublicShop }) {
  const cart = useCart(username);
  const { lines, dropped } = usePricedCart(shop, cart);
  const [product, setProduct] = useState<ShopProduct | null>(null);
  const [view, setView] = useState<'menu' | 'checkout'>('menu');
  const open = (next: 'menu' | 'checkout') => {
    setView(next);
    window.scrollTo({ top: 0 });
  };

  const notice = dropped && (
    <Alert color="orange" variant="light">
      Algunos productos ya no están disponibles y se quitaron de tu pedido.
    </Alert>
  );

  if (view === 'checkout') {
    return (
      <Stack gap="md">
        <Button
          variant="subtle"
          leftSection={<IconArrowLeft size={18} />}
          onClick={() => open('menu')}
          h={44}
          px="xs"
          style={{ alignSelf: 'flex-start' }}
        >
          Seguir comprando
        </Button>
        {notice}
        {lines.length === 0 ? (
          <Text c="dimmed">Tu pedido está vacío. Agrega productos del menú.</Text>
        ) : (
          <CheckoutForm username={username} shop={shop} lines={lines} cart={cart} />
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="md" pb={lines.length > 0 ? 72 : 0}>
      <Title order={2} size="h4">
        Menú
      </Title>
      {notice}
      <MenuList shop={shop} onOpen={setProduct} />
      <ProductSheet product={product} onClose={() => setProduct(null)} onAdd={cart.add} />
      <CartBar lines={lines} onOpen={() => open('checkout')} />
    </Stack>
  );
}

/** The public order page of a location (/pedir/{username}): for customers on a phone, no login. */
export default function PublicOrderPage() {
  const { username = '' } = useParams({ strict: false }) as { username?: string };
  const shop = usePublicShop(username);

  if (shop.isPending) return <PublicLoading />;
  if (shop.error) {
    return (
      <PublicLoadError
        error={shop.error}
        notFound={{
          title: PUBLIC_SHOP_MESSAGES.businessNotFound,
          hint: 'Revisa el enlace que te compartieron.',
        }}
        failedTitle="No se pudo cargar el menú"
      />
    );
  }

  const data = shop.data;
  const receiving = enabledDeliveryTypes(data).length > 0;
  return (
    <PublicLayout businessName={data.location.name} thumbUrl={data.location.thumb_url}>
      {receiving ? (
        <OrderScreen username={username} shop={data} />
      ) : (
        <Stack align="center" gap="xs" py="lg" ta="center">
          <IconDoorOff size={40} stroke={1.4} aria-hidden />
          <Text fw={600}>{PUBLIC_SHOP_MESSAGES.receptionOff}</Text>
        </Stack>
      )}
    </PublicLayout>
  );
}
