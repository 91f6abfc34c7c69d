import { describe, expect, it } from 'vitest';
import { describeUsernameChanges, normalizeUsername, suggestUsername } from '../../src/domain/rules/username';

describe('the custom link suggested from the business name (issue 17 point 11)', () => {
  it.each([
    ['Tacos El Güero', 'tacos_el_guero'],
    ['Taquería Doña Lupe', 'taqueria_dona_lupe'],
    ['Café-Bar La Esquina', 'cafe_bar_la_esquina'],
    ['Tacos & Más', 'tacos_mas'],
    ["Mary's Tacos", 'marys_tacos'],
    ['  ¡Pollos!  ', 'pollos'],
    ['Pizzería 2 Hermanos', 'pizzeria_2_hermanos'],
    ['Bar.Cantina', 'bar.cantina'],
    ['La Casa de las Enchiladas de Coyoacán', 'la_casa_de_las_enchiladas_de'],
    ['', ''],
  ])('%j → %j', (name, username) => {
    expect(suggestUsername(name)).toBe(username);
  });

  it('suggests only links that the server keeps as they are', () => {
    for (const name of ['Tacos El Güero', 'Café-Bar', '--Tacos--', `${'A'.repeat(29)} b`, 'x & y.. z']) {
      const suggestion = suggestUsername(name);
      expect(normalizeUsername(suggestion)).toBe(suggestion);
    }
  });
});

describe('what the normalisation of a typed link did, said in Spanish', () => {
  it.each([
    ['tacos_el_guero', null],
    [
      'tacos-el-guero',
      'Se quitó «-»: el enlace solo admite letras sin acento, números, punto (.) y guion bajo (_).',
    ],
    [
      'tacos-el-güero!',
      'Se quitaron «-» y «!»: el enlace solo admite letras sin acento, números, punto (.) y guion bajo (_). Las letras con acento o tilde van sin ella (é → e, ñ → n).',
    ],
    ['Tacos', 'Las mayúsculas van en minúsculas.'],
    ['tacos el guero', 'Los espacios se cambian por guion bajo (_).'],
    ['.tacos..guero', 'Se quitan los puntos al inicio, al final o seguidos.'],
    ['a'.repeat(35), 'Se recortó a 30 caracteres.'],
    [' tacos ', null],
  ])('%j → %j', (typed, said) => {
    expect(describeUsernameChanges(typed)).toBe(said);
  });
});
