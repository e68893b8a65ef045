import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function HelpSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextInput
      type="search"
      label={t('help.search.label')}
      placeholder={t('help.search.placeholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        value ? <CloseButton aria-label={t('help.search.clear')} onClick={() => onChange('')} size="sm" /> : null
      }
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maw={520}
    />
  );
}
