import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { MAIL_DIR } from '../mail-capture.ts';

/** Undoes quoted-printable: soft line breaks and =XX bytes (UTF-8). */
export function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The readable text of a raw message: every part decoded from quoted-printable or base64. */
export function decodeMessage(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts
    .map((part) => {
      const split = part.search(/\r?\n\r?\n/);
      if (split === -1) return part;
      const headers = part.slice(0, split);
      const body = part.slice(split).trim();
      const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
      if (encoding === 'base64') return `${headers}\n\n${Buffer.from(body, 'base64').toString('utf8')}`;
      if (encoding === 'quoted-printable') return `${headers}\n\n${decodeQuotedPrintable(body)}`;
      return part;
    })
    .join('\n');
}

function findMailTo(address: string): string | null {
  const files = readdirSync(MAIL_DIR, { withFileTypes: true }).filter((entry) => entry.name.endsWith('.eml'));
  for (const file of files) {
    const raw = readFileSync(path.join(MAIL_DIR, file.name), 'utf8');
    const to = /^To:\s*(.+)$/im.exec(raw)?.[1] ?? '';
    if (to.toLowerCase().includes(address.toLowerCase())) return raw;
  }
  return null;
}

/** Waits for the email sent to this address and returns its decoded text. */
export async function waitForMail(address: string, timeout = 15_000): Promise<string> {
  let mail: string | null = null;
  await expect
    .poll(
      () => {
        mail = findMailTo(address);
        return mail !== null;
      },
      { timeout, message: `an email to ${address} in ${MAIL_DIR}` },
    )
    .toBe(true);
  return decodeMessage(mail ?? '');
}

/** The first link of a decoded email whose path is `pathname`. */
export function findLink(mail: string, pathname: string): string {
  const pattern = new RegExp(`https?://[^\\s"'<>]+${pathname.replace(/\//g, '\\/')}\\?[^\\s"'<>]+`);
  const link = pattern.exec(mail)?.[0];
  if (!link) throw new Error(`No ${pathname} link in the email`);
  return link.replace(/&amp;/g, '&');
}

/** Waits for an email whose raw text holds `needle` (a subject's unique stamp) and returns its decoded text. */
export async function waitForMailContaining(needle: string, timeout = 15_000): Promise<string> {
  let mail: string | null = null;
  await expect
    .poll(
      () => {
        for (const entry of readdirSync(MAIL_DIR, { withFileTypes: true })) {
          if (!entry.name.endsWith('.eml')) continue;
          const decoded = decodeMessage(readFileSync(path.join(MAIL_DIR, entry.name), 'utf8'));
          if (decoded.includes(needle)) mail = decoded;
        }
        return mail !== null;
      },
      { timeout, message: `an email holding ${needle} in ${MAIL_DIR}` },
    )
    .toBe(true);
  return mail ?? '';
}
