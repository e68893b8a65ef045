import { Box, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCar, IconGift, IconTrophy } from '@tabler/icons-react';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { Logo } from '@/components/logo/logo';
import { PageLoader } from '@/components/feedback/page-loader';
import { useBranding } from '@/lib/branding';
import { ColorSchemeToggle } from '../controls/color-scheme-toggle';
import { LanguageSwitcher } from '../controls/language-switcher';
import { MAIN_CONTENT_ID, SkipLink } from '../controls/skip-link';
import classes from './public-layout.module.css';

const HIGHLIGHTS = [
  { key: 'challenges', icon: IconTrophy },
  { key: 'carpool', icon: IconCar },
  { key: 'rewards', icon: IconGift },
] as const;

/** Wide pages (registration) declare `wide: true` in their route handle. */
function useIsWide(): boolean {
  return useMatches().some((match) => (match.handle as { wide?: boolean } | undefined)?.wide === true);
}

function BrandPanel() {
  const { t } = useTranslation();
  const { name } = useBranding();
  return (
    <aside className={classes.brandPanel} aria-label={t('layout.about_product', { name })}>
      <Logo size="lg" inverse />
      <Stack gap="xl" maw={420} style={{ position: 'relative', zIndex: 1 }}>
        <Title order={2} fz={32} c="white" lh={1.2}>
          {t('layout.public.tagline')}
        </Title>
        <List spacing="lg" center listStyleType="none" c="white">
          {HIGHLIGHTS.map(({ key, icon: Icon }) => (
            <List.Item
              key={key}
              icon={
                <ThemeIcon size={40} radius="md" color="white" variant="white" c="brand.9" aria-hidden>
                  <Icon size={22} />
                </ThemeIcon>
              }
            >
              <Text fw={600} c="white">
                {t(`layout.public.highlights.${key}.title`)}
              </Text>
              <Text fz="sm" c="white" opacity={0.9}>
                {t(`layout.public.highlights.${key}.description`)}
              </Text>
            </List.Item>
          ))}
        </List>
      </Stack>
      <Text fz="sm" c="white" opacity={0.9}>
        {t('layout.public.footnote')}
      </Text>
    </aside>
  );
}

/** The frame of the pages reached without signing in: brand panel, language and colour controls, a card. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { name } = useBranding();
  const wide = useIsWide();
  return (
    <>
      <SkipLink />
      <div className={classes.root}>
        <BrandPanel />
        <div className={classes.content}>
          <header className={classes.topBar}>
            <Box hiddenFrom="md">
              <Logo />
            </Box>
            <Box display="flex" ml="auto" style={{ gap: 4, alignItems: 'center' }}>
              <LanguageSwitcher />
              <ColorSchemeToggle />
            </Box>
          </header>
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
            <Paper className={classes.card} maw={wide ? 640 : 440} p={{ base: 'lg', sm: 'xl' }} shadow="sm" withBorder>
              <Suspense fallback={<PageLoader />}>{children ?? <Outlet />}</Suspense>
            </Paper>
          </main>
          <footer className={classes.footer}>
            <Text fz="xs" c="dimmed">
              {t('layout.public.copyright', { year: new Date().getFullYear(), name })}
            </Text>
          </footer>
        </div>
      </div>
    </>
  );
}
