import { useCallback, useState } from 'react';
import type { Coordinates } from '../../../domain/rules/delivery-distance';

export const POSITION_MESSAGES = {
  denied: 'No pudimos obtener tu ubicación. Permite el acceso a tu ubicación en el navegador.',
  unavailable: 'No pudimos obtener tu ubicación. Intenta de nuevo.',
  unsupported: 'Tu navegador no permite compartir la ubicación.',
} as const;

type PositionState = { status: 'idle' | 'locating' } | { status: 'failed'; message: string };

/** 'Usar mi ubicación': asks the browser once for the customer's coordinates. */
export function useCurrentPosition(onFound: (coordinates: Coordinates) => void) {
  const [state, setState] = useState<PositionState>({ status: 'idle' });

  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setState({ status: 'failed', message: POSITION_MESSAGES.unsupported });
      return;
    }
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setState({ status: 'idle' });
        onFound({ latitude: position.coords.latitude, longitude: position.coords.longitude });
      },
      (error) =>
        setState({
          status: 'failed',
          message:
            error.code === error.PERMISSION_DENIED ? POSITION_MESSAGES.denied : POSITION_MESSAGES.unavailable,
        }),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  }, [onFound]);

  return {
    locate,
    locating: state.status === 'locating',
    error: state.status === 'failed' ? state.message : null,
  };
}
