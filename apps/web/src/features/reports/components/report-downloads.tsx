import '@mantine/core/styles/SegmentedControl.css';
import { Button, Group, SegmentedControl } from '@mantine/core';
import { REPORT_FORMATS, type ReportFormat } from '@mobiverte/contracts';
import { IconFileSpreadsheet, IconFileTypeCsv, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportDownloadUrl, type ReportScopeQuery } from '../lib/report-query';

const ICONS: Record<ReportFormat, typeof IconFileTypePdf> = {
  pdf: IconFileTypePdf,
  csv: IconFileTypeCsv,
  xlsx: IconFileSpreadsheet,
};
type Language = 'fr' | 'en' | 'de';

/** The report as a PDF, a CSV file or an Excel workbook, in the language chosen (the page's by default). */
export function ReportDownloads({ query }: { query: ReportScopeQuery | null }) {
  const { t, i18n } = useTranslation();
  const [language, setLanguage] = useState<Language>(
    (['fr', 'en', 'de'] as const).find((l) => i18n.language.startsWith(l)) ?? 'fr',
  );
  return (
    <Group gap="sm" wrap="wrap">
      <SegmentedControl
        size="xs"
        aria-label={t('reports.download.language')}
        value={language}
        onChange={(value) => setLanguage(value as Language)}
        data={(['fr', 'en', 'de'] as const).map((value) => ({
          value,
          label: t(`reports.download.languages.${value}`),
        }))}
      />
      {REPORT_FORMATS.map((format) => {
        const Icon = ICONS[format];
        return query ? (
          <Button
            key={format}
            component="a"
            href={reportDownloadUrl(query, format, language)}
            download
            variant={format === 'pdf' ? 'filled' : 'light'}
            leftSection={<Icon size={18} />}
          >
            {t(`reports.download.${format}`)}
          </Button>
        ) : (
          <Button key={format} disabled variant="light" leftSection={<Icon size={18} />}>
            {t(`reports.download.${format}`)}
          </Button>
        );
      })}
    </Group>
  );
}
