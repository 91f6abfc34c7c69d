import { Badge } from '@mantine/core';
import type { CatalogStatus } from '../../../domain/contract/catalog-fields';
import { CATALOG_STATUS_LABELS } from '../../../domain/contract/catalog-values';

export function CatalogStatusBadge({ status }: { status: CatalogStatus }) {
  return (
    <Badge color={status === 'active' ? 'green' : 'gray'} variant="light">
      {CATALOG_STATUS_LABELS[status]}
    </Badge>
  );
}
