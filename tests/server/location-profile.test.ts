import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, users } from '../../server/db/schema';
import { hashPassword } from '../../server/security/password';
import { dataOf } from '../../src/domain/contract/common';
import { LocationProfileSchema, PublicProfileSchema } from '../../src/domain/contract/location-profile';
import { PROFILE_MESSAGES as M } from '../../src/domain/rules/location-profile';
import { LOGO_MESSAGES } from '../../src/domain/rules/location-profile-image';
import { AGENDA_PASSWORD, type AgendaBusiness, createAgendaBusiness } from './helpers/agenda-fixture';
import { pngDataUrl } from './helpers/png-header';
import { bearer, loginAs, startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let biz: AgendaBusiness;
let other: AgendaBusiness;
let manager: string;
let reader: string;
let host: string;

beforeAll(async () => {
  t = await startTestApp();
  biz = await createAgendaBusiness(t.database.db, 'perfil');
  other = await createAgendaBusiness(t.database.db, 'otro-perfil');
  const email = 'gerente@perfil.agenda';
  const [user] = await t.database.db
    .insert(users)
    .values({
      email,
      name: 'Gerente',
      phone: '+525511112222',
      passwordHash: await hashPassword(AGENDA_PASSWORD),
    })
    .returning({ id: users.id });
  await t.database.db.insert(memberships).values({
    companyId: biz.companyId,
    locationId: biz.locationId,
    userId: user?.id ?? 0,
    roles: ['business-manager'],
  });
  manager = await loginAs(t.app, email, AGENDA_PASSWORD);
  reader = await loginAs(t.app, biz.logins.stats, AGENDA_PASSWORD);
  host = await loginAs(t.app, biz.logins.host, AGENDA_PASSWORD);
});
afterAll(async () => {
  await t?.close();
});

const path = (locationId = biz.locationId) => `/v1/business/location/${locationId}/profile`;
const read = (token = manager, locationId = biz.locationId) =>
  t.app.inject({ url: path(locationId), headers: bearer(token) });
const patch = (payload: object, token = manager, locationId = biz.locationId) =>
  t.app.inject({ method: 'PATCH', url: path(locationId), headers: bearer(token), payload });

async function saved(payload: object) {
  const response = await patch(payload);
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(dataOf(LocationProfileSchema), response.json()).data;
}

async function refused(payload: object): Promise<Record<string, string[]>> {
  const before = (await read()).json();
  const response = await patch(payload);
  expect(response.statusCode, response.body).toBe(422);
  expect((await read()).json(), 'nothing written').toEqual(before);
  return response.json().errors;
}

const PROFILE = {
  name: 'Barbería Perfil',
  description: 'Cortes clásicos y modernos en Coyoacán.',
  phone: '55 1234 5678',
  address: 'Av. Universidad 100, Coyoacán',
  zip_code: '04000',
  latitude: 19.35,
  longitude: -99.16,
  timezone: 'America/Mexico_City',
  social_links: [
    { type: 'instagram', value: 'https://instagram.com/barberia', enabled: true },
    { type: 'whatsapp', value: '55 8765 4321', enabled: false },
  ],
  pages: [
    {
      blocks: [
        {
          type: 'links',
          title: 'Nuestros enlaces',
          enabled: true,
          links: [
            { title: 'Menú', subtitle: 'PDF', url: 'https://example.com/menu.pdf', enabled: true },
            { title: 'Borrador', subtitle: '', url: 'https://example.com/oculto', enabled: false },
          ],
        },
        {
          type: 'button',
          title: 'Reserva',
          enabled: true,
          text: 'Reservar ahora',
          url: 'https://example.com/r',
        },
        { type: 'free_text', title: 'Aviso', enabled: false, content: 'Texto oculto' },
        { type: 'hours', title: 'Horario', enabled: true },
      ],
    },
  ],
  design: {
    bg_color: '#112233',
    bg_color2: '#223344',
    text_color: '#FFFFFF',
    card_bg_color: '#FFFFFF',
    card_text_color: '#000000',
    btn_bg_color: '#FF6600',
    btn_text_color: '#FFFFFF',
  },
};

describe('GET and PATCH /v1/business/location/{id}/profile', () => {
  it('saves the profile and reads it back, with the public page address', async () => {
    const profile = await saved(PROFILE);
    expect(profile).toMatchObject({
      ...PROFILE,
      phone: '+525512345678',
      username: biz.username,
      url: `${new URL(profile.url).origin}/r/${biz.username}`,
    });
    expect(v.parse(dataOf(LocationProfileSchema), (await read()).json()).data).toEqual(profile);
  });

  it('changes only the keys sent', async () => {
    const before = await saved(PROFILE);
    const after = await saved({ description: 'Nueva descripción' });
    expect(after).toEqual({ ...before, description: 'Nueva descripción' });
  });

  it('keeps a block closed (expanded false) for the public page; blocks saved before read as open', async () => {
    const blocks = [
      {
        type: 'free_text',
        title: 'Alergias',
        enabled: true,
        expanded: false,
        content: 'Pregunta al mesero.',
      },
      { type: 'hours', title: 'Horario', enabled: true },
    ];
    const response = await patch({ pages: [{ blocks }] });
    expect(response.statusCode, response.body).toBe(200);
    const published = await t.app.inject({ url: `/v1/public/profile/${biz.username}` });
    expect(
      published.json().data.pages[0].blocks.map((block: { expanded: boolean }) => block.expanded),
    ).toEqual([false, true]);
  });

  it('normalises the custom link with the onboarding rule, and refuses one taken by another business', async () => {
    expect((await saved({ username: '  Barbería Perfil.' })).username).toBe('barberia_perfil');
    expect(await refused({ username: other.username })).toEqual({ username: [M.usernameTaken] });
    expect(await refused({ username: 'a.' })).toEqual({ username: [M.usernameLength] });
    await saved({ username: biz.username });
  });

  it('answers every broken rule in Spanish on its field, nested', async () => {
    const errors = await refused({
      name: ' ',
      description: 'x'.repeat(161),
      social_links: [
        { type: 'instagram', value: 'https://instagram.com/a', enabled: true },
        { type: 'instagram', value: 'https://instagram.com/b', enabled: true },
        { type: 'facebook', value: 'javascript:alert(1)', enabled: true },
      ],
      pages: [
        {
          blocks: [
            {
              type: 'links',
              title: 'Enlaces',
              enabled: true,
              links: [{ title: 'Malo', url: 'javascript:alert(1)', enabled: true }],
            },
            { type: 'hours', title: 'Horario', enabled: true },
            { type: 'hours', title: 'Horario otra vez', enabled: true },
          ],
        },
      ],
      design: { ...PROFILE.design, bg_color: 'rojo' },
      zip_code: '123',
    });
    expect(errors).toEqual({
      name: [M.nameRequired],
      description: [M.tooLong(160)],
      'social_links.1.type': ['Ya existe un enlace para Instagram.'],
      'social_links.2.value': [M.socialValue],
      'pages.0.blocks.0.links.0.url': [M.url],
      'pages.0.blocks.2.type': ['Solo puedes agregar un bloque de tipo "Horario"'],
      'design.bg_color': [M.color],
      zip_code: [M.zipCode],
    });
  });

  it('stores a square logo of 500 to 1200 px and serves it from the public page', async () => {
    expect(await refused({ profile_image: pngDataUrl(400, 400) })).toEqual({
      profile_image: [LOGO_MESSAGES.tooSmall],
    });
    expect(await refused({ profile_image: pngDataUrl(1300, 1300) })).toEqual({
      profile_image: [LOGO_MESSAGES.tooLarge],
    });
    expect(await refused({ profile_image: pngDataUrl(600, 800) })).toEqual({
      profile_image: [LOGO_MESSAGES.notSquare],
    });
    expect(await refused({ profile_image: 'data:text/html;base64,PGgxPg==' })).toEqual({
      profile_image: [LOGO_MESSAGES.format],
    });
    const logo = pngDataUrl(600, 600);
    const profile = await saved({ profile_image: logo });
    expect(profile.image_url).toMatch(new RegExp(`^/v1/public/profile/${biz.username}/logo\\?v=\\d+$`));
    const served = await t.app.inject({ url: profile.image_url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.toString('base64')).toBe(logo.split(',')[1]);

    expect((await saved({ image_url: null })).image_url).toBeNull();
    expect((await t.app.inject({ url: `/v1/public/profile/${biz.username}/logo` })).statusCode).toBe(404);
  });

  it('answers 404 for another location, of this company or another', async () => {
    expect((await read(manager, other.locationId)).statusCode).toBe(404);
    expect((await patch({ name: 'Intruso' }, manager, other.locationId)).statusCode).toBe(404);
  });

  it('a business reader reads but cannot edit; the host cannot read (roles)', async () => {
    expect((await read(reader)).statusCode).toBe(200);
    expect((await patch({ name: 'Lector' }, reader)).statusCode).toBe(403);
    expect((await read(host)).statusCode).toBe(403);
    expect((await patch({ name: 'Anfitrión' }, host)).statusCode).toBe(403);
  });
});

describe('GET /v1/public/profile/{username}', () => {
  it('gives only what a customer may see: enabled rows, the location hours, no ids, no staff', async () => {
    await saved(PROFILE);
    const response = await t.app.inject({ url: `/v1/public/profile/${biz.username}` });
    expect(response.statusCode).toBe(200);
    const page = v.parse(
      v.strictObject({ data: v.strictObject(PublicProfileSchema.entries) }),
      response.json(),
    ).data;
    expect(page.social_links.map((link) => link.type)).toEqual(['instagram']);
    expect(page.pages[0]?.blocks.map((block) => block.type)).toEqual(['links', 'button', 'hours']);
    const links = page.pages[0]?.blocks[0];
    expect(links?.type === 'links' && links.links.map((link) => link.title)).toEqual(['Menú']);
    expect(page.hours).toEqual([
      { open_time: '09:00', close_time: '13:00', days_of_week: expect.arrayContaining(['monday']) },
    ]);
    expect(page.open).toEqual({ waitlist: true, booking: true, order: false, loyalty: false });
    expect(response.body).not.toMatch(/"id"|company|Gerente|5511112222|agenda\b.*@|Texto oculto|Borrador/);
  });

  it('answers 404 for an unknown link', async () => {
    const response = await t.app.inject({ url: '/v1/public/profile/no-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Negocio no encontrado.');
  });
});
