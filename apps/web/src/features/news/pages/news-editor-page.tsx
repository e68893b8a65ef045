import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { instantToLocalDateTime, NEWS_LANGUAGES } from '@mobiverte/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { BackLink } from '@/components/back-link/back-link';
import { QueryError } from '@/components/feedback/query-error';
import { PageHeader } from '@/components/page-header/page-header';
import { paths } from '@/config/paths';
import { useMe } from '@/lib/auth/session';
import { useFormatters } from '@/lib/use-formatters';
import { useCreateNews } from '../api/create-news';
import { useNews, type NewsItem } from '../api/get-news';
import { useUpdateNews } from '../api/update-news';
import { NewsForm, type NewsFormValues } from '../components/news-form';
import { NewsStateBadge } from '../components/news-state-badge';
import { useAskDeleteNews } from '../lib/use-ask-delete-news';

const EMPTY_VERSION = { title: '', body: '' };

function blank(author: string): NewsFormValues {
  return {
    category: null,
    author,
    versions: { fr: { ...EMPTY_VERSION }, en: { ...EMPTY_VERSION }, de: { ...EMPTY_VERSION } },
    image: null,
    link: '',
    publication: 'draft',
    publishAt: '',
    audience: 'city',
    organisationIds: [],
  };
}

function valuesOf(item: NewsItem, timeZone: string): NewsFormValues {
  const versions = Object.fromEntries(
    NEWS_LANGUAGES.map((code) => [code, { ...EMPTY_VERSION, ...item.versions[code] }]),
  ) as NewsFormValues['versions'];
  return {
    category: item.category,
    author: item.author,
    versions,
    image: item.imageId ? { id: item.imageId, url: `/api/images/${item.imageId}` } : null,
    link: item.link ?? '',
    publication: item.publishAt ? 'date' : 'draft',
    publishAt: item.publishAt ? instantToLocalDateTime(item.publishAt, timeZone) : '',
    audience: item.audience,
    organisationIds: item.organisations.map((organisation) => organisation.id),
  };
}

/** `/news/new` and `/news/{id}`: a news item written, scheduled or published, and deleted. */
export function NewsEditorPage() {
  const { t } = useTranslation();
  const me = useMe();
  const format = useFormatters();
  const navigate = useNavigate();
  const { newsId } = useParams();
  const id = newsId && newsId !== 'new' ? newsId : null;
  const item = useNews(id);
  const create = useCreateNews();
  const update = useUpdateNews();
  const askDeleteNews = useAskDeleteNews();
  const timeZone = me.city.timezone;
  const backToList = () => void navigate(paths.news.list);

  const askDelete = async (news: NewsItem) => {
    if (await askDeleteNews({ id: news.id, title: news.versions.fr.title })) backToList();
  };

  const savedMessage = (publishAt: string | null) =>
    publishAt === null
      ? t('news.saved.draft')
      : new Date(publishAt).getTime() > Date.now()
        ? t('news.saved.scheduled', { date: format.dateTime(publishAt) })
        : t('news.saved.published');

  if (id && item.isError) return <QueryError error={item.error} onRetry={() => void item.refetch()} />;
  if (id && !item.data) {
    return (
      <Stack gap="lg" aria-busy="true">
        <Skeleton h={36} w={320} />
        <Skeleton h={420} />
      </Stack>
    );
  }
  const news = item.data;
  return (
    <Stack gap="lg">
      <BackLink to={paths.news.list}>{t('news.back')}</BackLink>
      <PageHeader
        title={news ? news.versions.fr.title : t('news.create.title')}
        description={
          news ? (
            <Group gap="xs" component="span">
              <NewsStateBadge state={news.state} />
              <Text span size="sm" c="dimmed">
                {t('news.updated_at', { date: format.dateTime(news.updatedAt) })}
              </Text>
            </Group>
          ) : (
            t('news.create.description')
          )
        }
        actions={
          news ? (
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => void askDelete(news)}
            >
              {t('news.delete.open')}
            </Button>
          ) : undefined
        }
      />
      <NewsForm
        key={news?.updatedAt ?? 'new'}
        initialValues={news ? valuesOf(news, timeZone) : blank(me.displayName)}
        timeZone={timeZone}
        requireChanges={news !== undefined}
        submitLabel={t(news ? 'news.edit.submit' : 'news.create.submit')}
        pending={create.isPending || update.isPending}
        onCancel={backToList}
        onSubmit={async (body) => {
          const saved = news ? await update.mutateAsync({ id: news.id, body }) : await create.mutateAsync(body);
          notifications.show({ color: 'brand', message: savedMessage(saved.publishAt) });
          if (!news) void navigate(paths.news.detail.replace(':newsId', saved.id), { replace: true });
        }}
      />
    </Stack>
  );
}
