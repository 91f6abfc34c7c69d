import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { SQUARE_IMAGE_LIMITS } from '../domain/rules/image-header';
import type { SquareImageMessages } from '../domain/rules/square-image';
import { squareImageFromFile } from '../lib/square-image-file';

interface SquareImagePickerProps {
  label: string;
  /** What the picture is, for its alternative text and the buttons ('Subir logo', 'Cambiar imagen'). */
  noun: string;
  alt: string;
  /** The picture shown: the one just chosen, or the saved one; null: none. */
  shown: string | null;
  /** What the empty square shows (the business's initial, an icon). */
  placeholder: ReactNode;
  messages: SquareImageMessages;
  readOnly: boolean;
  error?: ReactNode;
  onChosen: (dataUrl: string) => void;
  onError: (message: string) => void;
  onRemove: () => void;
}

/** A square picture (logo, product image): chosen from a file, cropped and scaled before it is sent; removable. */
export function SquareImagePicker({
  label,
  noun,
  alt,
  shown,
  placeholder,
  messages,
  readOnly,
  error,
  onChosen,
  onError,
  onRemove,
}: SquareImagePickerProps) {
  const [busy, setBusy] = useState(false);
  const { minSide, maxSide } = SQUARE_IMAGE_LIMITS;

  async function choose(file: File | null) {
    if (!file) return;
    setBusy(true);
    try {
      const result = await squareImageFromFile(file, messages);
      if ('error' in result) onError(result.error);
      else onChosen(result.dataUrl);
    } catch (failure) {
      onError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Group gap="md" wrap="nowrap" align="center">
        <Avatar src={shown} size={72} radius="md" alt={shown ? alt : undefined}>
          {placeholder}
        </Avatar>
        {!readOnly && (
          <Group gap="xs">
            <FileButton onChange={(file) => void choose(file)} accept="image/png,image/jpeg,image/webp">
              {(props) => (
                <Button variant="default" loading={busy} {...props}>
                  {shown ? `Cambiar ${noun}` : `Subir ${noun}`}
                </Button>
              )}
            </FileButton>
            {shown && (
              <Button variant="subtle" color="red" onClick={onRemove}>
                Quitar
              </Button>
            )}
          </Group>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        Imagen cuadrada de {minSide}x{minSide} a {maxSide}x{maxSide} px; se recorta al centro.
      </Text>
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
