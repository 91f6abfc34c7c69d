import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CERTIFICATE_MESSAGES, type SatCertificate } from '../../src/domain/contract/invoicing-certificate';
import { backOfficeApi } from './helpers/back-office-api';
import { rejected } from './helpers/fake-api';
import { page } from './helpers/invoicing-fixtures';
import { renderApp } from './helpers/render-app';
import { eachTestStarts } from './helpers/session-hooks';

const LOAD = { timeout: 10_000 };

const CSD: SatCertificate = {
  id: 3,
  serial_number: '30001000000500003416',
  rfc: 'EKU9003173C9',
  legal_name: 'ESCUELA KEMPER URGATE',
  valid_from: '2023-05-18T11:43:51Z',
  valid_to: '2027-05-18T11:43:51Z',
};

const report = (rows: Record<string, string | number | null>[]) => ({
  body: {
    headers: [
      { key: 'number', title: 'Folio', type: 'string', align: 'left', hidden: false, aggregate: null },
      { key: 'pending', title: 'Pendiente', type: 'money', align: 'right', hidden: false, aggregate: null },
    ],
    pagination: { total_items: rows.length, limit: 100, offset: 0, count: rows.length },
    data: rows,
  },
});

eachTestStarts({ signedIn: true });

describe('Certificados (invoicing-certificate-list, -create)', { timeout: 30_000 }, () => {
  it('lists serial and validity, says they are shared, and offers Subir certificado and the issuer form', async () => {
    backOfficeApi(['super-admin'], {
      'POST /v1/invoicing/sat-certificate/search': () => page([CSD]),
      'GET /v1/invoicing/issuer': () => ({
        status: 404,
        body: { message: 'No encontrado.', code: 'NOT_FOUND' },
      }),
    });
    renderApp('/invoicing/certificates');
    expect(await screen.findByText('30001000000500003416', {}, LOAD)).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Número de serie',
      'Vigente desde',
      'Vigente hasta',
    ]);
    expect(
      screen.getByText('Los certificados se comparten entre todas las ubicaciones de tu negocio.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Subir certificado' }).getAttribute('href')).toBe(
      '/invoicing/certificates/create',
    );
    const issuer = screen.getByRole('region', { name: 'Datos fiscales del emisor' });
    expect(await within(issuer).findByRole('button', { name: 'Guardar datos fiscales' })).toBeTruthy();
  });

  it("an empty list says 'No hay certificados registrados'", async () => {
    backOfficeApi(['super-admin'], {
      'POST /v1/invoicing/sat-certificate/search': () => page([]),
      'GET /v1/invoicing/issuer': () => ({ body: { data: null } }),
    });
    renderApp('/invoicing/certificates');
    expect(await screen.findByText('No hay certificados registrados', {}, LOAD)).toBeTruthy();
  });

  it('the upload requires .cer, .key and password, sends them as base64, and shows the server refusal under its field', async () => {
    const api = backOfficeApi(['super-admin'], {
      'POST /v1/invoicing/sat-certificate': () => rejected('key_pwd', CERTIFICATE_MESSAGES.keyOrPassword),
    });
    renderApp('/invoicing/certificates/create');
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar' }, LOAD));
    expect(screen.getByText(CERTIFICATE_MESSAGES.cerRequired)).toBeTruthy();
    expect(screen.getByText(CERTIFICATE_MESSAGES.keyRequired)).toBeTruthy();
    expect(screen.getByText(CERTIFICATE_MESSAGES.pwdRequired)).toBeTruthy();

    const inputs = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
    await userEvent.upload(inputs[0] as HTMLInputElement, new File(['CER'], 'csd.cer'));
    await userEvent.upload(inputs[1] as HTMLInputElement, new File(['KEY'], 'csd.key'));
    await userEvent.type(screen.getByLabelText('Contraseña de la llave privada'), 'mala');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(CERTIFICATE_MESSAGES.keyOrPassword)).toBeTruthy();
    const body = api.callsTo('POST', '/v1/invoicing/sat-certificate')[0]?.body as Record<string, string>;
    expect(body.cer_data).toMatch(/;base64,Q0VS$/);
    expect(body.key_data).toMatch(/;base64,S0VZ$/);
    expect(body.key_pwd).toBe('mala');
  });
});

describe('Antigüedad de saldos (invoicing-receivable-aging-report)', { timeout: 30_000 }, () => {
  it('by invoice stamped only filters stamp_state; a row opens its invoice in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const api = backOfficeApi(['super-admin'], {
      'POST /v1/invoicing/reporting/receivable-aging-by-invoice': () =>
        report([{ id: 41, number: 'A-41', pending: 660 }]),
    });
    renderApp('/invoicing/receivable-aging');
    const type = (await screen.findByText('Tipo de reporte', {}, LOAD)).closest('label') as HTMLLabelElement;
    await userEvent.click(document.getElementById(type.htmlFor) as HTMLElement);
    await userEvent.click(await screen.findByRole('option', { name: 'Por factura (solo timbradas)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Procesar' }));
    const cell = await screen.findByText('A-41');
    expect(api.callsTo('POST', '/v1/invoicing/reporting/receivable-aging-by-invoice')[0]?.body).toEqual({
      offset: 0,
      limit: 100,
      filters: { stamp_state: 'stamp' },
      sort: [],
    });
    expect(cell.closest('a')?.getAttribute('target')).toBe('_blank');
    await userEvent.click(within(cell.closest('tr') as HTMLElement).getByText('$660.00'));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/invoicing/invoice/41', '_blank', 'noopener'));
    open.mockRestore();
  });
});
