import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { LoyaltyProgram } from '../../../domain/contract/loyalty';
import { cleanPhoneOrCode, isValidLoyaltyPhone, toE164 } from '../../../domain/rules/phone';
import { type PrepareInput, readPhoneOrCode } from './phone-or-code';

interface PhoneOrCodeDialogProps {
  program: LoyaltyProgram;
  preparing: boolean;
  onSubmit: (input: PrepareInput) => void;
  onClose: () => void;
}

const HINT = 'Teléfono a 10 dígitos (se agrega +52) o el código de 6 dígitos de su tarjeta.';

/** 'Teléfono o código' (01 §5.1): only digits and + are kept; Enter looks the customer up. */
export function PhoneOrCodeDialog({ program, preparing, onSubmit, onClose }: PhoneOrCodeDialogProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = readPhoneOrCode(value);
    if ('error' in input) setError(input.error);
    else onSubmit(input);
  };

  const phone = /^\d{10}$/.test(value) && isValidLoyaltyPhone(value) ? toE164(value) : null;

  return (
    <Modal opened onClose={onClose} title={`Teléfono o código · ${program.name}`}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Teléfono o código"
            description={phone ? `Se buscará el teléfono ${phone}` : HINT}
            placeholder="5512345678 o 123456"
            inputMode="tel"
            autoComplete="off"
            size="lg"
            data-autofocus
            maxLength={20}
            value={value}
            error={error}
            onChange={(event) => {
              setValue(cleanPhoneOrCode(event.currentTarget.value));
              setError(null);
            }}
          />
          <Group justify="flex-end" gap="sm" grow>
            <Button variant="default" size="md" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" size="md" loading={preparing}>
              Continuar
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
