import { Alert, Center, Loader } from '@mantine/core';
import { isApiError } from '../../lib/api/api-error';
import { PublicLayout } from './public-layout';

/** A customer page while its data loads. */
export function PublicLoading() {
  return (
    <PublicLayout>
      <Center mih={200}>
        <Loader aria-label="Cargando" />
      </Center>
    </PublicLayout>
  );
}

interface PublicLoadErrorProps {
  error: Error;
  /** What a 404 means here, and what the customer can do about it. */
  notFound: { title: string; hint: string };
  /** Title of any other failure (the server's message is shown under it). */
  failedTitle: string;
}

/** A customer page whose data could not be loaded: unknown link (404) or another failure. */
export function PublicLoadError({ error, notFound, failedTitle }: PublicLoadErrorProps) {
  const missing = isApiError(error) && error.status === 404;
  return (
    <PublicLayout>
      <Alert color={missing ? 'gray' : 'red'} title={missing ? notFound.title : failedTitle}>
        {missing ? notFound.hint : error.message}
      </Alert>
    </PublicLayout>
  );
}
