import { useTranslation } from 'react-i18next';
import { BackLink } from '@/components/back-link/back-link';
import { paths } from '@/config/paths';

export function BackToProducts({ to = paths.products.list, label }: { to?: string; label?: string }) {
  const { t } = useTranslation();
  return <BackLink to={to}>{label ?? t('products.back')}</BackLink>;
}
