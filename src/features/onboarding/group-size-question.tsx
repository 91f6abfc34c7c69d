import { Button, NativeSelect, Stack } from '@mantine/core';
import { useState } from 'react';
import { DEFAULT_GROUP_SIZE, GROUP_SIZE_OPTIONS, PREFERENCE_QUESTION_TEXT } from './preference-questions';
import { YesNoQuestion } from './yes-no-question';

interface GroupSizeQuestionProps {
  /** 0 (no groups) or 2 to 100; undefined while unanswered. */
  value: number | undefined;
  onAnswer: (value: number) => void;
}

/** Groups or not; with groups, their largest size (2 to 100, 10 to start). */
export function GroupSizeQuestion({ value, onAnswer }: GroupSizeQuestionProps) {
  const [wantsGroups, setWantsGroups] = useState<boolean | undefined>(
    value === undefined ? undefined : value > 0,
  );
  const [size, setSize] = useState(String(value || DEFAULT_GROUP_SIZE));

  const answer = (groups: boolean) => {
    setWantsGroups(groups);
    if (!groups) onAnswer(0);
  };

  return (
    <Stack gap="sm">
      <YesNoQuestion question={PREFERENCE_QUESTION_TEXT.group_size} value={wantsGroups} onAnswer={answer} />
      {wantsGroups && (
        <>
          <NativeSelect
            label="Tamaño máximo de grupo"
            data={GROUP_SIZE_OPTIONS}
            value={size}
            onChange={(event) => setSize(event.currentTarget.value)}
          />
          <Button fullWidth onClick={() => onAnswer(Number(size))}>
            Continuar
          </Button>
        </>
      )}
    </Stack>
  );
}
