import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PublicLoyaltyProgram, PublicLoyaltyPrograms } from '../../src/domain/contract/loyalty';
import { clearLoggedInCookie, fakeApi } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';

const PATH = '/v1/public/loyalty/program/taqueria-demo';

const wallet: PublicLoyaltyProgram = {
  name: 'Monedero Taquero',
  type: 'cashback',
  conditions: 'No aplica con otras promociones.',
  percentage: 5,
  max_earn_amount: 50,
  min_purchase: 100,
  required_quantity: null,
  style_name_singular: 'Sello',
  style_name_plural: 'Sellos',
  style_icon: '⭐',
};
const tacos: PublicLoyaltyProgram = {
  ...wallet,
  name: 'Tarjeta de tacos',
  type: 'stampcard',
  conditions: null,
  percentage: null,
  max_earn_amount: null,
  min_purchase: 0,
  required_quantity: 5,
  style_name_singular: 'Taco',
  style_name_plural: 'Tacos',
  style_icon: '🌮',
};

function serve(page: PublicLoyaltyPrograms) {
  return fakeApi({ [`GET ${PATH}`]: () => ({ body: { data: page } }) });
}

beforeEach(() => {
  clearLoggedInCookie();
});

describe('the loyalty link of a business (/r/{username}/lealtad)', () => {
  it('shows each active program with its rule and how a customer gets a card, without a login', async () => {
    serve({ business: { name: 'Taquería Demo', image_url: null }, programs: [wallet, tacos] });
    renderApp('/r/taqueria-demo/lealtad');
    expect(await screen.findByRole('heading', { name: 'Taquería Demo' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(
      screen.getByText('Recibes 5% de cada compra en tu monedero (hasta $50.00 por compra).'),
    ).toBeTruthy();
    expect(screen.getByText('Compra mínima: $100.00')).toBeTruthy();
    expect(screen.getByText('Junta 5 tacos y recibe tu premio. Cada compra suma 1 taco.')).toBeTruthy();
    expect(screen.getByText('¿Cómo obtengo mi tarjeta?')).toBeTruthy();
    expect(screen.getByText('Al pagar, da tu número de celular en caja.')).toBeTruthy();
  });

  it('says so when the business has no active program', async () => {
    serve({ business: { name: 'Taquería Demo', image_url: null }, programs: [] });
    renderApp('/r/taqueria-demo/lealtad');
    expect(
      await screen.findByText('Este negocio no tiene un programa de lealtad activo por ahora.'),
    ).toBeTruthy();
  });

  it("says 'Negocio no encontrado.' for an unknown link", async () => {
    fakeApi({
      'GET /v1/public/loyalty/program/no-existe': () => ({
        status: 404,
        body: { message: 'Negocio no encontrado.', code: 'NOT_FOUND' },
      }),
    });
    renderApp('/r/no-existe/lealtad');
    expect(await screen.findByText('Negocio no encontrado.')).toBeTruthy();
  });
});
