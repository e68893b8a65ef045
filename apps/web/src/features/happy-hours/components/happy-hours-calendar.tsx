import { ActionIcon, Box, Button, Card, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import {
  addDays,
  instantToLocalDateTime,
  localDayOf,
  WEEKDAYS,
  windowDays,
  type HappyHourState,
} from '@mobiverte/contracts';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import type { HappyHour } from '../api/get-happy-hours';

const MONTH_LABEL: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric' };
const DAY_LABEL: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' };
const STATE_COLORS: Record<HappyHourState, string> = { current: 'brand', upcoming: 'blue', past: 'gray' };

/** `YYYY-MM` shifted by whole months. */
function shiftMonth(month: string, months: number): string {
  const [year = 2000, index = 1] = month.split('-').map(Number);
  const total = year * 12 + (index - 1) + months;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** The Monday-first weeks that cover a month, as days (`YYYY-MM-DD`). */
function monthGrid(month: string): string[] {
  const first = `${month}-01`;
  const weekday = (new Date(`${first}T12:00:00Z`).getUTCDay() + 6) % 7;
  const start = addDays(first, -weekday);
  const nextMonth = `${shiftMonth(month, 1)}-01`;
  const days: string[] = [];
  for (let day = start; day < nextMonth || days.length % 7 !== 0; day = addDays(day, 1)) days.push(day);
  return days;
}

interface HappyHoursCalendarProps {
  happyHours: readonly HappyHour[];
  timeZone: string;
  onOpen: (happyHour: HappyHour) => void;
}

/** A month of the city's calendar (its time zone) with each day's happy hours; a happy hour opens on click. */
export function HappyHoursCalendar({ happyHours, timeZone, onOpen }: HappyHoursCalendarProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const today = localDayOf(new Date(), timeZone);
  const [month, setMonth] = useState(today.slice(0, 7));
  const days = useMemo(() => monthGrid(month), [month]);
  const byDay = useMemo(() => {
    const map = new Map<string, HappyHour[]>();
    const first = days[0]!;
    const last = days.at(-1)!;
    for (const happyHour of happyHours) {
      const range = windowDays(happyHour, timeZone);
      if (range.endDate < first || range.startDate > last) continue;
      for (
        let day = range.startDate < first ? first : range.startDate;
        day <= range.endDate && day <= last;
        day = addDays(day, 1)
      ) {
        map.set(day, [...(map.get(day) ?? []), happyHour]);
      }
    }
    return map;
  }, [happyHours, days, timeZone]);
  const time = (value: string) => format.timeOfDay(instantToLocalDateTime(value, timeZone).slice(11, 16));
  const monthLabel = format.calendarDate(`${month}-01`, MONTH_LABEL);

  return (
    <Card>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" tt="capitalize" aria-live="polite">
            {monthLabel}
          </Title>
          <Group gap={6} wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              onClick={() => setMonth(shiftMonth(month, -1))}
              aria-label={t('happy_hours.calendar.previous')}
            >
              <IconChevronLeft size={18} />
            </ActionIcon>
            <Button
              variant="default"
              onClick={() => setMonth(today.slice(0, 7))}
              disabled={month === today.slice(0, 7)}
            >
              {t('happy_hours.calendar.today')}
            </Button>
            <ActionIcon
              variant="default"
              size="lg"
              onClick={() => setMonth(shiftMonth(month, 1))}
              aria-label={t('happy_hours.calendar.next')}
            >
              <IconChevronRight size={18} />
            </ActionIcon>
          </Group>
        </Group>
        <Box style={{ overflowX: 'auto' }}>
          <SimpleGrid cols={7} spacing={4} verticalSpacing={4} miw={640} role="grid" aria-label={monthLabel}>
            {WEEKDAYS.map((weekday) => (
              <Text key={weekday} size="xs" fw={700} c="dimmed" ta="center" tt="uppercase" role="columnheader">
                {format.weekday(weekday)}
              </Text>
            ))}
            {days.map((day) => {
              const items = byDay.get(day) ?? [];
              const outside = !day.startsWith(month);
              return (
                <Stack
                  key={day}
                  gap={4}
                  p={6}
                  mih={92}
                  role="gridcell"
                  aria-label={format.calendarDate(day, DAY_LABEL)}
                  style={{
                    border: '1px solid var(--mantine-color-default-border)',
                    borderRadius: 'var(--mantine-radius-sm)',
                    background: day === today ? 'var(--mantine-color-brand-light)' : undefined,
                    opacity: outside ? 0.55 : 1,
                  }}
                >
                  <Text size="xs" fw={day === today ? 700 : 500}>
                    {Number(day.slice(8))}
                  </Text>
                  {items.map((happyHour) => (
                    <UnstyledButton
                      key={happyHour.id}
                      onClick={() => onOpen(happyHour)}
                      aria-label={t('happy_hours.calendar.open', {
                        name: happyHour.name,
                        start: format.dateTime(happyHour.startAt),
                        end: format.dateTime(happyHour.endAt),
                      })}
                    >
                      <Box
                        px={6}
                        py={2}
                        style={{
                          borderRadius: 'var(--mantine-radius-sm)',
                          background: `var(--mantine-color-${STATE_COLORS[happyHour.state]}-light)`,
                          color: `var(--mantine-color-${STATE_COLORS[happyHour.state]}-light-color)`,
                        }}
                      >
                        <Text size="xs" fw={700} c="inherit">
                          ×{format.number(happyHour.multiplier)} · {time(happyHour.startAt)}
                        </Text>
                        <Text size="xs" c="inherit" lineClamp={2}>
                          {happyHour.name}
                        </Text>
                      </Box>
                    </UnstyledButton>
                  ))}
                </Stack>
              );
            })}
          </SimpleGrid>
        </Box>
      </Stack>
    </Card>
  );
}
