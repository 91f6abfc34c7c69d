import {
  Alert,
  Badge,
  Button,
  Center,
  Divider,
  Loader,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconBuildingStore, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import type { AllowedLocation } from '../../../domain/contract/access';
import { isApiError } from '../../../lib/api/api-error';
import { allowedLocationsQueryOptions, groupByCompany } from '../api/allowed-locations';
import { switchLocation } from '../api/set-location';
import { LogoutButton } from '../logout-button';
import classes from './location-select-page.module.css';

/** 'Tus negocios' (account-location-select): locations grouped by company, current one marked. */
export default function LocationSelectPage() {
  const fromStart = useSearch({ strict: false, select: (search) => search.from === 'start' });
  const locations = useQuery(allowedLocationsQueryOptions());
  const queryClient = useQueryClient();
  const select = useMutation({ mutationFn: (id: number) => switchLocation(queryClient, id) });

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h3" ta="center">
          Tus negocios
        </Title>
        {fromStart && (
          <Text size="sm" c="dimmed" ta="center">
            Elige la ubicación con la que quieres trabajar.
          </Text>
        )}
      </Stack>

      {locations.isPending && (
        <Center py="lg" role="status" aria-label="Cargando ubicaciones">
          <Loader />
        </Center>
      )}

      {locations.isError && (
        <Alert color="red" role="alert" title="No se pudieron cargar tus negocios">
          <Text size="sm">{isApiError(locations.error) ? locations.error.message : 'Intenta de nuevo.'}</Text>
          <Button mt="sm" variant="default" onClick={() => void locations.refetch()}>
            Reintentar
          </Button>
        </Alert>
      )}

      {locations.isSuccess && locations.data.length === 0 && (
        <Stack align="center" gap="sm" py="md">
          <Text>No hay ubicaciones disponibles.</Text>
          <Button component={Link} to="/onboard/{-$step}">
            Registrar negocio
          </Button>
        </Stack>
      )}

      {locations.isSuccess &&
        groupByCompany(locations.data).map((company) => (
          <section key={company.companyId} aria-label={company.companyName}>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={6}>
              {company.companyName}
            </Text>
            <Stack gap={6}>
              {company.locations.map((location) => (
                <LocationButton
                  key={location.id}
                  location={location}
                  busy={select.isPending && select.variables === location.id}
                  disabled={select.isPending}
                  onSelect={() => select.mutate(location.id)}
                />
              ))}
            </Stack>
          </section>
        ))}

      {select.isError && (
        <Alert color="red" role="alert">
          {isApiError(select.error) ? select.error.message : 'No se pudo cambiar de ubicación.'}
        </Alert>
      )}

      {locations.isSuccess && locations.data.length > 0 && (
        <Button
          variant="light"
          leftSection={<IconPlus size={18} aria-hidden />}
          component={Link}
          to="/onboard/{-$step}"
        >
          Crear nueva ubicación
        </Button>
      )}

      <Divider />
      <LogoutButton />
    </Stack>
  );
}

interface LocationButtonProps {
  location: AllowedLocation;
  busy: boolean;
  disabled: boolean;
  onSelect: () => void;
}

function LocationButton({ location, busy, disabled, onSelect }: LocationButtonProps) {
  return (
    <UnstyledButton
      className={classes.location}
      data-current={location.is_current || undefined}
      onClick={onSelect}
      disabled={disabled}
      aria-current={location.is_current ? 'true' : undefined}
    >
      <IconBuildingStore size={22} aria-hidden />
      <span className={classes.name}>
        <Text fw={600} lh={1.3}>
          {location.name}
        </Text>
        <Text size="xs" c="dimmed">
          @{location.username}
        </Text>
      </span>
      {busy ? <Loader size="sm" /> : location.is_current && <Badge variant="light">Actual</Badge>}
    </UnstyledButton>
  );
}
