import { Box, Button, Menu } from '@mantine/core';
import { LOCALES } from '@mobiverte/contracts';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { toLocale } from '@/lib/format';
import { changeLanguage, LANGUAGE_NAMES } from '@/lib/i18n';

/** The active language (its code alone on a phone, where the brand needs the room) and the others to choose. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = toLocale(i18n.language);
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
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
      </Menu.Target>
      <Menu.Dropdown>
        {LOCALES.map((locale) => (
          <Menu.Item
            key={locale}
            lang={locale}
            onClick={() => changeLanguage(locale)}
            rightSection={locale === current ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={locale === current ? 'true' : undefined}
          >
            {LANGUAGE_NAMES[locale]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
