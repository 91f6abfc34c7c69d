import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconBuildingStore, IconCertificate, IconUpload } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { PageHeader } from '../../../ui/page-header';
import { formatInvoiceDate } from '../invoice-format';
import { useCertificatePage } from '../invoice-queries';
import { InvoicingTabs } from '../invoicing-tabs';
import { PagedTable } from '../paged-table';
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
      <PagedTable
        query={certificates}
        page={page}
        onPage={setPage}
        errorTitle="No se pudo cargar la lista de certificados"
        empty={{
          icon: <IconCertificate size={32} />,
          title: 'No hay certificados registrados',
          description: 'Sube el .cer y el .key de tu Certificado de Sello Digital (CSD) para timbrar.',
        }}
        noun={['certificado', 'certificados']}
        columns={['Número de serie', 'Vigente desde', 'Vigente hasta']}
        row={(certificate) => (
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
        )}
      />
      <IssuerSection />
    </Stack>
  );
}
