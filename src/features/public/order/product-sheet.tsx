import {
  Badge,
  Button,
  Checkbox,
  Drawer,
  Group,
  Image,
  Modal,
  Radio,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import Decimal from 'decimal.js';
import { type ReactNode, useState } from 'react';
import { PUBLIC_SHOP_MESSAGES } from '../../../domain/contract/public-shop';
import { formatMoney } from '../../../lib/format';
import { type CartLine, type ShopModifier, type ShopProduct, unitPriceOf } from './cart-lines';
import { canAddOption, modifierChoiceError, modifierRuleText } from './modifier-rules';
import classes from './product-sheet.module.css';
import { QuantityStepper } from './quantity-stepper';
import { CHOICE_ROW_CLASSES, CLOSE_BUTTON_PROPS } from './touch-targets';
import type { NewCartLine } from './use-cart';

const priceSuffix = (price: number) => (price > 0 ? ` +${formatMoney(price)}` : '');

function ModifierChoice({
  modifier,
  chosen,
  onChange,
  error,
}: {
  modifier: ShopModifier;
  chosen: number[];
  onChange: (options: number[]) => void;
  error: string | null;
}) {
  const room = canAddOption(modifier, chosen.length);
  return (
    <Checkbox.Group
      label={
        <Group gap="xs" component="span">
          <span>{modifier.name}</span>
          <Badge
            component="span"
            variant="light"
            color={modifier.min_options > 0 ? 'orange' : 'gray'}
            tt="none"
          >
            {modifierRuleText(modifier)}
          </Badge>
        </Group>
      }
      value={chosen.map(String)}
      onChange={(values) => onChange(values.map(Number))}
      error={error}
    >
      <Stack gap={0} mt={4}>
        {modifier.options.map((option) => {
          const checked = chosen.includes(option.id);
          return (
            <Checkbox
              key={option.id}
              value={String(option.id)}
              disabled={!checked && !room}
              label={`${option.name}${priceSuffix(option.price)}`}
              classNames={CHOICE_ROW_CLASSES}
            />
          );
        })}
      </Stack>
    </Checkbox.Group>
  );
}

interface ProductChoiceProps {
  product: ShopProduct;
  onAdd: (line: NewCartLine) => void;
}

/** Variants, modifiers, notes and quantity of one product, and 'Agregar $X'. */
function ProductChoice({ product, onAdd }: ProductChoiceProps) {
  const [variantId, setVariantId] = useState<number | null>(null);
  const [options, setOptions] = useState<Record<number, number[]>>({});
  const [notes, setNotes] = useState('');
  const [quantity, setQuantity] = useState(1);
  const [tried, setTried] = useState(false);

  const modifiers: CartLine['modifiers'] = product.modifiers.flatMap((modifier) =>
    (options[modifier.id] ?? []).map((option_id) => ({ modifier_id: modifier.id, option_id })),
  );
  const variantMissing = product.variants.length > 0 && variantId === null;
  const modifierErrors = Object.fromEntries(
    product.modifiers.map((modifier) => [
      modifier.id,
      modifierChoiceError(modifier, options[modifier.id]?.length ?? 0),
    ]),
  );
  const valid = !variantMissing && Object.values(modifierErrors).every((error) => error === null);
  const unitPrice =
    unitPriceOf(product, variantMissing ? null : variantId, modifiers) ??
    unitPriceOf(product, product.variants[0]?.id ?? null, modifiers) ??
    product.price;
  const total = new Decimal(unitPrice).times(quantity).toNumber();

  const add = () => {
    setTried(true);
    if (!valid) return;
    onAdd({ product_id: product.id, variant_id: variantId, modifiers, quantity, notes: notes.trim() });
  };

  return (
    <Stack gap="md">
      {product.image_url && (
        <Image src={product.image_url} alt="" radius="md" h={180} fit="cover" loading="lazy" />
      )}
      {product.description && <Text c="dimmed">{product.description}</Text>}
      {product.variants.length > 0 && (
        <Radio.Group
          label="Elige una opción"
          withAsterisk
          value={variantId === null ? null : String(variantId)}
          onChange={(value) => setVariantId(Number(value))}
          error={tried && variantMissing ? PUBLIC_SHOP_MESSAGES.variantRequired : null}
        >
          <Stack gap={0} mt={4}>
            {product.variants.map((variant) => (
              <Radio
                key={variant.id}
                value={String(variant.id)}
                label={`${variant.name} · ${formatMoney(variant.price)}`}
                classNames={CHOICE_ROW_CLASSES}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {product.modifiers.map((modifier) => (
        <ModifierChoice
          key={modifier.id}
          modifier={modifier}
          chosen={options[modifier.id] ?? []}
          onChange={(chosen) => setOptions((current) => ({ ...current, [modifier.id]: chosen }))}
          error={tried ? (modifierErrors[modifier.id] ?? null) : null}
        />
      ))}
      {product.order_notes_allowed && (
        <Textarea
          label="Instrucciones"
          placeholder="Sin cebolla, bien dorado…"
          maxLength={255}
          autosize
          minRows={2}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
        />
      )}
      <Group className={classes.footer} gap="sm" wrap="nowrap">
        <QuantityStepper value={quantity} onChange={setQuantity} label={product.name} />
        <Button size="md" h={48} px="sm" onClick={add} style={{ flex: 1 }}>
          Agregar {formatMoney(total)}
        </Button>
      </Group>
    </Stack>
  );
}

interface ProductSheetProps {
  product: ShopProduct | null;
  onClose: () => void;
  onAdd: (line: NewCartLine) => void;
}

/** A product's choices: a bottom sheet on phones, a dialog on wider screens. */
export function ProductSheet({ product, onClose, onAdd }: ProductSheetProps) {
  const wide = useMediaQuery('(min-width: 48em)');
  const title: ReactNode = product && (
    <Title order={2} size="h4">
      {product.name}
    </Title>
  );
  const content = product && (
    <ProductChoice
      key={product.id}
      product={product}
      onAdd={(line) => {
        onAdd(line);
        onClose();
      }}
    />
  );
  if (wide) {
    return (
      <Modal
        opened={product !== null}
        onClose={onClose}
        title={title}
        size="md"
        closeButtonProps={CLOSE_BUTTON_PROPS}
      >
        {content}
      </Modal>
    );
  }
  return (
    <Drawer
      opened={product !== null}
      onClose={onClose}
      title={title}
      position="bottom"
      size="auto"
      radius="lg"
      closeButtonProps={CLOSE_BUTTON_PROPS}
      styles={{ content: { maxHeight: '92dvh' } }}
    >
      {content}
    </Drawer>
  );
}
