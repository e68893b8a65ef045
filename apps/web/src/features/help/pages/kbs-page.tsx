import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header/page-header';
import { KbsLayout } from '../components/kbs-layout';
import { faqValues } from '../lib/faq';
import { KBS_SECTIONS } from '../lib/kbs';

/** `/KBS`: the city's knowledge base on running the shop and supporting organisations. */
export function KbsPage() {
  const { i18n } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeader />
      <KbsLayout sections={KBS_SECTIONS} base="kbs" values={faqValues(i18n.language)} />
    </Stack>
  );
}
