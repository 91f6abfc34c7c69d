import { Button, type ButtonProps, Loader, Text } from '@mantine/core';
import { IconBuildingStore, IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';

type LocationMenuButtonProps = ButtonProps &
  Omit<ComponentPropsWithRef<'button'>, keyof ButtonProps> & {
    locationName: string;
    busy?: boolean;
  };

/** The header button naming the current location; it opens the location menu. */
export function LocationMenuButton({ locationName, busy = false, ...props }: LocationMenuButtonProps) {
  return (
    <Button
      variant="subtle"
      color="dark"
      leftSection={<IconBuildingStore size={20} aria-hidden />}
      rightSection={busy ? <Loader size="xs" /> : <IconChevronDown size={16} aria-hidden />}
      aria-label={`Ubicación: ${locationName}. Cambiar de ubicación`}
      aria-haspopup="menu"
      maw={{ base: '100%', sm: 320 }}
      miw={0}
      px="xs"
      {...props}
    >
      <Text span fw={600} truncate>
        {locationName}
      </Text>
    </Button>
  );
}
