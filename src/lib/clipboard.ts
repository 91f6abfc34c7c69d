import { notifications } from '@mantine/notifications';

export interface CopyMessages {
  success: string;
  failure: string;
}

/** Spec 01 §8: copying a link. Other copies pass their own texts (e.g. 'Pedido copiado.'). */
export const LINK_COPY_MESSAGES: CopyMessages = {
  success: 'Enlace copiado.',
  failure: 'Error al copiar enlace.',
};

/** Copies with a hidden textarea: the Clipboard API only exists on secure origins (not a LAN IP). */
function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

async function writeText(text: string): Promise<boolean> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Permission denied or unfocused document: try the selection fallback.
    }
  }
  return copyWithSelection(text);
}

/** Copies `text` and tells the user how it went with a toast. Resolves with the outcome. */
export async function copyToClipboard(
  text: string,
  messages: CopyMessages = LINK_COPY_MESSAGES,
): Promise<boolean> {
  const copied = await writeText(text);
  notifications.show(
    copied ? { message: messages.success, color: 'teal' } : { message: messages.failure, color: 'red' },
  );
  return copied;
}
