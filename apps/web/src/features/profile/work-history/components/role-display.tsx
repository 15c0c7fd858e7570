// A role in display mode (spec 2 section 2.3): dates, title with division and company,
// industry and profession, location, specialty tags, responsibilities, achievements, comments,
// the primary role indicator or 'Make primary role', and Edit.
import { Badge, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconEyeOff, IconStarFilled } from '@tabler/icons-react';
import type { Role } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { formatRoleDates, roleOrganisation } from '../lib/format-role';

interface RoleDisplayProps {
  role: Role;
  /** Another section or role is being edited. */
  locked: boolean;
  onEdit: () => void;
  onMakePrimary: () => void;
  makingPrimary: boolean;
}

function Entries({ label, entries }: { label: string; entries: string[] }) {
  if (entries.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <List size="sm" spacing={2} withPadding>
        {entries.map((entry, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries may repeat; order is identity
          <List.Item key={index}>{entry}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

export function RoleDisplay({
  role,
  locked,
  onEdit,
  onMakePrimary,
  makingPrimary,
}: RoleDisplayProps) {
  const { t } = useTranslation();
  const organisation = roleOrganisation(role);
  const classification = [role.industry?.label, role.profession?.label].filter(Boolean).join(' · ');
  const location = [role.locationGroup?.label, role.country?.name]
    .filter((part, i, all) => part && !(i === 1 && all[0]?.includes(part)))
    .join(', ');
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            {formatRoleDates(role, t('profileEditor.work.role.present'))}
          </Text>
          <Text fw={700} size="lg" lh={1.3}>
            {role.roleTitle}
          </Text>
          {organisation && (
            <Group gap={6} wrap="nowrap">
              <Text fw={500}>{organisation}</Text>
              {role.hideCompany && (
                <IconEyeOff
                  size={16}
                  aria-label={t('profileEditor.work.role.companyHidden')}
                  role="img"
                  style={{ flexShrink: 0 }}
                >
                  <title>{t('profileEditor.work.role.companyHidden')}</title>
                </IconEyeOff>
              )}
            </Group>
          )}
          {classification && (
            <Text size="sm" c="dimmed">
              {classification}
            </Text>
          )}
          {location && <Text size="sm">{location}</Text>}
        </Stack>
        <Group gap="xs">
          {role.isPrimary ? (
            <Badge variant="light" leftSection={<IconStarFilled size={12} aria-hidden />}>
              {t('profileEditor.work.role.primaryRole')}
            </Badge>
          ) : (
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={onMakePrimary}
              disabled={locked}
              loading={makingPrimary}
              aria-label={t('profileEditor.work.role.makePrimaryLabel', { title: role.roleTitle })}
            >
              {t('profileEditor.work.role.makePrimary')}
            </Button>
          )}
          <Button
            variant="default"
            size="compact-sm"
            onClick={onEdit}
            disabled={locked}
            aria-label={t('profileEditor.work.role.editLabel', { title: role.roleTitle })}
          >
            {t('profileEditor.work.role.edit')}
          </Button>
        </Group>
      </Group>
      {role.specialities.length > 0 && (
        <Group gap={6} aria-label={t('profileEditor.work.role.specialties')} role="list">
          {role.specialities.map((s) => (
            <Badge key={s.label} variant="outline" color="gray" tt="none" role="listitem">
              {s.label}
            </Badge>
          ))}
        </Group>
      )}
      <Entries
        label={t('profileEditor.work.role.responsibilities')}
        entries={role.responsibilitiesList}
      />
      <Entries label={t('profileEditor.work.role.achievements')} entries={role.achievementsList} />
      {role.extendedJobDesc && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('profileEditor.work.role.comments')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {role.extendedJobDesc}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
