import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/** A searchable, paged list's state: what is typed, what is searched (debounced), and the page. */
export function useListSearch(debounceMs: number) {
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search, debounceMs);
  const [page, setPage] = useState(1);
  /** A new search starts again at the first page. */
  const onSearch = (value: string) => {
    setSearch(value);
    setPage(1);
  };
  return { search, onSearch, text, page, setPage };
}
