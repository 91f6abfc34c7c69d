import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LocationProfile, PublicProfile } from '../../src/domain/contract/location-profile';
import { DEFAULT_DESIGN } from '../../src/domain/rules/location-profile';
import { backOfficeApi } from './helpers/back-office-api';
import { renderApp } from './helpers/render-app';
import { eachTestStarts } from './helpers/session-hooks';

const PATH = '/v1/business/location/1/profile';
const PUBLIC_PATH = '/v1/public/profile/taqueria-demo';
const FIRST_SCREEN = { timeout: 15_000 };

const SAVED: LocationProfile = {
  id: 1,
  name: 'Taquería Demo',
  username: 'taqueria-demo',
  url: 'http://localhost:8080/r/taqueria-demo',
  description: 'Tacos al pastor desde 1990.',
  category_id: null,
  image_url: null,
  phone: null,
  address: null,
  zip_code: null,
  latitude: null,
  longitude: null,
  timezone: 'America/Mexico_City',
  social_links: [{ type: 'instagram', value: 'https://instagram.com/taqueria', enabled: true }],
  pages: [
    {
      blocks: [
        {
          type: 'links',
          title: 'Nuestros enlaces',
          enabled: true,
          expanded: true,
          links: [{ title: 'Menú del día', subtitle: '', url: 'https://example.com/menu', enabled: true }],
        },
      ],
    },
  ],
  design: DEFAULT_DESIGN,
};

function publicPage(profile: LocationProfile): PublicProfile {
  return {
    name: profile.name,
    username: profile.username,
    description: profile.description,
    image_url: profile.image_url,
    phone: null,
    address: null,
    zip_code: null,
    latitude: null,
    longitude: null,
    social_links: profile.social_links,
    pages: profile.pages,
    design: profile.design,
    hours: [],
    open: { waitlist: true, booking: false, order: false, loyalty: false },
  };
}

function serve(roles: string[] = ['business-manager']) {
  let stored = SAVED;
  return backOfficeApi(roles, {
    [`GET ${PATH}`]: () => ({ body: { data: stored } }),
    [`PATCH ${PATH}`]: (body) => {
      stored = { ...stored, ...(body as Partial<LocationProfile>) };
      return { body: { data: stored } };
    },
    [`GET ${PUBLIC_PATH}`]: () => ({ body: { data: publicPage(stored) } }),
    'GET /v1/business/category': () => ({ body: { data: [{ id: 1, name: 'Restaurante' }] } }),
  });
}

eachTestStarts({ signedIn: true });

const preview = () => screen.getByRole('region', { name: 'Vista previa del perfil' });

describe('business profile (settings-location-profile)', { timeout: 30_000 }, () => {
  it('the preview is the public page, says "Guarda para actualizar" while dirty and refreshes after saving', async () => {
    const api = serve();
    renderApp('/settings/profile');
    const name = await screen.findByLabelText(/Nombre/, {}, FIRST_SCREEN);
    expect(await within(preview()).findByRole('heading', { name: 'Taquería Demo' })).toBeTruthy();
    expect(
      within(preview())
        .getByRole('link', { name: /Menú del día/ })
        .getAttribute('rel'),
    ).toBe('noopener noreferrer');
    expect(screen.queryByText('Guarda para actualizar')).toBeNull();
    expect(screen.getByRole('link', { name: /Ver perfil/ }).getAttribute('href')).toBe(SAVED.url);

    await userEvent.clear(name);
    await userEvent.type(name, 'Tacos Doña Lupe');
    expect(screen.getByText('Guarda para actualizar')).toBeTruthy();
    expect(within(preview()).getByRole('heading', { name: 'Taquería Demo' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Los datos se guardaron correctamente.')).toBeTruthy();
    expect(await within(preview()).findByRole('heading', { name: 'Tacos Doña Lupe' })).toBeTruthy();
    expect(screen.queryByText('Guarda para actualizar')).toBeNull();
    const body = api.callsTo('PATCH', PATH)[0]?.body as Record<string, unknown>;
    expect(body.name).toBe('Tacos Doña Lupe');
    expect(body).not.toHaveProperty('username');
  });

  it('asks "Sí, eliminar" before deleting a link, and deletes it only then', async () => {
    serve();
    renderApp('/settings/profile');
    await userEvent.click(await screen.findByRole('tab', { name: 'Contenido' }, FIRST_SCREEN));
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar el enlace «Menú del día»' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByDisplayValue('Menú del día')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar el enlace «Menú del día»' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, eliminar' }),
    );
    await waitFor(() => expect(screen.queryByDisplayValue('Menú del día')).toBeNull());
    expect(screen.getByText('Guarda para actualizar')).toBeTruthy();
  });

  it('refuses a second link for the same network under its input, without calling the server', async () => {
    const api = serve();
    renderApp('/settings/profile');
    await userEvent.click(await screen.findByRole('tab', { name: 'Enlaces' }, FIRST_SCREEN));
    await userEvent.click(screen.getByRole('button', { name: 'Agregar red social' }));
    const second = screen.getAllByText('Red')[1]?.closest('label') as HTMLLabelElement;
    await userEvent.click(document.getElementById(second.htmlFor) as HTMLElement);
    await userEvent.click(await screen.findByRole('option', { name: 'Instagram' }));
    await userEvent.type(
      screen.getAllByRole('textbox', { name: 'Enlace o dato' })[1] as HTMLElement,
      'https://instagram.com/otra',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Ya existe un enlace para Instagram.')).toBeTruthy();
    expect(screen.getByText('Por favor, corrige los errores.')).toBeTruthy();
    expect(api.callsTo('PATCH', PATH)).toHaveLength(0);
  });

  it("a block saved closed ('Abierto' off) shows only its title on the public page until opened", async () => {
    const api = serve();
    renderApp('/settings/profile');
    await screen.findByLabelText(/Nombre/, {}, FIRST_SCREEN);
    expect(await within(preview()).findByText('Nuestros enlaces')).toBeTruthy();
    expect(within(preview()).getByText('Nuestros enlaces').closest('details')).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Contenido' }));
    await userEvent.click(await screen.findByRole('switch', { name: 'Abierto' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Los datos se guardaron correctamente.')).toBeTruthy();
    const body = api.callsTo('PATCH', PATH)[0]?.body as LocationProfile;
    expect(body.pages[0]?.blocks[0]).toMatchObject({ title: 'Nuestros enlaces', expanded: false });

    await waitFor(() => {
      const closed = within(preview()).getByText('Nuestros enlaces').closest('details');
      expect(closed).not.toBeNull();
      expect(closed?.open).toBe(false);
    });
  });

  it('a business reader sees the profile but cannot save it', async () => {
    serve(['business-reader']);
    renderApp('/settings/profile');
    expect(await screen.findByLabelText(/Nombre/, {}, FIRST_SCREEN)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
  });
});
