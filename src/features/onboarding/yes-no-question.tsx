import { Button, Group, Stack, Text } from '@mantine/core';

interface YesNoQuestionProps {
  question: string;
  /** The answer given, undefined while unanswered. */
  value: boolean | undefined;
  onAnswer: (value: boolean) => void;
}

/** One preference question answered with 'Sí' or 'No'; the chosen answer stays highlighted. */
export function YesNoQuestion({ question, value, onAnswer }: YesNoQuestionProps) {
  return (
    <Stack gap={6} role="group" aria-label={question}>
      <Text fw={600}>{question}</Text>
      <Group grow gap="sm">
        {[true, false].map((option) => (
          <Button
            key={String(option)}
            variant={value === option ? 'filled' : 'default'}
            aria-pressed={value === option}
            onClick={() => onAnswer(option)}
          >
            {option ? 'Sí' : 'No'}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
