import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { e2eOutboxDir } from './e2e-data-dir';

/** An e-mail the shared server wrote into DATA_DIR/outbox (no SMTP_URL): headers and plain text. */
export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const joined = body.replace(/=\r?\n/g, '');
  for (let index = 0; index < joined.length; index++) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= or ?B?) in a header such as the subject. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function header(headers: string, name: string): string {
  const match = headers.match(new RegExp(`^${name}:([^\\n]*(?:\\n[ \\t][^\\n]*)*)`, 'im'));
  return decodeHeader((match?.[1] ?? '').replace(/\n[ \t]+/g, ' ').trim());
}

/** Parses a single-part text e-mail as nodemailer writes it (7bit, quoted-printable or base64). */
function parseMail(file: string, raw: string): OutboxMail {
  const source = raw.replace(/\r\n/g, '\n');
  const split = source.indexOf('\n\n');
  const headers = source.slice(0, split);
  const body = source.slice(split + 2);
  const encoding = header(headers, 'Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')
        : body;
  return { file, to: header(headers, 'To'), subject: header(headers, 'Subject'), text };
}

/** The e-mails sent to an address, oldest first (.eml names start with the sending time). */
export function mailsTo(address: string): OutboxMail[] {
  let files: string[];
  try {
    files = readdirSync(e2eOutboxDir()).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .sort()
    .map((file) => parseMail(file, readFileSync(join(e2eOutboxDir(), file), 'utf8')))
    .filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase()));
}

/**
 * Waits for an e-mail to an address whose text holds a link of this app starting with
 * `path` (e.g. '/invite?token='), and returns the newest such link as a path to open in the browser.
 */
export async function linkMailedTo(address: string, path: string): Promise<string> {
  let link = '';
  const pattern = new RegExp(`https?://[^\\s/]+(${path.replace(/[?]/g, '\\?')}[^\\s>)"]*)`);
  await expect
    .poll(
      () => {
        const links = mailsTo(address).map((mail) => mail.text.match(pattern)?.[1] ?? '');
        link = links.filter((found) => found !== '').at(-1) ?? '';
        return link;
      },
      { message: `an e-mail to ${address} with a ${path} link` },
    )
    .not.toBe('');
  return link;
}
