import { Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { CATALOG_LIMITS } from '../../../domain/contract/catalog-values';
import { ListEmptyState } from '../../../ui/list-empty-state';
import { ListSearchHeader } from '../../../ui/list-search-header';
import { ListStates } from '../../../ui/list-states';
import { PlainTable } from '../../../ui/plain-table';
import { PlainTableRow } from '../../../ui/plain-table-row';
import { TableOrCards } from '../../../ui/table-or-cards';
import type { Page } from '../api/catalog-api';

/** One item of a catalog list: its name, the other cells (one per column after the name), and what opens it. */
export interface CatalogRow {
  key: number;
  title: string;
  cells: ReactNode[];
  onOpen: () => void;
}

interface CatalogListProps<T> {
  title: string;
  /** 'Buscar productos'. */
  searchLabel: string;
  search: {
    value: string;
    onChange: (value: string) => void;
    text: string;
    page: number;
    setPage: (page: number) => void;
  };
  query: { data: Page<T> | undefined; error: Error | null; isFetching: boolean; refetch: () => unknown };
  /** The column titles after the first one. */
  columns: string[];
  /** The first column's title, holding each row's title ('Nombre' unless told). */
  firstColumn?: string;
  rows: (items: T[]) => CatalogRow[];
  /** 'Crear producto' (shown to those who may write). */
  create: { label: string; onClick: () => void } | null;
  noun: readonly [string, string];
  empty: { icon: ReactNode; title: string; description: string };
  /** Above the list (the products layout's tabs). */
  tabs?: ReactNode;
  /** More buttons beside the create one ('Importar menú'). */
  actions?: ReactNode;
  /** A title and search box of the screen's own, in place of the searched-as-typed one. */
  header?: ReactNode;
}

/** A catalog list (02 §2): search, 20 a page, a table on tablets and cards on phones. */
export function CatalogList<T>({
  title,
  searchLabel,
  search,
  query,
  columns,
  rows,
  create,
  noun,
  empty,
  tabs,
  actions,
  header,
  firstColumn = 'Nombre',
}: CatalogListProps<T>) {
  return (
    <Stack gap="md">
      {tabs}
      {header ?? (
        <ListSearchHeader
          title={title}
          label={searchLabel}
          value={search.value}
          onChange={search.onChange}
          fetching={query.isFetching}
        />
      )}
      {(create || actions) && (
        <Group justify="flex-end" gap="sm">
          {actions}
          {create && (
            <Button leftSection={<IconPlus size={16} />} onClick={create.onClick}>
              {create.label}
            </Button>
          )}
        </Group>
      )}
      <ListStates
        query={query}
        errorTitle={`No se pudo cargar la lista de ${noun[1]}`}
        empty={
          <ListEmptyState
            {...empty}
            noMatch="Nada coincide con tu búsqueda. Prueba con otro texto."
            searched={search.text}
          />
        }
        paging={{ page: search.page, onChange: search.setPage, pageSize: CATALOG_LIMITS.pageSize, noun }}
      >
        {(answer) => {
          const items = rows(answer.data);
          return (
            <TableOrCards
              table={
                <PlainTable columns={[firstColumn, ...columns]} minWidth={0} wraps>
                  {items.map((row) => (
                    <PlainTableRow
                      key={row.key}
                      open={{ onOpen: row.onOpen }}
                      label={`Abrir ${row.title}`}
                      title={row.title}
                    >
                      {row.cells.map((cell, index) => (
                        <td key={columns[index]}>{cell}</td>
                      ))}
                    </PlainTableRow>
                  ))}
                </PlainTable>
              }
              cards={items.map((row) => (
                <UnstyledButton key={row.key} onClick={row.onOpen} aria-label={`Abrir ${row.title}`}>
                  <Paper withBorder p="md" radius="md">
                    <Text fw={700}>{row.title}</Text>
                    <Group gap="md" mt={4}>
                      {row.cells.map((cell, index) => (
                        <Text key={columns[index]} size="sm" c="dimmed" component="div">
                          {/* Cards have no column titles: a plain value says what it is. */}
                          {typeof cell === 'string' ? `${columns[index]}: ${cell}` : cell}
                        </Text>
                      ))}
                    </Group>
                  </Paper>
                </UnstyledButton>
              ))}
            />
          );
        }}
      </ListStates>
    </Stack>
  );
}
