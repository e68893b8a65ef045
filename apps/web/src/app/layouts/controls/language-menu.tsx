import { Menu } from '@mantine/core';
import { LOCALES } from '@mobiverte/contracts';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LoadedMenuProps } from '@/components/lazy-menu/lazy-menu';
import { toLocale } from '@/lib/format';
import { changeLanguage, LANGUAGE_NAMES } from '@/lib/i18n';

/** The language switcher's Mantine Menu, loaded on first use (language-switcher.tsx). */
export function LanguageMenu({ target }: LoadedMenuProps) {
  const { i18n } = useTranslation();
  const current = toLocale(i18n.language);
  return (
    <Menu position="bottom-end" withinPortal shadow="md" defaultOpened>
      <Menu.Target>{target}</Menu.Target>
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
