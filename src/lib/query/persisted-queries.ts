import type { DehydratedState, Query } from '@tanstack/react-query';

type DehydratedQuery = DehydratedState['queries'][number];

/**
 * Which queries are saved: every one that holds data, also when its last refetch failed. TanStack's
 * default saves successful queries only, so one offline start (whose refetches fail) used to erase
 * the saved list and the next offline start showed nothing.
 */
export function shouldPersistQuery(query: Query): boolean {
  return query.state.data !== undefined;
}

/**
 * A query saved after a failed refetch is restored as the success it last was: the failure
 * belonged to that moment's network, and its error does not survive JSON anyway.
 */
export function asLastSuccess(query: DehydratedQuery): DehydratedQuery {
  if (query.state.status !== 'error' || query.state.data === undefined) return query;
  return {
    ...query,
    state: { ...query.state, status: 'success', error: null, fetchFailureCount: 0, fetchFailureReason: null },
  };
}
