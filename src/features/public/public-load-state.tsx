import { Alert, Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
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

/** The parameters a customer page's link carries: a 422 on one of them is a mistyped link. */
const LINK_PARAMETERS = ['code', 'token', 'username', 'id'];

/** The link leads nowhere: an unknown code (404), or not even the shape of one (422 on it). */
function isUnknownLink(error: Error): boolean {
  if (!isApiError(error)) return false;
  if (error.status === 404) return true;
  return error.status === 422 && LINK_PARAMETERS.some((name) => error.errors?.[name] !== undefined);
}

/** A customer page whose data could not be loaded: unknown link or another failure. */
export function PublicLoadError({ error, notFound, failedTitle }: PublicLoadErrorProps) {
  const missing = isUnknownLink(error);
  return (
    <PublicLayout>
      <Alert color={missing ? 'gray' : 'red'} title={missing ? notFound.title : failedTitle}>
        {missing ? notFound.hint : error.message}
      </Alert>
    </PublicLayout>
  );
}

interface PublicQueryGateProps<T> extends Omit<PublicLoadErrorProps, 'error'> {
  query: { data: T | undefined; error: Error | null };
  /** The page, once its data is there (a later failed refresh keeps showing it). */
  children: (data: T) => ReactNode;
}

/** A customer page's data: loading, not found or failed, then the page itself. */
export function PublicQueryGate<T>({ query, notFound, failedTitle, children }: PublicQueryGateProps<T>) {
  if (query.data !== undefined) return children(query.data);
  if (query.error)
    return <PublicLoadError error={query.error} notFound={notFound} failedTitle={failedTitle} />;
  return <PublicLoading />;
}
