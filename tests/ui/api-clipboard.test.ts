import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { copyToClipboard } from '../../src/lib/clipboard';

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  writeText.mockReset();
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  render(createElement(MantineProvider, { env: 'test' }, createElement(Notifications)));
});

afterEach(() => {
  act(() => notifications.clean());
});

describe('copyToClipboard (spec 01 §8 copy toasts)', () => {
  it('copies the text and shows "Enlace copiado."', async () => {
    writeText.mockResolvedValue(undefined);

    await act(() => copyToClipboard('https://mostrador.app/r/taqueria-demo'));

    expect(writeText).toHaveBeenCalledWith('https://mostrador.app/r/taqueria-demo');
    expect(await screen.findByText('Enlace copiado.')).toBeTruthy();
  });

  it('shows "Error al copiar enlace." when neither the Clipboard API nor the fallback can copy', async () => {
    writeText.mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    Object.assign(document, { execCommand: () => false });

    const copied = await act(() => copyToClipboard('https://mostrador.app/r/taqueria-demo'));

    expect(copied).toBe(false);
    expect(await screen.findByText('Error al copiar enlace.')).toBeTruthy();
  });

  it('uses the caller’s texts for other copies', async () => {
    writeText.mockResolvedValue(undefined);

    await act(() =>
      copyToClipboard('Pedido #12', { success: 'Pedido copiado.', failure: 'Error al copiar el pedido.' }),
    );

    expect(await screen.findByText('Pedido copiado.')).toBeTruthy();
  });
});
