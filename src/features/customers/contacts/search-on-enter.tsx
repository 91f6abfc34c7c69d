import { ActionIcon, Loader, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeader } from '../../../ui/page-header';

interface SearchOnEnterProps {
  title: string;
  label: string;
  fetching: boolean;
  onSearch: (text: string) => void;
}

/** A title and a search box that searches on Enter or on its button (01 §2.8), not as one types. */
export function SearchOnEnter({ title, label, fetching, onSearch }: SearchOnEnterProps) {
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
            rightSectionWidth={fetching ? 60 : 36}
            rightSection={
              <>
                {fetching && <Loader size="xs" mr={4} />}
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
