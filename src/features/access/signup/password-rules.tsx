import { List, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { passwordProblems } from '../../../domain/rules/account-rules';

/** The parts of the password hint (02 §5), as passwordProblems names what is missing. */
const RULES = [
  { problem: '8 caracteres', label: 'Mínimo 8 caracteres' },
  { problem: 'una mayúscula', label: 'Una mayúscula' },
  { problem: 'una minúscula', label: 'Una minúscula' },
  { problem: 'un número', label: 'Un número' },
] as const;

/**
 * The password hint (02 §5) as a checklist, each rule ticked off live as the user types; a refused
 * password shows the hint's sentence once, as the field's error.
 */
export function PasswordRules({ password, id }: { password: string; id?: string }) {
  const problems = passwordProblems(password);
  return (
    <div id={id}>
      <List size="xs" spacing={2} listStyleType="none">
        {RULES.map(({ problem, label }) => {
          const met = !problems.includes(problem);
          return (
            <List.Item
              key={problem}
              c={met ? 'green.8' : 'dimmed'}
              icon={
                met ? <IconCircleCheck size={14} aria-hidden /> : <IconCircleDashed size={14} aria-hidden />
              }
            >
              {label}
              <VisuallyHidden>{met ? ' (cumplido)' : ' (pendiente)'}</VisuallyHidden>
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}
