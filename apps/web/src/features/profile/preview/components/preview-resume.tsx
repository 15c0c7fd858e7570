// The web resume as a company sees it (read-only): each section only when it has content and
// the talent has not marked it not relevant. In the network view a hidden company is empty.
import '@mantine/core/styles/Table.css';
import { Badge, Card, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import type { ItSkillItem, Qualification, Role, WebResume } from '@talent/contract';
import { format, parseISO } from 'date-fns';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './preview-resume.module.css';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section">
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

const monthYear = (date: string) => format(parseISO(date), 'MMM yyyy');

function RoleEntry({ role }: { role: Role }) {
  const { t } = useTranslation();
  const company = role.company || t('profileEditor.businessCard.companyHidden');
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {monthYear(role.fromDate)} –{' '}
        {role.isCurrent || !role.toDate
          ? t('profileEditor.businessCard.present')
          : monthYear(role.toDate)}
      </Text>
      <Text fw={600}>{role.roleTitle}</Text>
      <Text size="sm" fs={role.company ? undefined : 'italic'}>
        {[role.division, company].filter(Boolean).join(', ')}
        {role.locationGroup ? ` • ${role.locationGroup.label}` : ''}
      </Text>
      {role.specialities.length > 0 && (
        <Group gap={6}>
          {role.specialities.map((s) => (
            <Badge key={s.label} variant="light" radius="sm" tt="none" fw={500}>
              {s.label}
            </Badge>
          ))}
        </Group>
      )}
      {role.responsibilitiesList.length > 0 && (
        <List size="sm" spacing={2}>
          {role.responsibilitiesList.map((r) => (
            <List.Item key={r}>{r}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/**
 * On a narrow screen the table scrolls sideways; with nothing focusable in it, its scrolling
 * box takes focus itself (named after its section) so that a keyboard can scroll it.
 */
function QualificationTable({ items, label }: { items: Qualification[]; label: string }) {
  return (
    <Table.ScrollContainer
      minWidth={360}
      scrollAreaProps={{
        viewportProps: {
          tabIndex: 0,
          role: 'region',
          'aria-label': label,
          className: classes.scrollViewport,
        },
      }}
    >
      <Table>
        <Table.Tbody>
          {items.map((q) => (
            <Table.Tr key={q.id}>
              <Table.Td w={80}>{q.yearCompleted > 0 ? q.yearCompleted : ''}</Table.Td>
              <Table.Td>{q.certification}</Table.Td>
              <Table.Td>{q.institution}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const uniqueSkills = (resume: WebResume): ItSkillItem[] => {
  const all = Object.values(resume.itSkills).flat();
  return all.filter((s, i) => all.findIndex((o) => o.label === s.label) === i);
};

export function PreviewResume({ resume }: { resume: WebResume }) {
  const { t } = useTranslation();
  const skills = uniqueSkills(resume);
  const sections: ReactNode[] = [];
  if (resume.careerSummary.trim())
    sections.push(
      <Section key="career" title={t('profileEditor.businessCard.previewCareerSummary')}>
        <Text style={{ whiteSpace: 'pre-line' }}>{resume.careerSummary}</Text>
      </Section>,
    );
  if (!resume.noWorkHistory && resume.roles.length > 0)
    sections.push(
      <Section key="roles" title={t('profileEditor.businessCard.previewWorkHistory')}>
        <Stack gap="lg">
          {resume.roles.map((role) => (
            <RoleEntry key={role.id} role={role} />
          ))}
        </Stack>
      </Section>,
    );
  if (resume.skillsSummary.trim())
    sections.push(
      <Section key="skills-summary" title={t('profileEditor.businessCard.previewSkillsSummary')}>
        <Text style={{ whiteSpace: 'pre-line' }}>{resume.skillsSummary}</Text>
      </Section>,
    );
  if (!resume.noQualifications && resume.education.qualifications.length > 0)
    sections.push(
      <Section key="education" title={t('profileEditor.businessCard.previewEducation')}>
        <QualificationTable
          items={resume.education.qualifications}
          label={t('profileEditor.businessCard.previewEducation')}
        />
      </Section>,
    );
  if (!resume.noItSkills && skills.length > 0)
    sections.push(
      <Section key="it" title={t('profileEditor.businessCard.previewItSkills')}>
        <Group gap={6}>
          {skills.map((s) => (
            <Badge key={s.id} variant="outline" radius="sm" tt="none" fw={500}>
              {s.label}
            </Badge>
          ))}
        </Group>
      </Section>,
    );
  if (!resume.noLicences && resume.licences.qualifications.length > 0)
    sections.push(
      <Section key="licences" title={t('profileEditor.businessCard.previewLicences')}>
        <QualificationTable
          items={resume.licences.qualifications}
          label={t('profileEditor.businessCard.previewLicences')}
        />
      </Section>,
    );
  if (resume.achievements.trim())
    sections.push(
      <Section key="achievements" title={t('profileEditor.businessCard.previewAchievements')}>
        <Text style={{ whiteSpace: 'pre-line' }}>{resume.achievements}</Text>
      </Section>,
    );
  if (resume.languages.length > 0)
    sections.push(
      <Section key="languages" title={t('profileEditor.businessCard.previewLanguages')}>
        <List size="sm" spacing={4}>
          {resume.languages.map((l) => (
            <List.Item key={l.id}>
              {l.languageName}:{' '}
              {t(`profileEditor.qualifications.languages.levels.${String(l.level) as '0'}`)}
            </List.Item>
          ))}
        </List>
      </Section>,
    );
  if (sections.length === 0)
    return <Text c="dimmed">{t('profileEditor.businessCard.previewEmpty')}</Text>;
  return <Stack gap="lg">{sections}</Stack>;
}
