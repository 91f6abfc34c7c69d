import { execFileSync } from 'node:child_process';
import { createHash, createVerify, X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
// @ts-expect-error saxon-js ships no type declarations
import SaxonJS from 'saxon-js';

/**
 * SAT's own stylesheets (tests/fixtures/cfdi/sat, copied from SAT's site with their layout) run
 * through Saxon-JS: what the cadena original must equal. Compiling the CFDI 4.0 stylesheet (it
 * includes every complement) takes half a minute, so the compiled form is kept in
 * node_modules/.cache, keyed by the stylesheets' contents.
 */
const SAT_DIR = resolve('tests/fixtures/cfdi/sat/cfd');
const CACHE_DIR = resolve('node_modules/.cache/mostrador-cfdi');

export const SAT_XSLT = {
  cfdi40: join(SAT_DIR, '4/cadenaoriginal_4_0/cadenaoriginal_4_0.xslt'),
  tfd11: join(SAT_DIR, 'TimbreFiscalDigital/cadenaoriginal_TFD_1_1.xslt'),
} as const;

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
}

function contentsHash(): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(SAT_DIR)) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

function compiled(xslt: string): string {
  const name = xslt.split('/').pop()?.replace('.xslt', '');
  const sef = join(CACHE_DIR, `${name}-${contentsHash()}.sef.json`);
  if (!existsSync(sef)) {
    mkdirSync(CACHE_DIR, { recursive: true });
    execFileSync(
      process.execPath,
      [resolve('node_modules/xslt3/xslt3.js'), `-xsl:${xslt}`, `-export:${sef}`, '-nogo', '-relocate:on'],
      {
        stdio: 'pipe',
      },
    );
  }
  return sef;
}

/** The text SAT's stylesheet produces for an XML document. */
export function satCadena(stylesheet: keyof typeof SAT_XSLT, xml: string): string {
  const result = SaxonJS.transform(
    { stylesheetFileName: compiled(SAT_XSLT[stylesheet]), sourceText: xml, destination: 'serialized' },
    'sync',
  ) as { principalResult: string };
  return result.principalResult;
}

/** A stamped XML's Sello checked against SAT's own cadena original (its XSLT) and the certificate. */
export function selloVerifiesForSat(xml: string): boolean {
  const sello = /\sSello="([^"]+)"/.exec(xml)?.[1] ?? '';
  const certificado = /\sCertificado="([^"]+)"/.exec(xml)?.[1] ?? '';
  const certificate = new X509Certificate(Buffer.from(certificado, 'base64'));
  return createVerify('RSA-SHA256')
    .update(Buffer.from(satCadena('cfdi40', xml), 'utf8'))
    .verify(certificate.publicKey, sello, 'base64');
}
