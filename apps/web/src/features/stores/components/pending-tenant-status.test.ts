import { MantineProvider } from '@mantine/core';
import type { Locale } from '@mobiverte/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { SIGNED_OUT, sessionQueryKey } from '@/lib/auth/session';
import { createTestI18n } from '@/testing/test-i18n';
import { PendingTenantStatus } from './pending-tenant-status';

async function renderStatus(tenant: { confirmedAt: string | null; approved: boolean }, locale: Locale = 'fr') {
  const i18n = await createTestI18n(locale);
  const queryClient = new QueryClient();
  queryClient.setQueryData(sessionQueryKey, SIGNED_OUT);
  const html = renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(
        I18nextProvider,
        { i18n },
        createElement(MantineProvider, null, createElement(PendingTenantStatus, { tenant })),
      ),
    ),
  );
  return html
    .replace(/<style[^>]*>[^<]*<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

describe('PendingTenantStatus', () => {
  it('says a merchant has not confirmed its email and waits for the city', async () => {
    expect(await renderStatus({ confirmedAt: null, approved: false })).toBe(
      "E-mail non confirmé En attente d'approbation",
    );
  });

  it('dates the email confirmation in the city’s time zone, still waiting for approval', async () => {
    const text = await renderStatus({ confirmedAt: '2026-11-03T15:00:00Z', approved: false });
    expect(text).toBe("E-mail confirmé le 3 novembre 2026 En attente d'approbation");
  });

  it('speaks English and German, and shows an approved merchant', async () => {
    expect(await renderStatus({ confirmedAt: '2026-11-01T15:00:00Z', approved: true }, 'en')).toBe(
      'Email confirmed on November 1, 2026 Approved',
    );
    expect(await renderStatus({ confirmedAt: null, approved: false }, 'de')).toBe(
      'E-Mail nicht bestätigt Wartet auf Freigabe',
    );
  });
});
