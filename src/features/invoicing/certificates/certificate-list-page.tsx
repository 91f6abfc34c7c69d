import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBuildingStore, IconCertificate, IconUpload } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { CATALOG_LIMITS } from '../../../domain/contract/catalog-values';
import { ListEmptyState } from '../../../ui/list-empty-state';
import { ListStates } from '../../../ui/list-states';
import { PageHeader } from '../../../ui/page-header';
import { PlainTable } from '../../../ui/plain-table';
import { formatInvoiceDate } from '../invoice-format';
import { useCertificatePage } from '../invoice-queries';
import { InvoicingTabs } from '../invoicing-tabs';
import { IssuerSection } from './issuer-section';

/**
 * Certificados (invoicing-certificate-list, 02 §2): serial, valid from and to, 20 a page, 'Subir
 * certificado'; shared by every location. Below, the issuer's fiscal profile that every CFDI carries.
 */
export function CertificateListPage() {
  const [page, setPage] = useState(1);
  const certificates = useCertificatePage(page);
  return (
    <Stack gap="md">
      <InvoicingTabs active="invoicing-certificate-list" />
      <PageHeader title="Certificados">
        <Button component={Link} to="/invoicing/certificates/create" leftSection={<IconUpload size={16} />}>
          Subir certificado
        </Button>
      </PageHeader>
      <Alert color="blue" variant="light" icon={<IconBuildingStore size={18} />} p="xs">
        Los certificados se comparten entre todas las ubicaciones de tu negocio.
      </Alert>
      <ListStates
        query={certificates}
        errorTitle="No se pudo cargar la lista de certificados"
        empty={
          <ListEmptyState
            icon={<IconCertificate size={32} />}
            title="No hay certificados registrados"
            description="Sube el .cer y el .key de tu Certificado de Sello Digital (CSD) para timbrar."
          />
        }
        paging={{
          page,
          onChange: setPage,
          pageSize: CATALOG_LIMITS.pageSize,
          noun: ['certificado', 'certificados'],
        }}
      >
        {(answer) => (
          <Paper withBorder radius="md">
            <PlainTable columns={['Número de serie', 'Vigente desde', 'Vigente hasta']} minWidth={0} wraps>
              {answer.data.map((certificate) => (
                <tr key={certificate.id}>
                  <td>
                    <Text fw={700} style={{ wordBreak: 'break-all' }}>
                      {certificate.serial_number}
                    </Text>
                    <Group gap={4}>
                      <Text size="sm" c="dimmed">
                        {certificate.rfc} · {certificate.legal_name}
                      </Text>
                    </Group>
                  </td>
                  <td>{formatInvoiceDate(certificate.valid_from)}</td>
                  <td>{formatInvoiceDate(certificate.valid_to)}</td>
                </tr>
              ))}
            </PlainTable>
          </Paper>
        )}
      </ListStates>
      <IssuerSection />
    </Stack>
  );
}
