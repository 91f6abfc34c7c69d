import { Center, Loader } from '@mantine/core';

/** Shown while a route chunk or the account settings load. */
export function PageLoader() {
  return (
    <Center mih="50vh" role="status" aria-label="Cargando">
      <Loader />
    </Center>
  );
}
