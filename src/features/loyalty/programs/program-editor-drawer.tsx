import { Drawer, Text } from '@mantine/core';
import type { LoyaltyProgram } from '../../../domain/contract/loyalty';
import { ProgramEditorForm } from './program-editor-form';

/** What the drawer shows: nothing, a new program, or an existing one. */
export type ProgramEditorTarget = { program: LoyaltyProgram | null } | null;

interface ProgramEditorDrawerProps {
  target: ProgramEditorTarget;
  canWrite: boolean;
  onClose: () => void;
}

/** The program editor in a side drawer: 'Crear programa' or the program's name when editing. */
export function ProgramEditorDrawer({ target, canWrite, onClose }: ProgramEditorDrawerProps) {
  const program = target?.program ?? null;
  return (
    <Drawer
      opened={target !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={
        <Text fw={700} size="lg">
          {program ? program.name : 'Crear programa'}
        </Text>
      }
    >
      {target && (
        <ProgramEditorForm
          key={program?.id ?? 'new'}
          program={program}
          canWrite={canWrite}
          onClose={onClose}
        />
      )}
    </Drawer>
  );
}
