import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { redactedUrl } from '../../core/logging';

export interface Mail {
  to: string;
  subject: string;
  /** Plain text; the link the customer needs is on a line of its own. */
  text: string;
  /** What the mail is for (file name and log line), e.g. verify-email. */
  kind: string;
  /** The link in the mail; its token never reaches the log line (which names the file to open). */
  link: string;
}

export type SendMail = (mail: Mail) => void;

/** Header values may not break the header block. */
const headerValue = (value: string): string => value.replace(/[\r\n]+/g, ' ').trim();

const encodedSubject = (subject: string): string =>
  /^[\x20-\x7e]*$/.test(subject) ? subject : `=?UTF-8?B?${Buffer.from(subject, 'utf8').toString('base64')}?=`;

/**
 * The demo's mail delivery: every mail becomes an .eml file in `dir` (open it with any mail reader)
 * and a log line naming the file and the link without its token (a log is no place for a credential).
 * A real deployment sends mail from its identity provider instead.
 */
export function outbox(dir: string, from: string, log: (line: string) => void, now: () => Date = () => new Date()): SendMail {
  return (mail) => {
    mkdirSync(dir, { recursive: true });
    const at = now();
    const file = join(dir, `${at.toISOString().replace(/[:.]/g, '-')}-${mail.kind}-${randomBytes(4).toString('hex')}.eml`);
    const message = [
      `From: ${headerValue(from)}`,
      `To: ${headerValue(mail.to)}`,
      `Subject: ${encodedSubject(headerValue(mail.subject))}`,
      `Date: ${at.toUTCString()}`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
      '',
      mail.text,
      '',
    ].join('\r\n');
    writeFileSync(file, message, { encoding: 'utf8', mode: 0o600 });
    log(`identity mail (${mail.kind}) to ${mail.to}: ${redactedUrl(mail.link)}, the link is in ${file}`);
  };
}
