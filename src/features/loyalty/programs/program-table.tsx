import { LOYALTY_PROGRAM_TYPE_LABELS, type LoyaltyProgram } from '../../../domain/contract/loyalty';
import { PlainTable } from '../../../ui/plain-table';
import { PlainTableRow } from '../../../ui/plain-table-row';
import { programInformation } from './program-information';
import { ProgramStatusBadge } from './program-status-badge';

interface ProgramTableProps {
  programs: readonly LoyaltyProgram[];
  onOpen: (program: LoyaltyProgram) => void;
}

const COLUMNS = ['Nombre', 'Estado', 'Tipo', 'Información'];

/** Name, status, type and information; a click on a row opens the program in the editor. */
export function ProgramTable({ programs, onOpen }: ProgramTableProps) {
  return (
    <PlainTable columns={COLUMNS} minWidth={0} wraps>
      {programs.map((program) => (
        <PlainTableRow
          key={program.id}
          open={{ onOpen: () => onOpen(program) }}
          label={`Abrir programa ${program.name}`}
          title={program.name}
        >
          <td>
            <ProgramStatusBadge status={program.status} />
          </td>
          <td>{LOYALTY_PROGRAM_TYPE_LABELS[program.type]}</td>
          <td>{programInformation(program)}</td>
        </PlainTableRow>
      ))}
    </PlainTable>
  );
}
