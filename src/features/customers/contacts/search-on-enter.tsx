import { ActionIcon, CloseButton, Loader, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeader } from '../../../ui/page-header';

interface SearchOnEnterProps {
  title: string;
  label: string;
  fetching: boolean;
  onSearch: (text: string) => void;
  /** A clear button that empties the box and searches everything again (the invoice lists, 02 §2). */
  clearable?: boolean;
}

/** A title and a search box that searches on Enter or on its button (01 §2.8), not as one types. */
export function SearchOnEnter({ title, label, fetching, onSearch, clearable = false }: SearchOnEnterProps) {
  const [value, setValue] = useState('');
  return (
    <PageHeader title={title}>
      <search style={{ width: '100%', maxWidth: 360 }}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onSearch(value);
          }}
        >
          <TextInput
            aria-label={label}
            placeholder={label}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            rightSectionWidth={(fetching ? 24 : 0) + (clearable && value ? 28 : 0) + 36}
            rightSection={
              <>
                {fetching && <Loader size="xs" mr={4} />}
                {clearable && value && (
                  <CloseButton
                    aria-label="Limpiar búsqueda"
                    onClick={() => {
                      setValue('');
                      onSearch('');
                    }}
                  />
                )}
                <ActionIcon type="submit" variant="subtle" aria-label="Buscar">
                  <IconSearch size={16} />
                </ActionIcon>
              </>
            }
          />
        </form>
      </search>
    </PageHeader>
  );
}
