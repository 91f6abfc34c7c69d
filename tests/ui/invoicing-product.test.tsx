import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { backOfficeApi } from './helpers/back-office-api';
import { catalogProduct } from './helpers/catalog-product-fixture';
import { renderApp } from './helpers/render-app';
import { eachTestStarts } from './helpers/session-hooks';

const LOAD = { timeout: 10_000 };

eachTestStarts({ signedIn: true });

/** The label's value in the section (DetailFields: a label over its value). */
const field = (section: HTMLElement, label: string) =>
  within(section).getByText(label).nextElementSibling?.textContent;

describe('Producto (invoicing-product-item)', { timeout: 30_000 }, () => {
  it('shows what invoicing uses of the product, read-only, and links to the catalog to edit it', async () => {
    backOfficeApi(['super-admin'], {
      'GET /v1/product/product/3': () => ({
        body: {
          data: catalogProduct({
            name: 'Cerveza clara',
            sat_product_key: '50202200',
            sat_unit_key: 'H87',
            ieps_percent: 26.5,
            price: 58,
            pre_tax_price: '39.5430',
          }),
        },
      }),
    });
    renderApp('/invoicing/product/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cerveza clara' }, LOAD)).toBeTruthy();
    expect(document.title).toBe('Producto · Mostrador');
    const section = screen.getByRole('region', { name: 'Datos para facturar' });
    expect(field(section, 'Clave SAT de producto o servicio')).toMatch(/^50202200 · \S/);
    expect(field(section, 'Clave SAT de unidad')).toMatch(/^H87 · \S/);
    expect(field(section, 'Impuestos')).toBe('IVA 16 % e IEPS 26.5 %');
    expect(field(section, 'Impuesto en la factura')).toBe('IEPS 26.5 % e IVA 16 % (cerveza)');
    expect(field(section, 'Precio (incluye impuestos)')).toBe('$58.00');
    expect(field(section, 'Precio antes de impuestos')).toBe('$39.54');
    expect(field(section, 'Estado')).toBe('Activo');
    expect(within(section).queryByRole('textbox')).toBeNull();
    const edit = screen.getByRole('link', { name: 'Editar en el catálogo' });
    expect(edit.getAttribute('href')).toBe('/settings/products?producto=3');
  });

  it("an unset SAT key says what the invoice uses instead; a service's link goes to the services", async () => {
    backOfficeApi(['super-admin'], {
      'GET /v1/product/product/4': () => ({
        body: {
          data: catalogProduct({
            id: 4,
            type: 'service',
            name: 'Corte',
            sat_product_key: null,
            sat_unit_key: null,
            status: 'inactive',
          }),
        },
      }),
    });
    renderApp('/invoicing/product/4');
    const section = await screen.findByRole('region', { name: 'Datos para facturar' }, LOAD);
    expect(field(section, 'Clave SAT de producto o servicio')).toBe(
      'Sin asignar: la factura usa 90101501 · Restaurantes',
    );
    expect(field(section, 'Estado')).toBe('Inactivo');
    expect(screen.getByRole('link', { name: 'Editar en el catálogo' }).getAttribute('href')).toBe(
      '/settings/services?servicio=4',
    );
  });

  it('a product that does not exist shows the not-found page', async () => {
    backOfficeApi(['super-admin'], {});
    renderApp('/invoicing/product/99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }, LOAD)).toBeTruthy();
  });
});
