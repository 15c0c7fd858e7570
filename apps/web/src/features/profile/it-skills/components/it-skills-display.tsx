// The IT skills in Display mode: each group with a skill, its three levels as rows of badges.
import { Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IT_SKILL_GROUPS, IT_SKILL_LEVELS, type ItSkills, itSkillListKey } from '@talent/contract';
import { useTranslation } from 'react-i18next';

/** The height of a size-lg badge: level names and 'None' line up with the badges' text. */
const BADGE_ROW = 'calc(1.625rem * var(--mantine-scale))';

export function ItSkillsDisplay({ skills }: { skills: ItSkills }) {
  const { t } = useTranslation();
  const groups = IT_SKILL_GROUPS.filter((group) =>
    IT_SKILL_LEVELS.some((level) => skills[itSkillListKey(group.key, level)].length > 0),
  );
  return (
    <SimpleGrid
      cols={{ base: 1, sm: Math.min(groups.length, 2), lg: groups.length }}
      spacing="xl"
      verticalSpacing="lg"
    >
      {groups.map((group) => (
        <Stack key={group.id} gap="xs">
          <Title order={3} fz="sm" tt="uppercase" c="dimmed" lts={0.5}>
            {t(`profileEditor.qualifications.itSkills.groups.${group.key}`)}
          </Title>
          {IT_SKILL_LEVELS.map((level) => {
            const items = skills[itSkillListKey(group.key, level)];
            return (
              <Group key={level} gap="xs" align="flex-start" wrap="nowrap">
                <Text size="sm" fw={500} w={100} lh={BADGE_ROW} style={{ flexShrink: 0 }}>
                  {t(`profileEditor.qualifications.itSkills.levels.${level}`)}
                </Text>
                {items.length > 0 ? (
                  <Group gap={6}>
                    {items.map((item) => (
                      <Badge key={item.id} variant="light" radius="sm" tt="none" size="lg" fw={500}>
                        {item.label}
                      </Badge>
                    ))}
                  </Group>
                ) : (
                  <Text size="sm" c="dimmed" lh={BADGE_ROW}>
                    {t('profileEditor.qualifications.itSkills.none')}
                  </Text>
                )}
              </Group>
            );
          })}
        </Stack>
      ))}
    </SimpleGrid>
  );
}
