import '@mantine/core/styles/Accordion.css';
import { Accordion, Anchor, Card, EmptyState, Group, Highlight, Stack, Text, Title } from '@mantine/core';
import { IconBook, IconMoodEmpty } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header/page-header';
import { paths } from '@/config/paths';
import { useMe } from '@/lib/auth/session';
import { FaqAnswer } from '../components/faq-answer';
import { HelpSearch } from '../components/help-search';
import { definitionKey } from '@/components/stat-card/figure-definitions';
import { FAQ_DEFINITIONS, FAQ_SECTIONS, type FaqEntry, faqValues, searchFaq } from '../lib/faq';

/** `/FAQ`: what coordinators ask, grouped by theme, searchable. */
export function FaqPage() {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState<string[]>([]);
  const entries = useMemo<FaqEntry[]>(() => {
    const values = faqValues(i18n.language);
    return FAQ_SECTIONS.flatMap((section) =>
      section.items.map((id) => ({
        section: section.id,
        id,
        question: t(`help.faq.items.${id}.question`, values),
        answer: [
          ...(FAQ_DEFINITIONS[id] ?? []).map((definition) => t(definitionKey(definition), values)),
          t(`help.faq.items.${id}.answer`, values),
        ].join('\n\n'),
      })),
    );
  }, [t, i18n.language]);
  const found = searchFaq(entries, search, i18n.language);
  const searching = search.trim() !== '';

  /** A search opens every answer it finds; the reader can still close them one by one. */
  const changeSearch = (value: string) => {
    setSearch(value);
    setOpened(value.trim() === '' ? [] : searchFaq(entries, value, i18n.language).map(({ id }) => id));
  };

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader />
      <HelpSearch value={search} onChange={changeSearch} />
      {searching && (
        <Text fz="sm" c="dimmed" aria-live="polite">
          {t('help.search.results', { count: found.length })}
        </Text>
      )}
      {found.length === 0 ? (
        <EmptyState
          py="xl"
          icon={<IconMoodEmpty size={28} aria-hidden />}
          withIndicatorBackground
          title={t('help.search.empty')}
          description={t('help.search.empty_hint')}
        />
      ) : (
        FAQ_SECTIONS.map((section) => {
          const items = found.filter((entry) => entry.section === section.id);
          if (items.length === 0) return null;
          return (
            <Stack key={section.id} gap="sm" component="section" aria-labelledby={`faq-${section.id}`}>
              <Title order={2} fz="h4" id={`faq-${section.id}`}>
                {t(`help.faq.sections.${section.id}`)}
              </Title>
              <Accordion
                variant="separated"
                radius="md"
                multiple
                value={opened.filter((id) => items.some((entry) => entry.id === id))}
                onChange={(values) =>
                  setOpened((current) => [
                    ...current.filter((id) => !items.some((entry) => entry.id === id)),
                    ...values,
                  ])
                }
              >
                {items.map((entry) => (
                  <Accordion.Item key={entry.id} value={entry.id}>
                    <Accordion.Control>
                      <Highlight highlight={searching ? search.trim() : ''} fw={600} fz="sm" component="span">
                        {entry.question}
                      </Highlight>
                    </Accordion.Control>
                    <Accordion.Panel>
                      <FaqAnswer entry={entry} />
                    </Accordion.Panel>
                  </Accordion.Item>
                ))}
              </Accordion>
            </Stack>
          );
        })
      )}
      {me.role === 'city' && (
        <Card>
          <Group gap="sm" wrap="nowrap">
            <IconBook size={22} aria-hidden />
            <Text fz="sm">
              {t('help.faq.kbs_hint')}{' '}
              <Anchor component={Link} to={paths.kbs} fw={600}>
                {t('help.faq.kbs_link')}
              </Anchor>
            </Text>
          </Group>
        </Card>
      )}
    </Stack>
  );
}
