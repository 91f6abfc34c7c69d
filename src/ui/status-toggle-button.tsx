import { Button } from '@mantine/core';

interface StatusToggleButtonProps {
  active: boolean;
  /** This row's change is on its way. */
  loading: boolean;
  onToggle: () => void;
}

/** A list row's 'Activar' / 'Desactivar' (surveys, automations): what pressing it will do. */
export function StatusToggleButton({ active, loading, onToggle }: StatusToggleButtonProps) {
  return (
    <Button variant="light" color={active ? 'red' : 'green'} loading={loading} onClick={onToggle}>
      {active ? 'Desactivar' : 'Activar'}
    </Button>
  );
}
