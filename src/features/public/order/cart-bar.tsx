import { Badge, Box, Button, Container, Group, Text } from '@mantine/core';
import { formatMoney } from '../../../lib/format';
import classes from './cart-bar.module.css';
import { type PricedLine, sumMoney } from './cart-lines';

/** The sticky bottom bar while the cart has something: how many products, the subtotal, 'Ver pedido'. */
export function CartBar({ lines, onOpen }: { lines: PricedLine[]; onOpen: () => void }) {
  if (lines.length === 0) return null;
  const count = lines.reduce((sum, item) => sum + item.line.quantity, 0);
  const subtotal = sumMoney(lines.map((item) => item.total));
  return (
    <Box className={classes.bar}>
      <Container size={480} px="md">
        <Button
          fullWidth
          size="lg"
          onClick={onOpen}
          aria-label={`Ver pedido: ${count} productos, ${formatMoney(subtotal)}`}
        >
          <Group justify="space-between" w="100%" wrap="nowrap" gap="sm">
            <Badge color="white" c="dark" size="lg" circle={count < 10}>
              {count}
            </Badge>
            <Text fw={700} inherit>
              Ver pedido
            </Text>
            <Text fw={700} inherit>
              {formatMoney(subtotal)}
            </Text>
          </Group>
        </Button>
      </Container>
    </Box>
  );
}
