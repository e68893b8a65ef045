import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { TOAST_AUTO_CLOSE_MS } from '@mobiverte/contracts';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyModalsProvider } from '@/components/confirm-dialog/lazy-modals';
import { LazyNotifications } from '@/components/feedback/lazy-notifications';
import { useBranding } from '@/lib/branding';
import { toLocale } from '@/lib/format';
import { queryClient } from '@/lib/query-client';
import { statsPersistOptions } from '@/lib/query-persister';
import { STORAGE_KEYS } from '@/lib/storage';
import { createAppTheme, cssVariablesResolver } from '@/lib/theme/app-theme';

const colorSchemeManager = localStorageColorSchemeManager({ key: STORAGE_KEYS.colorScheme });

/**
 * Mantine in the brand colour of the server's branding, with dates, modals and 3-second toasts; the system's
 * light or dark preference until the person picks one with the toggle (kept in local storage).
 */
function ThemedProviders({ children }: { children: ReactNode }) {
  const { i18n, t } = useTranslation();
  const { primaryColor } = useBranding();
  const closeLabel = t('actions.close');
  const theme = useMemo(() => createAppTheme(primaryColor, closeLabel), [primaryColor, closeLabel]);
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
      cssVariablesResolver={cssVariablesResolver}
    >
      <DatesProvider settings={{ locale: toLocale(i18n.language), firstDayOfWeek: 1 }}>
        <LazyModalsProvider />
        <LazyNotifications autoClose={TOAST_AUTO_CLOSE_MS} position="top-right" />
        {children}
      </DatesProvider>
    </MantineProvider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={statsPersistOptions}>
      <ThemedProviders>{children}</ThemedProviders>
    </PersistQueryClientProvider>
  );
}
