import { Tabs as MantineTabs, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface TabItem {
  value: string;
  label: ReactNode;
  icon?: ReactNode;
  content: ReactNode;
  /** Left out entirely, e.g. the access settings for external users. */
  hidden?: boolean;
}

interface TabsProps {
  items: TabItem[];
  value?: string;
  onChange?: (value: string) => void;
  /** Names the tab list for screen readers. */
  label: string;
}

/** Tabs from a list of items; the first visible one is open by default. A lone tab is a titled section instead. */
export function Tabs({ items, value, onChange, label }: TabsProps) {
  const visible = items.filter((item) => !item.hidden);
  const [only] = visible;
  if (only && visible.length === 1)
    return (
      <section aria-labelledby={`tab-section-${only.value}`}>
        <Title order={2} fz="h4" mb="md" id={`tab-section-${only.value}`}>
          {only.label}
        </Title>
        {only.content}
      </section>
    );
  return (
    <MantineTabs
      defaultValue={visible[0]?.value}
      value={value}
      onChange={(next) => next && onChange?.(next)}
      keepMounted={false}
    >
      <MantineTabs.List aria-label={label} mb="lg">
        {visible.map((item) => (
          <MantineTabs.Tab key={item.value} value={item.value} leftSection={item.icon}>
            {item.label}
          </MantineTabs.Tab>
        ))}
      </MantineTabs.List>
      {visible.map((item) => (
        <MantineTabs.Panel key={item.value} value={item.value}>
          {item.content}
        </MantineTabs.Panel>
      ))}
    </MantineTabs>
  );
}
