import { describe, expect, it } from 'vitest';
import { nameWithoutCapitalRegime } from '../../src/domain/invoicing/emisor-name';

describe('the Nombre of a CFDI 4.0 issuer (without the régimen de capital)', () => {
  it.each([
    ['ESCUELA KEMPER URGATE SA DE CV', 'ESCUELA KEMPER URGATE'],
    ['ESCUELA KEMPER URGATE S.A. DE C.V.', 'ESCUELA KEMPER URGATE'],
    ['ESCUELA KEMPER URGATE, S.A. de C.V.', 'ESCUELA KEMPER URGATE'],
    ['ESCUELA KEMPER URGATE S. A. DE C. V.', 'ESCUELA KEMPER URGATE'],
    ['INNOVACION DIGITAL SAPI DE CV', 'INNOVACION DIGITAL'],
    ['INNOVACION DIGITAL S.A.P.I. DE C.V.', 'INNOVACION DIGITAL'],
    ['GRUPO BURSATIL SAB DE CV', 'GRUPO BURSATIL'],
    ['TACOS EL GÜERO S DE RL DE CV', 'TACOS EL GÜERO'],
    ['TACOS EL GÜERO S. DE R.L. DE C.V.', 'TACOS EL GÜERO'],
    ['TACOS EL GÜERO S DE RL', 'TACOS EL GÜERO'],
    ['DESPACHO CONTABLE SC', 'DESPACHO CONTABLE'],
    ['DESPACHO CONTABLE S.C.', 'DESPACHO CONTABLE'],
    ['AMIGOS DEL MUSEO AC', 'AMIGOS DEL MUSEO'],
    ['AMIGOS DEL MUSEO A.C.', 'AMIGOS DEL MUSEO'],
    ['COMERCIALIZADORA SAS DE CV', 'COMERCIALIZADORA'],
    ['COMERCIALIZADORA SAS', 'COMERCIALIZADORA'],
    ['PRODUCTORES DEL VALLE SPR DE RL', 'PRODUCTORES DEL VALLE'],
    ['FONDA LA ESQUINA SA', 'FONDA LA ESQUINA'],
    ['  FONDA   LA ESQUINA  SA DE CV ', 'FONDA LA ESQUINA'],
  ])('%s → %s', (certificate, constancia) => {
    expect(nameWithoutCapitalRegime(certificate)).toBe(constancia);
  });

  it.each([
    ['MARIA DE LA LUZ PEREZ GARCIA'],
    ['LA CASA'],
    ['TIENDA SACV'],
    ['CAFE DE LA PLAZA'],
    ['HOTEL CASA BLANCA'],
  ])('keeps a name without a régimen: %s', (name) => {
    expect(nameWithoutCapitalRegime(name)).toBe(name);
  });
});
