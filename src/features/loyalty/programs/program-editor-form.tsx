import { Alert, Button, Divider, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { LoyaltyProgram } from '../../../domain/contract/loyalty';
import { programFormToBody, programFormValues } from '../../../domain/rules/loyalty-program-form';
import { ProgramNameFields, ProgramRuleFields } from './program-common-fields';
import {
  applyProgramErrors,
  type ProgramEditorValues,
  programEditorErrors,
  toProgramFormValues,
} from './program-editor-values';
import { useSaveProgram } from './program-queries';
import { ProgramStatusField } from './program-status-field';
import { ProgramTypeField } from './program-type-field';
import { CashbackFields, StampcardFields } from './program-type-fields';

export const PROGRAM_SAVED_MESSAGE = 'Los datos se guardaron correctamente.';

interface ProgramEditorFormProps {
  /** null: a new program. */
  program: LoyaltyProgram | null;
  /** Only a loyalty manager saves; a canceled program opens read-only for everyone. */
  canWrite: boolean;
  onClose: () => void;
}

/** The program editor of 01 §5.1: type, name, conditions, the type's fields, the rules, the status. */
export function ProgramEditorForm({ program, canWrite, onClose }: ProgramEditorFormProps) {
  const form = useForm<ProgramEditorValues>({
    initialValues: programFormValues(program),
    validate: programEditorErrors,
  });
  const save = useSaveProgram();
  const editing = program !== null;
  const readOnly = !canWrite || program?.status === 'canceled';
  const { type } = form.values;

  const submit = form.onSubmit((values) => {
    const body = programFormToBody(toProgramFormValues(values));
    if (!body.ok) {
      form.setErrors(body.errors);
      return;
    }
    const request = program ? { id: program.id, patch: body.patch } : { id: null, create: body.create };
    save.mutate(request, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: PROGRAM_SAVED_MESSAGE });
        onClose();
      },
      onError: (error) => {
        const message = applyProgramErrors(form, error);
        if (message) notifications.show({ color: 'red', message });
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {program?.status === 'canceled' && (
          <Alert color="gray" title="Programa cancelado">
            Un programa cancelado no se puede modificar ni reactivar.
          </Alert>
        )}
        <ProgramTypeField
          value={type}
          onChange={(next) => form.setFieldValue('type', next)}
          error={form.errors.type}
          disabled={editing || readOnly}
        />
        <ProgramNameFields form={form} readOnly={readOnly} />
        {type === 'cashback' && <CashbackFields form={form} readOnly={readOnly} />}
        {type === 'stampcard' && <StampcardFields form={form} editing={editing} readOnly={readOnly} />}
        <ProgramRuleFields form={form} readOnly={readOnly} />
        {editing && !readOnly && (
          <>
            <Divider />
            <ProgramStatusField
              value={form.values.status}
              onChange={(status) => form.setFieldValue('status', status)}
              error={form.errors.status}
            />
          </>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {readOnly ? 'Cerrar' : 'Cancelar'}
          </Button>
          {!readOnly && (
            <Button type="submit" loading={save.isPending}>
              Guardar
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
