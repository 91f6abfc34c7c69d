import { Text, UnstyledButton } from '@mantine/core';
import { LOYALTY_PROGRAM_TYPE_LABELS, type LoyaltyProgram } from '../../../domain/contract/loyalty';
import classes from '../transactions/loyalty-table.module.css';
import { programInformation } from './program-information';
import { ProgramStatusBadge } from './program-status-badge';

interface ProgramTableProps {
  programs: readonly LoyaltyProgram[];
  onOpen: (program: LoyaltyProgram) => void;
}

/** Name, status, type and information; a click on a row opens the program in the editor. */
export function ProgramTable({ programs, onOpen }: ProgramTableProps) {
  return (
    <div className={classes.scroll}>
      <table className={`${classes.table} ${classes.wraps}`}>
        <thead>
          <tr>
            <th>Nombre</th>
            <th>Estado</th>
            <th>Tipo</th>
            <th>Información</th>
          </tr>
        </thead>
        <tbody>
          {programs.map((program) => (
            <tr key={program.id} className={classes.row} onClick={() => onOpen(program)}>
              <td>
                {/* The row's click is also a button, for the keyboard and screen readers. */}
                <UnstyledButton
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(program);
                  }}
                  aria-label={`Abrir programa ${program.name}`}
                  mih={44}
                >
                  <Text fw={600}>{program.name}</Text>
                </UnstyledButton>
              </td>
              <td>
                <ProgramStatusBadge status={program.status} />
              </td>
              <td>{LOYALTY_PROGRAM_TYPE_LABELS[program.type]}</td>
              <td>{programInformation(program)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
