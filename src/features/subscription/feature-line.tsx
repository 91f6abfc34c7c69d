import { Text } from '@mantine/core';

/** A plan feature line: *text* is shown bold (02 §3 "Plan features"). */
export function FeatureLine({ text }: { text: string }) {
  const parts = text.split(/(\*[^*]+\*)/g).filter((part) => part !== '');
  return (
    <Text size="sm" component="span">
      {parts.map((part, index) =>
        part.startsWith('*') && part.endsWith('*') && part.length > 2 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed line never move
          <strong key={index}>{part.slice(1, -1)}</strong>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed line never move
          <span key={index}>{part}</span>
        ),
      )}
    </Text>
  );
}
