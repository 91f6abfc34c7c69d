import { Badge, Divider, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useParams } from '@tanstack/react-router';
import { Fragment } from 'react';
import { LOYALTY_PROGRAM_TYPE_LABELS } from '../../../domain/contract/loyalty';
import { CardRules } from '../loyalty-card/card-rules';
import { PublicLayout } from '../public-layout';
import { PublicQueryGate } from '../public-load-state';
import { usePublicLoyaltyPrograms } from './loyalty-programs-queries';

/**
 * The loyalty link a business shares (/r/{username}/lealtad): its active programs, how each one
 * rewards a purchase, and how a customer gets and opens their own card (the link arrives by message
 * after a purchase registered at the counter).
 */
export default function LoyaltyProgramsPage() {
  const { username = '' } = useParams({ strict: false }) as { username?: string };
  const query = usePublicLoyaltyPrograms(username);

  return (
    <PublicQueryGate
      query={query}
      notFound={{ title: 'Negocio no encontrado.', hint: 'Revisa el enlace que te compartieron.' }}
      failedTitle="No se pudo cargar"
    >
      {({ business, programs }) => (
        <PublicLayout businessName={business.name} thumbUrl={business.image_url}>
          {programs.length === 0 ? (
            <Stack align="center" gap="xs" py="lg" ta="center">
              <IconGift size={40} stroke={1.4} aria-hidden />
              <Text fw={600}>Este negocio no tiene un programa de lealtad activo por ahora.</Text>
            </Stack>
          ) : (
            <Stack gap="md">
              <Title order={2} size="h4">
                Programa de lealtad
              </Title>
              {programs.map((program, index) => (
                <Fragment key={program.name}>
                  {index > 0 && <Divider />}
                  <Stack gap="xs">
                    <Group justify="space-between" wrap="nowrap" align="flex-start">
                      <Text fw={600}>
                        {program.type === 'stampcard' ? `${program.style_icon} ` : ''}
                        {program.name}
                      </Text>
                      <Badge variant="light" tt="none" style={{ flex: 'none' }}>
                        {LOYALTY_PROGRAM_TYPE_LABELS[program.type]}
                      </Badge>
                    </Group>
                    <CardRules program={program} />
                  </Stack>
                </Fragment>
              ))}
              <Divider />
              <Stack gap={4}>
                <Text fw={600}>¿Cómo obtengo mi tarjeta?</Text>
                <List size="sm" spacing={4}>
                  <List.Item>Al pagar, da tu número de celular en caja.</List.Item>
                  <List.Item>Te enviamos por mensaje el enlace de tu tarjeta.</List.Item>
                  <List.Item>
                    Con ese enlace consultas tu saldo o tus sellos y muestras tu código en caja.
                  </List.Item>
                </List>
              </Stack>
            </Stack>
          )}
        </PublicLayout>
      )}
    </PublicQueryGate>
  );
}
