import { useTranslation } from 'react-i18next';
import { BackLink } from '@/components/back-link/back-link';
import { paths } from '@/config/paths';

export function BackToChallenges({ to = paths.challenges.list, label }: { to?: string; label?: string }) {
  const { t } = useTranslation();
  return <BackLink to={to}>{label ?? t('challenges.back')}</BackLink>;
}
