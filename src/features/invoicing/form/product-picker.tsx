import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../lib/api/api-error';
import { invoiceApi } from '../invoice-api';
import { formatAmount } from '../invoice-format';
import { invoicingKey } from '../invoice-queries';
import type { ItemValues } from './invoice-form-values';
import { withoutProduct, withProduct } from './product-item';

export const PRODUCT_PICKER_MESSAGES = {
  taxUnmatched: 'El impuesto del producto no está entre los de la factura: revisa el impuesto del concepto.',
  failed: 'No se pudo leer el producto.',
} as const;

/** A concept's catalog product (POST /v1/product/product/search, active ones by name or SKU). */
export function ProductPicker({ item, onItem }: { item: ItemValues; onItem: (item: ItemValues) => void }) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search, 300);
  const [problem, setProblem] = useState<string | null>(null);
  const products = useQuery({
    queryKey: invoicingKey('products', text.trim()),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => invoiceApi.products(text, signal),
  });
  const found = (products.data ?? []).map((product) => ({
    value: String(product.id),
    label: `${product.name} · ${formatAmount(product.price)}`,
  }));
  const current = item.product_id === null ? null : String(item.product_id);
  // A saved concept's product may not be among the results: it shows by the concept's name.
  const data =
    current === null || found.some((option) => option.value === current)
      ? found
      : [{ value: current, label: item.name }, ...found];
  const pick = async (id: string | null) => {
    setProblem(null);
    if (id === null) {
      onItem(withoutProduct(item));
      return;
    }
    try {
      const product = await queryClient.fetchQuery({
        queryKey: invoicingKey('product', Number(id)),
        queryFn: ({ signal }) => invoiceApi.product(id, signal),
      });
      const filled = withProduct(item, product);
      if (!filled.taxMatched) setProblem(PRODUCT_PICKER_MESSAGES.taxUnmatched);
      onItem(filled.item);
    } catch (error) {
      setProblem(isApiError(error) ? error.message : PRODUCT_PICKER_MESSAGES.failed);
    }
  };
  return (
    <Select
      label="Producto"
      placeholder="Busca en el catálogo"
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      data={data}
      value={current}
      onChange={(id) => void pick(id)}
      nothingFoundMessage="No hay productos que coincidan"
      error={problem}
    />
  );
}
