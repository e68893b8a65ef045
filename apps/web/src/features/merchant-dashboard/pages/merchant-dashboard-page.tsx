import '@mantine/core/styles/SegmentedControl.css';
import {
  Alert,
  Card,
  Grid,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { chooseGranularity, type DayRange, isComparable, localDayOf } from '@mobiverte/contracts';
import { IconBuildingStore, IconHourglass, IconLeaf, IconShoppingBag } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/feedback/query-error';
import { PageHeader } from '@/components/page-header/page-header';
import { CHOICE_PERIODS, getShownRange, type PeriodChoice } from '@/components/period-filter/period-choice';
import { PeriodControl } from '@/components/period-filter/period-control';
import { ChangeIndicator } from '@/components/stat-card/change-indicator';
import { StatCard } from '@/components/stat-card/stat-card';
import { paths } from '@/config/paths';
import { useMe } from '@/lib/auth/session';
import { useSelectedTenantId } from '@/lib/selected-tenant';
import { useFormatters } from '@/lib/use-formatters';
import { type MerchantDashboard, useMerchantDashboard } from '../api/get-merchant-dashboard';
import { OrdersOverTimeChart } from '../charts/lazy-charts';
import { LowStockCard } from '../components/low-stock-card';
import { OrdersByStatusCard } from '../components/orders-by-status-card';
import { TopProductsCard } from '../components/top-products-card';

const CHART_HEIGHT = 260;

/**
 * `/tenant/dashboard`: the merchant's orders and greenpoints redeemed, top products, statuses and low stock. A
 * city admin sees the dashboard of the merchant chosen in the tenant selector bar.
 */
export function MerchantDashboardPage() {
  const me = useMe();
  const [selectedTenantId] = useSelectedTenantId();
  const tenantId = me.role === 'city' ? selectedTenantId : me.tenantId;
  if (!tenantId) return <ChooseMerchant />;
  const awaitingApproval = me.role === 'tenant' && me.tenant !== null && !me.tenant.canSell;
  return (
    <Stack gap="lg">
      {awaitingApproval && <AwaitingApproval />}
      <MerchantDashboard tenantId={tenantId} merchantName={me.role === 'city' ? null : (me.tenant?.name ?? '')} />
    </Stack>
  );
}

/** A self-registered merchant the city has not approved yet: its products are not offered to participants. */
function AwaitingApproval() {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" icon={<IconHourglass size={20} />} title={t('merchant_dashboard.awaiting_approval.title')}>
      {t('merchant_dashboard.awaiting_approval.body')}
    </Alert>
  );
}

/** A city admin who has not chosen a merchant yet. */
function ChooseMerchant() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeader description={t('merchant_dashboard.city_description')} />
      <Card>
        <Stack align="center" gap="sm" py="xl">
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
            <IconBuildingStore size={26} />
          </ThemeIcon>
          <Title order={2} fz="h4">
            {t('merchant_dashboard.choose_merchant.title')}
          </Title>
          <Text c="dimmed" ta="center" maw={520}>
            {t('merchant_dashboard.choose_merchant.body')}
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}

const CURRENT_MONTH: PeriodChoice = { period: 'month', periodKey: null, startDate: null, endDate: null };

/** The orders' query for the days shown: per day up to two months, per month beyond. */
function toQuery(range: DayRange) {
  const period = chooseGranularity(range) === 'day' ? 'day' : 'month';
  return { period, from: range.startDate, to: range.endDate } as const;
}

/** A figure and its change against the same days of the previous period, as on the other dashboards. */
function ChangeFooter({
  data,
  today,
  measure,
}: {
  data: MerchantDashboard;
  today: string;
  measure: 'count' | 'greenpoints';
}) {
  return (
    <ChangeIndicator
      current={data.totals[measure]}
      previous={data.previousTotals[measure]}
      previousRange={{ startDate: data.previousTotals.from, endDate: data.previousTotals.to }}
      comparable={isComparable({ startDate: data.from, endDate: data.to }, today)}
    />
  );
}

function MerchantDashboard({ tenantId, merchantName }: { tenantId: string; merchantName: string | null }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const me = useMe();
  const today = localDayOf(new Date(), me.city.timezone);
  const [choice, setChoice] = useState<PeriodChoice>(CURRENT_MONTH);
  const [measure, setMeasure] = useState<'count' | 'greenpoints'>('count');
  const range = getShownRange(choice, today);
  const dashboard = useMerchantDashboard(tenantId, toQuery(range ?? { startDate: today, endDate: today }));
  const data = range ? dashboard.data : undefined;
  const loading = dashboard.isPending || !range;
  const rangeLabel = data ? format.calendarRange(data.from, data.to) : '';
  const measureLabel = t(`merchant_dashboard.measures.${measure}`);

  return (
    <Stack gap="lg">
      <PageHeader
        description={
          merchantName === null
            ? t('merchant_dashboard.city_description')
            : t('merchant_dashboard.description', { name: merchantName })
        }
      />
      <Card>
        <PeriodControl value={choice} today={today} periods={CHOICE_PERIODS} onChange={setChoice} />
      </Card>
      {dashboard.isError ? (
        <QueryError error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : (
        <>
          <SimpleGrid
            type="container"
            cols={{ base: 1, '460px': 2 }}
            spacing="md"
            style={{ opacity: dashboard.isPlaceholderData ? 0.55 : 1 }}
          >
            <StatCard
              label={t('merchant_dashboard.cards.orders')}
              value={data && format.number(data.totals.count)}
              hint={rangeLabel}
              icon={<IconShoppingBag size={24} />}
              loading={loading}
              footer={data && <ChangeFooter data={data} today={today} measure="count" />}
            />
            <StatCard
              label={t('merchant_dashboard.cards.greenpoints')}
              value={data && format.number(data.totals.greenpoints)}
              hint={rangeLabel}
              icon={<IconLeaf size={24} />}
              loading={loading}
              footer={data && <ChangeFooter data={data} today={today} measure="greenpoints" />}
            />
          </SimpleGrid>
          <Card>
            <Group justify="space-between" mb="md" wrap="wrap">
              <Title order={2} fz="h4">
                {t(`merchant_dashboard.chart.title_${data?.period ?? 'day'}`)}
              </Title>
              <SegmentedControl
                size="xs"
                aria-label={t('merchant_dashboard.chart.measure')}
                value={measure}
                onChange={(value) => setMeasure(value as 'count' | 'greenpoints')}
                data={[
                  { value: 'count', label: t('merchant_dashboard.measures.count') },
                  { value: 'greenpoints', label: t('merchant_dashboard.measures.greenpoints') },
                ]}
              />
            </Group>
            {data ? (
              <Suspense fallback={<Skeleton h={CHART_HEIGHT} radius="md" aria-hidden />}>
                <OrdersOverTimeChart
                  series={data.series}
                  period={data.period}
                  measure={measure}
                  label={measureLabel}
                  summary={t('merchant_dashboard.chart.summary', {
                    measure: measureLabel,
                    range: rangeLabel,
                    total: measure === 'count' ? data.totals.count : data.totals.greenpoints,
                  })}
                  height={CHART_HEIGHT}
                />
              </Suspense>
            ) : (
              <Skeleton h={CHART_HEIGHT} radius="md" aria-hidden />
            )}
            <Text fz="xs" c="dimmed" mt="xs">
              {t('merchant_dashboard.chart.note')}
            </Text>
          </Card>
          {data ? (
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, lg: 5 }}>
                <TopProductsCard products={data.topProducts} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
                <OrdersByStatusCard rows={data.ordersByStatus} ordersPath={paths.orders.list} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
                <LowStockCard products={data.lowStock} editPathOf={paths.products.editOf} />
              </Grid.Col>
            </Grid>
          ) : (
            <Skeleton h={200} radius="md" aria-hidden />
          )}
        </>
      )}
    </Stack>
  );
}
