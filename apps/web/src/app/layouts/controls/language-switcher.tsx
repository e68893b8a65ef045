import { Box, Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMenu } from '@/components/lazy-menu/lazy-menu';
import { toLocale } from '@/lib/format';
import { LANGUAGE_NAMES } from '@/lib/i18n';

const loadMenu = () => import('./language-menu');
const LanguageMenu = lazy(() => loadMenu().then((module) => ({ default: module.LanguageMenu })));

/** The active language (its code alone on a phone, where the brand needs the room) and the others to choose. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = toLocale(i18n.language);
  return (
    <LazyMenu
      menu={(target) => <LanguageMenu target={target} />}
      preload={loadMenu}
      target={
        <Button
          variant="default"
          size="sm"
          px="sm"
          leftSection={<IconLanguage size={18} aria-hidden />}
          title={t('layout.language', { language: LANGUAGE_NAMES[current] })}
        >
          <Box component="span" visibleFrom="sm">
            {LANGUAGE_NAMES[current]}
          </Box>
          <Box component="span" hiddenFrom="sm" tt="uppercase">
            {current}
          </Box>
        </Button>
      }
    />
  );
}
