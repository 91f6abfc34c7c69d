import { Button, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, linkOptions, useParams } from '@tanstack/react-router';
import type { Product } from '../../../domain/contract/catalog-product';
import { invoiceTaxById } from '../../../domain/invoicing/invoice-taxes';
import { IVA_LABELS } from '../../../domain/rules/product-taxes';
import {
  SAT_PRODUCT_CATALOG,
  SAT_UNIT_CATALOG,
  type SatCatalogEntry,
  satEntryLabel,
} from '../../../domain/rules/sat-catalogs';
import { RESTAURANT_FOOD } from '../../../domain/rules/sat-keys';
import { formatMoney } from '../../../lib/format';
import { DetailLoadState } from '../../../ui/detail-load-state';
import { DetailFields, DetailSection } from '../../../ui/detail-section';
import { NotFoundPage } from '../../../ui/not-found-page';
import { PageHeader } from '../../../ui/page-header';
import { CatalogStatusBadge } from '../../catalog/shared/catalog-status-badge';
import { productTaxId } from '../form/product-item';
import { invoiceApi } from '../invoice-api';
import { formatAmount } from '../invoice-format';
import { invoicingKey } from '../invoice-queries';

/** A key with its SAT description ('90101501 · Restaurantes'), or the key alone when the list lacks it. */
function satKeyText(catalog: readonly SatCatalogEntry[], code: string): string {
  const entry = catalog.find((candidate) => candidate.code === code);
  return entry ? satEntryLabel(entry) : code;
}

/** What an unset key becomes on an invoice (the server's default: a restaurant's service). */
const keyOrDefault = (catalog: readonly SatCatalogEntry[], code: string | null, fallback: string) =>
  code ? satKeyText(catalog, code) : `Sin asignar: la factura usa ${satKeyText(catalog, fallback)}`;

function taxesText(product: Product): string {
  const ieps = product.ieps_percent ? ` e IEPS ${product.ieps_percent} %` : '';
  return `${IVA_LABELS[product.tax_iva]}${ieps}`;
}

/** The invoice tax a concept of this product gets when it is picked in the invoice form. */
function invoiceTaxText(product: Product): string {
  const id = productTaxId(product);
  return id === null ? 'Ninguno coincide: se elige en cada concepto' : (invoiceTaxById(id)?.name ?? id);
}

/** Where the catalog edits it: shop products and waitlist services have their own lists. */
function CatalogEditLink({ product }: { product: Product }) {
  const target =
    product.type === 'service'
      ? linkOptions({ to: '/settings/services', search: { servicio: product.id } })
      : linkOptions({ to: '/settings/products', search: { producto: product.id } });
  return (
    <Button
      variant="default"
      leftSection={<IconPencil size={16} />}
      renderRoot={(props) => <Link {...props} {...target} />}
    >
      Editar en el catálogo
    </Button>
  );
}

function ProductDetail({ product }: { product: Product }) {
  return (
    <Stack gap="md">
      <PageHeader title={product.name}>
        <CatalogEditLink product={product} />
      </PageHeader>
      <DetailSection title="Datos para facturar">
        <DetailFields
          fields={[
            { label: 'Nombre', value: product.name },
            { label: 'SKU', value: product.sku },
            {
              label: 'Clave SAT de producto o servicio',
              value: keyOrDefault(
                SAT_PRODUCT_CATALOG,
                product.sat_product_key,
                RESTAURANT_FOOD.sat_product_key,
              ),
            },
            {
              label: 'Clave SAT de unidad',
              value: keyOrDefault(SAT_UNIT_CATALOG, product.sat_unit_key, RESTAURANT_FOOD.sat_unit_key),
            },
            { label: 'Impuestos', value: taxesText(product) },
            { label: 'Impuesto en la factura', value: invoiceTaxText(product) },
            { label: 'Precio (incluye impuestos)', value: formatMoney(product.price) },
            { label: 'Precio antes de impuestos', value: formatAmount(product.pre_tax_price) },
            { label: 'Estado', value: <CatalogStatusBadge status={product.status} /> },
          ]}
        />
        <Text size="sm" c="dimmed">
          Estos datos se cambian en el catálogo; las facturas ya guardadas conservan los suyos.
        </Text>
      </DetailSection>
    </Stack>
  );
}

/** Producto (invoicing-product-item): what invoicing uses of a concept's product, read-only. */
export function ProductItemPage() {
  const { id } = useParams({ strict: false }) as { id: string };
  const query = useQuery({
    queryKey: invoicingKey('product', Number(id)),
    queryFn: ({ signal }) => invoiceApi.product(id, signal),
  });
  if (!query.data) {
    return (
      <DetailLoadState
        title="No se pudo cargar el producto"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        notFound={<NotFoundPage />}
      />
    );
  }
  return <ProductDetail product={query.data} />;
}
