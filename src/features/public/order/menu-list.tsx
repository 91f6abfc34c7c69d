import { Box, Button, Group, Image, ScrollArea, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { PublicShop } from '../../../domain/contract/public-shop';
import { formatMoney } from '../../../lib/format';
import { type ShopProduct, startingPrice } from './cart-lines';
import classes from './menu-list.module.css';
import { useVisibleSection } from './use-visible-section';

interface MenuSection {
  id: string;
  name: string;
  products: ShopProduct[];
}

/** Products grouped by category in the shop's order; those without one last, under 'Otros'. */
export function menuSections(shop: PublicShop): MenuSection[] {
  const sections: MenuSection[] = shop.categories.map((category) => ({
    id: `categoria-${category.id}`,
    name: category.name,
    products: shop.products.filter((product) => product.category_id === category.id),
  }));
  const known = new Set(shop.categories.map((category) => category.id));
  const others = shop.products.filter(
    (product) => product.category_id === null || !known.has(product.category_id),
  );
  if (others.length > 0) sections.push({ id: 'categoria-otros', name: 'Otros', products: others });
  return sections.filter((section) => section.products.length > 0);
}

function ProductCard({ product, onOpen }: { product: ShopProduct; onOpen: () => void }) {
  const price = formatMoney(startingPrice(product));
  return (
    <UnstyledButton className={classes.card} onClick={onOpen} aria-label={product.name}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600}>{product.name}</Text>
          {product.description && (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {product.description}
            </Text>
          )}
          <Text size="sm" fw={600}>
            {product.variants.length > 0 ? `Desde ${price}` : price}
          </Text>
        </Stack>
        {product.image_url && (
          <Image src={product.image_url} alt="" w={80} h={80} radius="md" fit="cover" loading="lazy" />
        )}
      </Group>
    </UnstyledButton>
  );
}

/** The menu: sticky category chips to jump, then each category's product cards. */
export function MenuList({ shop, onOpen }: { shop: PublicShop; onOpen: (product: ShopProduct) => void }) {
  const sections = menuSections(shop);
  const visible = useVisibleSection(sections.map((section) => section.id));
  const jump = (id: string) => document.getElementById(id)?.scrollIntoView({ behavior: 'smooth' });

  if (sections.length === 0) {
    return <Text c="dimmed">Por ahora no hay productos disponibles.</Text>;
  }
  return (
    <Stack gap="md">
      {sections.length > 1 && (
        <Box component="nav" aria-label="Categorías" className={classes.chips}>
          <ScrollArea type="never">
            <Group gap="xs" wrap="nowrap" py="xs">
              {sections.map((section) => (
                <Button
                  key={section.id}
                  onClick={() => jump(section.id)}
                  variant={section.id === visible ? 'light' : 'default'}
                  aria-current={section.id === visible ? 'location' : undefined}
                  radius="xl"
                  h={44}
                  style={{ flex: 'none' }}
                >
                  {section.name}
                </Button>
              ))}
            </Group>
          </ScrollArea>
        </Box>
      )}
      {sections.map((section) => (
        <Stack
          key={section.id}
          id={section.id}
          gap={0}
          component="section"
          className={classes.section}
          aria-labelledby={`${section.id}-titulo`}
        >
          <Title order={2} size="h4" id={`${section.id}-titulo`} mb="xs">
            {section.name}
          </Title>
          {section.products.map((product) => (
            <ProductCard key={product.id} product={product} onOpen={() => onOpen(product)} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
