import { ActionIcon, Group, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { LOYALTY_LIMITS } from '../../../domain/contract/loyalty';

/** Common choices for the stamp's icon; any other emoji can be typed. */
export const COMMON_EMOJIS = ['⭐', '🌮', '☕', '🍕', '🍔', '🍩', '🍦', '🍺', '🎁', '❤️'] as const;

interface EmojiFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  disabled: boolean;
}

/** 'Ícono del sello': a row of common emojis and a box for any other. */
export function EmojiField({ value, onChange, error, disabled }: EmojiFieldProps) {
  return (
    <Stack gap={6}>
      <TextInput
        label="Ícono del sello"
        description="Elige uno o escribe otro emoji"
        value={value}
        maxLength={LOYALTY_LIMITS.styleIconMax}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
        disabled={disabled}
        w={260}
      />
      <Group gap={4}>
        {COMMON_EMOJIS.map((emoji) => (
          <ActionIcon
            key={emoji}
            variant={emoji === value ? 'filled' : 'default'}
            size="lg"
            aria-label={`Usar ${emoji}`}
            aria-pressed={emoji === value}
            onClick={() => onChange(emoji)}
            disabled={disabled}
          >
            <span aria-hidden>{emoji}</span>
          </ActionIcon>
        ))}
      </Group>
    </Stack>
  );
}
