import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StatusData } from '../../src/domain/contract/waitlist';
import { HostessBanners } from '../../src/features/waitlist/hostess/hostess-banners';

const STATUS: StatusData['status'] = {
  enabled: true,
  setup_complete: true,
  has_balance: true,
  timezone: 'America/Mexico_City',
  date: '2026-11-26',
  server_time: '2026-11-26T10:00:00.000-06:00',
};

function renderBanners(status: Partial<StatusData['status']>) {
  return render(
    <MantineProvider env="test">
      <HostessBanners
        status={{ ...STATUS, ...status }}
        onEnableReception={() => undefined}
        enabling={false}
      />
    </MantineProvider>,
  );
}

describe('reception banners', () => {
  it("tells the host when the public pages' daily message cap is reached", () => {
    renderBanners({ public_messages_capped: true });
    expect(screen.getByText('Límite diario de mensajes en línea')).toBeTruthy();
    expect(screen.getByText(/no reciben SMS hasta que baje el conteo/)).toBeTruthy();
  });

  it('shows nothing while reception is on, with balance and under the cap', () => {
    renderBanners({ public_messages_capped: false });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Límite diario de mensajes en línea')).toBeNull();
  });
});
