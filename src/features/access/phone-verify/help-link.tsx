import { Anchor, Group } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { runtimeConfigField } from '../../../lib/runtime-config';

const HELP_TEXT = 'Hola, necesito ayuda para verificar mi celular en Mostrador.';

/** The support WhatsApp number, from the runtime configuration (/config.js `supportWhatsapp`). */
export function supportWhatsapp(): string | null {
  const value = runtimeConfigField('supportWhatsapp');
  const digits = typeof value === 'string' ? value.replace(/\D/g, '') : '';
  return digits.length >= 10 ? digits : null;
}

/** 'Ayuda por WhatsApp' (02 §2 phone verification): a chat with support, the question written. */
export function HelpLink() {
  const number = supportWhatsapp();
  if (!number) return null;
  return (
    <Group justify="center">
      <Anchor
        href={`https://wa.me/${number}?text=${encodeURIComponent(HELP_TEXT)}`}
        target="_blank"
        rel="noopener noreferrer"
        size="sm"
      >
        <Group gap={4} component="span">
          <IconBrandWhatsapp size={16} aria-hidden />
          Ayuda por WhatsApp
        </Group>
      </Anchor>
    </Group>
  );
}
