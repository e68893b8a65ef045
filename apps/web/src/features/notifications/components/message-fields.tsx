import { Group, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { NOTIFICATION_CONTENT_MAX, NOTIFICATION_CONTENT_WRAP, NOTIFICATION_TITLE_MAX } from '@mobiverte/contracts';
import { useTranslation } from 'react-i18next';
import { TextareaField } from '@/components/form/textarea-field';
import { TextField } from '@/components/form/text-field';

/** A field's counter: characters used of the limit, red past it. */
function Counter({ used, max }: { used: number; max: number }) {
  const { t } = useTranslation();
  return (
    <Text span fz="xs" c={used > max ? 'red.8' : 'dimmed'}>
      {t('notifications.form.counter', { used, max })}
    </Text>
  );
}

type MessageValues = { title: string; content: string };

/**
 * What the phone shows, written the same way in a notification and in a template: the title and the content with
 * their counters and the hint on wrapping (shown, not changed, in a read-only form).
 */
export function MessageFields<Values extends MessageValues>({
  form,
  readOnly = false,
}: {
  form: UseFormReturnType<Values>;
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const values = form.getValues();
  return (
    <>
      <TextField
        label={t('notifications.fields.title')}
        description={readOnly ? undefined : <Counter used={values.title.length} max={NOTIFICATION_TITLE_MAX} />}
        required
        withAsterisk
        control={form}
        name="title"
        maxLength={NOTIFICATION_TITLE_MAX}
      />
      <TextareaField
        label={t('notifications.fields.content')}
        description={
          readOnly ? undefined : (
            <Group gap="xs" component="span" justify="space-between">
              <Text span fz="xs" c="dimmed">
                {t('notifications.form.content_hint', { count: NOTIFICATION_CONTENT_WRAP })}
              </Text>
              <Counter used={values.content.length} max={NOTIFICATION_CONTENT_MAX} />
            </Group>
          )
        }
        required
        withAsterisk
        autosize
        minRows={3}
        control={form}
        name="content"
        maxLength={NOTIFICATION_CONTENT_MAX}
      />
    </>
  );
}
