import { Group, Image, Text, ThemeIcon } from '@mantine/core';
import { IconLeaf } from '@tabler/icons-react';
import { useBranding } from '@/lib/branding';

interface LogoProps {
  /** Show only the mark. */
  compact?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** White on a brand-coloured background. */
  inverse?: boolean;
}

const MARK_SIZE = { sm: 28, md: 34, lg: 44 } as const;
const NAME_SIZE = { sm: 'md', md: 'lg', lg: 'xl' } as const;

/** The product's logo from the branding settings, or its leaf mark with the product name. */
export function Logo({ compact = false, size = 'md', inverse = false }: LogoProps) {
  const { name, logoUrl } = useBranding();
  const mark = logoUrl ? (
    <Image src={logoUrl} alt={compact ? name : ''} h={MARK_SIZE[size]} w="auto" fit="contain" />
  ) : (
    <ThemeIcon size={MARK_SIZE[size]} radius="md" variant={inverse ? 'white' : 'filled'} aria-hidden>
      <IconLeaf size={MARK_SIZE[size] * 0.6} stroke={1.8} />
    </ThemeIcon>
  );
  if (compact) return mark;
  return (
    <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
      {mark}
      <Text fw={700} fz={NAME_SIZE[size]} c={inverse ? 'white' : 'bright'} style={{ whiteSpace: 'nowrap' }}>
        {name}
      </Text>
    </Group>
  );
}
