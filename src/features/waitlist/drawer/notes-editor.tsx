import { Button, Group, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { REGISTRATION_MESSAGES } from '../../../domain/contract/queue-registration';
import type { QueueItem } from '../../../domain/contract/waitlist';
import { useSaveNotes } from '../api/queue-changes';
import { newIntentKey } from '../api/queued-answer';

export const NOTES_MAX_LENGTH = 255;
export const SAVED_MESSAGE = 'Los datos se guardaron correctamente.';

/**
 * Notes of an item (01 §4.7, §5.5): max 255, 'No hay cambios para guardar' when unchanged; a
 * refused save puts the previous notes back in the field and says why.
 */
export function NotesEditor({ item }: { item: QueueItem }) {
  const saved = item.notes ?? '';
  const [draft, setDraft] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveNotes();

  // The saved notes change with the list (a save here, an edit on another tablet): show them.
  useEffect(() => setDraft(saved), [saved]);

  const submit = () => {
    const notes = draft.trim();
    if (notes === saved) return setError(REGISTRATION_MESSAGES.noChanges);
    if (notes.length > NOTES_MAX_LENGTH) return setError(REGISTRATION_MESSAGES.notes);
    setError(null);
    save.mutate(
      { item, notes: notes || null, idempotencyKey: newIntentKey() },
      {
        onSuccess: (outcome) => {
          if (!outcome.queued) notifications.show({ color: 'green', message: SAVED_MESSAGE });
        },
        onError: (failure) => {
          setDraft(saved);
          setError(failure.message);
        },
      },
    );
  };

  return (
    <Stack gap={6}>
      <Textarea
        label="Notas"
        rows={3}
        value={draft}
        error={error}
        description={`${draft.trim().length}/${NOTES_MAX_LENGTH}`}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
          setError(null);
        }}
      />
      <Group justify="flex-end">
        <Button size="sm" variant="light" onClick={submit} loading={save.isPending}>
          Guardar notas
        </Button>
      </Group>
    </Stack>
  );
}
