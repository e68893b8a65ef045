import type { Locale } from '@mobiverte/contracts';
import { escapeHtml } from './templates.ts';

/** The layout of the admins' report emails (admin reports, engagement digest): tables, a button, why it was sent. */
export const INTL_LOCALES: Record<Locale, string> = { fr: 'fr-CA', en: 'en-CA', de: 'de-DE' };

export const fill = (text: string, vars: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (match, key: string) => vars[key] ?? match);

export function formatters(locale: Locale) {
  const number = new Intl.NumberFormat(INTL_LOCALES[locale], { maximumFractionDigits: 1 });
  const day = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return {
    number: (value: number) => number.format(value),
    day: (iso: string) => day.format(new Date(`${iso}T00:00:00Z`)),
  };
}

export type Row = readonly string[];

export function table(header: Row, rows: Row[]): { html: string; text: string } {
  const cell = (value: string, tag: 'td' | 'th', index: number) =>
    `<${tag} style="padding:4px 10px;border-bottom:1px solid #ddd;text-align:${index === 0 ? 'left' : 'right'}">${escapeHtml(value)}</${tag}>`;
  const html = `<table style="border-collapse:collapse;margin:12px 0">
<tr>${header.map((value, index) => cell(value, 'th', index)).join('')}</tr>
${rows.map((row) => `<tr>${row.map((value, index) => cell(value, 'td', index)).join('')}</tr>`).join('\n')}
</table>`;
  const text = [header, ...rows].map((row) => row.join(' | ')).join('\n');
  return { html, text };
}

export function assemble(
  locale: Locale,
  parts: {
    subject: string;
    intro: string;
    blocks: { html: string; text: string }[];
    action: string;
    link: string;
    why: string;
  },
) {
  const text = [
    parts.intro,
    ...parts.blocks.map((block) => block.text),
    `${parts.action}\u202f: ${parts.link}`,
    parts.why,
  ].join('\n\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#1b1b1b">
<p>${escapeHtml(parts.intro)}</p>
${parts.blocks.map((block) => block.html).join('\n')}
<p><a href="${escapeHtml(parts.link)}" style="display:inline-block;padding:10px 16px;background:#2f9e44;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(parts.action)}</a></p>
<p style="color:#555;font-size:13px">${escapeHtml(parts.why)}</p>
</body></html>`;
  return { subject: parts.subject, text, html };
}

export const paragraph = (value: string) => ({ html: `<p>${escapeHtml(value)}</p>`, text: value });
