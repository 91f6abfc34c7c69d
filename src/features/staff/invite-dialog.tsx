import { Alert, Button, Flex, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type InviteBody, InviteBodySchema } from '../../domain/contract/account';
import { STAFF_ROLE_LABELS, type StaffRole } from '../../domain/rules/staff-roles';
import { applyFormErrors } from '../../lib/api/form-errors';
import { schemaFieldErrors } from '../../lib/api/schema-errors';
import { inviteStaff } from './staff-api';
import { STAFF_ROLE_DESCRIPTIONS } from './staff-labels';

/** On a phone the buttons stack full width, the primary one on top; from `xs` they sit side by side. */
const BUTTON_WIDTH = { base: '100%', xs: 'auto' };

interface InviteDialogProps {
  opened: boolean;
  /** The roles this user may give (never empty while the dialog can open). */
  roles: readonly StaffRole[];
  onClose: () => void;
  /** After a successful invite: the list reads the pending invitations again. */
  onInvited: () => void;
}

/** 02 §2 Staff invite (settings-user-invite): name, e-mail and role, then 'Invitación enviada'. */
export function InviteDialog({ opened, roles, onClose, onInvited }: InviteDialogProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const close = () => {
    setSentTo(null);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={sentTo ? 'Invitación enviada' : 'Invitar usuario'}
      size={560}
      centered
    >
      {sentTo ? (
        <Stack gap="md">
          <Text style={{ overflowWrap: 'anywhere' }}>
            Enviamos un correo electrónico a <strong>{sentTo}</strong> con las instrucciones para unirse a tu
            negocio.
          </Text>
          <Group justify="flex-end">
            <Button onClick={close}>Aceptar</Button>
          </Group>
        </Stack>
      ) : (
        <InviteForm
          roles={roles}
          onCancel={close}
          onSent={(email) => {
            setSentTo(email);
            onInvited();
          }}
        />
      )}
    </Modal>
  );
}

interface InviteFormProps {
  roles: readonly StaffRole[];
  onCancel: () => void;
  onSent: (email: string) => void;
}

function InviteForm({ roles, onCancel, onSent }: InviteFormProps) {
  const form = useForm<InviteBody>({
    initialValues: {
      name: '',
      email: '',
      role: roles.includes('operator') ? 'operator' : (roles[0] ?? 'operator'),
    },
    validate: (values) => schemaFieldErrors(InviteBodySchema, values),
  });
  const invite = useMutation({ mutationFn: inviteStaff });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.onSubmit((values) => {
    setFailure(null);
    const body = { ...values, name: values.name.trim(), email: values.email.trim() };
    invite.mutate(body, {
      onSuccess: () => onSent(body.email),
      onError: (error) => {
        if (!applyFormErrors(form, error)) setFailure(error.message);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Nombre"
          required
          autoComplete="off"
          data-autofocus
          {...form.getInputProps('name')}
        />
        <TextInput
          label="Correo electrónico"
          required
          type="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          {...form.getInputProps('email')}
        />
        <Radio.Group label="Rol" {...form.getInputProps('role')}>
          <Stack gap="xs" mt={6}>
            {roles.map((role) => (
              <Radio
                key={role}
                value={role}
                label={STAFF_ROLE_LABELS[role]}
                description={STAFF_ROLE_DESCRIPTIONS[role]}
              />
            ))}
          </Stack>
        </Radio.Group>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
          <Button variant="default" w={BUTTON_WIDTH} onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="submit" w={BUTTON_WIDTH} loading={invite.isPending}>
            Enviar invitación
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
