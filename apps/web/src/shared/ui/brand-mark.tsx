import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconBriefcase2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The product's logo and name. */
export function BrandMark({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const { t } = useTranslation();
  const large = size === 'lg';
  return (
    <Group gap={10} wrap="nowrap">
      <ThemeIcon size={large ? 40 : 32} radius="md" variant="filled" aria-hidden>
        <IconBriefcase2 size={large ? 22 : 18} stroke={1.8} />
      </ThemeIcon>
      <Text
        component="span"
        fw={700}
        fz={large ? 22 : 18}
        c="dark.8"
        style={{ letterSpacing: -0.2 }}
      >
        {t('app.name')}
      </Text>
    </Group>
  );
}
