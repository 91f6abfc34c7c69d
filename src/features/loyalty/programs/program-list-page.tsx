import { Button, Stack } from '@mantine/core';
import { IconHeartHandshake, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { LoyaltyProgram } from '../../../domain/contract/loyalty';
import { canAccess } from '../../../domain/roles';
import { accountSettingsQueryOptions } from '../../../lib/query/account-queries';
import { ListEmptyState } from '../../../ui/list-empty-state';
import { ListStates } from '../../../ui/list-states';
import { PageHeader } from '../../../ui/page-header';
import { TableOrCards } from '../../../ui/table-or-cards';
import { useCreateParam } from '../../../ui/use-create-param';
import { ProgramCardList } from './program-card-list';
import { ProgramEditorDrawer, type ProgramEditorTarget } from './program-editor-drawer';
import { usePrograms } from './program-queries';
import { ProgramTable } from './program-table';

const NO_PROGRAMS = (
  <ListEmptyState
    icon={<IconHeartHandshake size={32} />}
    title="Aún no hay programas de lealtad."
    description="Crea un monedero (cashback) o una tarjeta de sellos para premiar a tus clientes."
  />
);

/** 'Programas de lealtad' (01 §2.3): the company's programs; managers create and edit them. */
export function ProgramListPage() {
  const account = useQuery(accountSettingsQueryOptions()).data;
  const canWrite = canAccess(account?.roles ?? [], 'loyalty-programs-write');
  const programs = usePrograms();
  const [target, setTarget] = useState<ProgramEditorTarget>(null);
  // `?create=1` (the front's link when there are no programs) opens the editor for a new program.
  useCreateParam(() => {
    if (canWrite) setTarget({ program: null });
  });

  const openNew = () => setTarget({ program: null });
  const openProgram = (program: LoyaltyProgram) => setTarget({ program });
  const createButton = canWrite && (
    <Button leftSection={<IconPlus size={16} />} onClick={openNew}>
      Crear programa
    </Button>
  );

  return (
    <Stack gap="md">
      <PageHeader title="Programas de lealtad" align="center">
        {createButton}
      </PageHeader>
      <ListStates query={programs} errorTitle="No se pudieron cargar los programas" empty={NO_PROGRAMS}>
        {(list) => (
          <TableOrCards
            table={<ProgramTable programs={list} onOpen={openProgram} />}
            cards={<ProgramCardList programs={list} onOpen={openProgram} />}
          />
        )}
      </ListStates>
      <ProgramEditorDrawer target={target} canWrite={canWrite} onClose={() => setTarget(null)} />
    </Stack>
  );
}
