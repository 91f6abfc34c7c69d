import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface EmailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Email {
  to: string;
  subject: string;
  text: string;
  /** Files sent with it (an invoice's PDF and XML); the .eml outbox keeps them too. */
  attachments?: EmailAttachment[];
}

export interface EmailProvider {
  readonly name: string;
  /** Nothing leaves the machine (the .eml outbox). */
  readonly recordsOnly: boolean;
  /** Resolves with the message id (or the .eml file name); rejects when the server refused it. */
  send(email: Email): Promise<string>;
}

/**
 * E-mail through nodemailer: with SMTP_URL to that server; otherwise each message is written
 * whole as an .eml file into DATA_DIR/outbox (open it with any mail program), never sent.
 */
export function createEmailProvider(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}): EmailProvider {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      name: 'smtp',
      recordsOnly: false,
      async send(email) {
        const info = await transport.sendMail({ from: options.from, ...email });
        return info.messageId;
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    name: 'eml',
    recordsOnly: true,
    async send(email) {
      const info = await transport.sendMail({ from: options.from, ...email });
      await mkdir(options.outboxDir, { recursive: true });
      const file = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`;
      await writeFile(join(options.outboxDir, file), info.message as Buffer);
      return file;
    },
  };
}
