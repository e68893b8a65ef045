import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getErrorMessageKey } from '@/lib/api-error';
import type { ChallengeDetail } from '../api/get-challenge';
import { getLeaderboard, type LeaderboardRow } from '../api/get-leaderboard';
import { csvFileName, csvLanguageOf, toCsv } from '../lib/leaderboard-csv';

const EXPORT_PAGE_SIZE = 100;

async function readWholeLeaderboard(challengeId: string): Promise<LeaderboardRow[]> {
  const rows: LeaderboardRow[] = [];
  for (let page = 1; ; page += 1) {
    const { data, total } = await getLeaderboard(challengeId, { page, pageSize: EXPORT_PAGE_SIZE });
    rows.push(...data);
    if (data.length === 0 || rows.length >= total) return rows;
  }
}

function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Downloads the whole leaderboard as CSV, in the language of the screen and with its Excel's conventions. */
export function useLeaderboardExport(challenge: Pick<ChallengeDetail, 'id' | 'name'>) {
  const { t, i18n } = useTranslation();
  return useMutation({
    mutationFn: async () => {
      const rows = await readWholeLeaderboard(challenge.id);
      const language = csvLanguageOf(i18n.language);
      const header = [
        'rank',
        'username',
        'organisation',
        'distanceKm',
        'durationMin',
        'calories',
        'ghgKg',
        'sessions',
        'greenpoints',
        'usual_mode',
        'progress',
      ].map((key) => t(`challenges.csv.${key}`));
      const lines = rows.map((row) => [
        row.rank,
        row.username,
        row.organisationName,
        row.distanceKm,
        row.durationMin,
        row.calories,
        row.ghgKg,
        row.sessions,
        row.greenpoints,
        row.usualTransportMode ? t(`transport_modes.${row.usualTransportMode}`) : null,
        Math.round(row.progress * 100),
      ]);
      download(toCsv(header, lines, language), csvFileName(challenge.name, t('challenges.csv.file_suffix')));
    },
    onError: (error) => notifications.show({ color: 'red', message: t(getErrorMessageKey(error)) }),
  });
}
