import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LocationProfilePatchSchema } from '../../src/domain/contract/location-profile';
import {
  blockIssues,
  canAddBlock,
  normalizeProfileUsername,
  PROFILE_MESSAGES,
  profileUsername,
  safeHref,
  socialLinkHref,
  socialLinkIssues,
} from '../../src/domain/rules/location-profile';
import { LOGO_MESSAGES, logoIssue } from '../../src/domain/rules/location-profile-image';
import { squareCrop } from '../../src/domain/rules/square-image';
import { pngDataUrl } from '../server/helpers/png-header';

describe('the custom link of the business profile (02 §5: 3 to 30 letters, numbers, hyphens, periods)', () => {
  it.each([
    // Typed → stored.
    ['taqueria-demo', 'taqueria-demo'],
    ['tacos_el_guero', 'tacos_el_guero'],
    ['  Barbería Perfil.', 'barberia_perfil'],
    ['Tacos--El  Güero', 'tacos-el_guero'],
    ['Café - Bar', 'cafe-bar'],
    ['-tacos-', 'tacos'],
    ['.tacos..el.guero.', 'tacos.el.guero'],
    ['a.-b', 'a-b'],
    ['ÁBC!!', 'abc'],
    ['javascript:alert(1)', 'javascriptalert1'],
    [`${'x'.repeat(29)}-abc`, 'x'.repeat(29)],
    ['y'.repeat(40), 'y'.repeat(30)],
  ])('%j → %j', (typed, stored) => {
    expect(normalizeProfileUsername(typed)).toBe(stored);
    expect(profileUsername(typed)).toEqual({ username: stored });
  });

  it.each(['', 'ab', '--', '.a.', '¡¡!!', 'a-'])('%j is refused: too short once normalised', (typed) => {
    expect(profileUsername(typed)).toEqual({ error: 'El enlace debe tener de 3 a 30 caracteres.' });
  });

  it('keeps what it stores as it is', () => {
    for (const typed of ['Tacos El Güero', 'mi-negocio.mx', `${'z'.repeat(31)}`, 'a - b - c']) {
      const stored = normalizeProfileUsername(typed);
      expect(normalizeProfileUsername(stored)).toBe(stored);
    }
  });
});

describe('one link per social network, one block of each fixed kind (02 §5)', () => {
  it('names the repeated row with the spec message', () => {
    expect(
      socialLinkIssues([
        { type: 'instagram' },
        { type: 'facebook' },
        { type: 'instagram' },
        { type: 'email' },
      ]),
    ).toEqual([{ path: 'social_links.2.type', message: 'Ya existe un enlace para Instagram.' }]);
    expect(socialLinkIssues([{ type: 'email' }, { type: 'email' }])[0]?.message).toBe(
      'Ya existe un enlace para Correo electrónico.',
    );
  });

  it('lets links, button and free text repeat, not hours or location', () => {
    const blocks = [{ type: 'links' }, { type: 'links' }, { type: 'button' }, { type: 'hours' }] as const;
    expect(blockIssues(blocks)).toEqual([]);
    expect(blockIssues([...blocks, { type: 'location' }, { type: 'location' }])).toEqual([
      { path: 'pages.0.blocks.5.type', message: 'Solo puedes agregar un bloque de tipo "Ubicación"' },
    ]);
    expect(canAddBlock(blocks, 'links')).toBe(true);
    expect(canAddBlock(blocks, 'hours')).toBe(false);
    expect(canAddBlock(blocks, 'location')).toBe(true);
  });
});

describe('links a public page renders', () => {
  it.each([
    ['https://example.com/a', 'https://example.com/a'],
    ['http://example.com', 'http://example.com/'],
    ['mailto:hola@example.com', 'mailto:hola@example.com'],
    ['tel:+525512345678', 'tel:+525512345678'],
    ['javascript:alert(1)', null],
    ['  JavaScript:alert(1)', null],
    ['data:text/html,<b>x</b>', null],
    ['/relativo', null],
  ])('%j → %j', (stored, href) => {
    expect(safeHref(stored)).toBe(href);
  });

  it.each([
    ['whatsapp', '55 1234 5678', 'https://wa.me/525512345678'],
    ['whatsapp', '+1 415 555 2671', 'https://wa.me/14155552671'],
    ['email', 'hola@taqueria.mx', 'mailto:hola@taqueria.mx'],
    ['instagram', 'https://instagram.com/taqueria', 'https://instagram.com/taqueria'],
    ['instagram', 'javascript:alert(1)', null],
    ['website', 'taqueria.mx', null],
  ] as const)('%s %j → %j', (type, value, href) => {
    expect(socialLinkHref(type, value)).toBe(href);
  });

  it('refuses a link that is not http(s) in the body, on its field', () => {
    const result = v.safeParse(LocationProfilePatchSchema, {
      pages: [
        { blocks: [{ type: 'button', title: 'X', enabled: true, text: 'Ir', url: 'javascript:alert(1)' }] },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['pages.0.blocks.0.url', PROFILE_MESSAGES.url],
    ]);
  });
});

describe('the logo (02 §5: at least 500x500, at most 1200x1200 px, square)', () => {
  it.each([
    [500, 500, null],
    [1200, 1200, null],
    [499, 499, LOGO_MESSAGES.tooSmall],
    [1201, 1201, LOGO_MESSAGES.tooLarge],
    [600, 700, LOGO_MESSAGES.notSquare],
  ])('%ix%i → %j', (width, height, message) => {
    expect(logoIssue(pngDataUrl(width, height))).toBe(message);
  });

  it('refuses what is not a PNG, JPEG or WebP data address', () => {
    expect(logoIssue('https://example.com/logo.png')).toBe(LOGO_MESSAGES.format);
    expect(logoIssue('data:image/svg+xml;base64,PHN2Zz4=')).toBe(LOGO_MESSAGES.format);
    expect(logoIssue(pngDataUrl(600, 600).replace('image/png', 'image/jpeg'))).toBe(LOGO_MESSAGES.format);
  });

  it('crops the centred square and scales it to at most 1200 px', () => {
    expect(squareCrop({ width: 1600, height: 900 })).toEqual({ x: 350, y: 0, side: 900, output: 900 });
    expect(squareCrop({ width: 2000, height: 3000 })).toEqual({ x: 0, y: 500, side: 2000, output: 1200 });
  });
});
