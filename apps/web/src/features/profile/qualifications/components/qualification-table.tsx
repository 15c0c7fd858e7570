// The entries of one list: a table (Year, Qualification or Name, Level, Institution, Documents)
// on wide screens and a stacked list on small ones, each with its Edit button.
import '@mantine/core/styles/Table.css';
import { Box, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Qualification } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { EntryEditButton } from '../../section-mode/section-buttons';
import type { QualificationList } from '../api/get-qualifications';
import classes from './qualifications.module.css';

interface QualificationTableProps {
  list: QualificationList;
  entries: Qualification[];
  disabled: boolean;
  onEdit: (entry: Qualification) => void;
}

export function QualificationTable({ list, entries, disabled, onEdit }: QualificationTableProps) {
  const { t } = useTranslation();
  const small = useMediaQuery('(max-width: 767px)');
  const withLevel = list === 'qualifications';
  const year = (entry: Qualification) =>
    entry.yearCompleted === 0
      ? t('profileEditor.qualifications.notSpecified')
      : String(entry.yearCompleted);
  const documents = (entry: Qualification) =>
    entry.file ? t('profileEditor.qualifications.yes') : t('profileEditor.qualifications.no');
  const editButton = (entry: Qualification) => (
    <EntryEditButton name={entry.certification} onClick={() => onEdit(entry)} disabled={disabled} />
  );
  const nameColumn = withLevel
    ? t('profileEditor.qualifications.columns.qualification')
    : t('profileEditor.qualifications.columns.name');

  if (small) {
    return (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {entries.map((entry) => (
          <li key={entry.id} className={classes.stackedItem}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={2} miw={0} style={{ flex: 1 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {entry.certification}
                </Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {entry.institution}
                </Text>
                <Group style={{ rowGap: 2, columnGap: 'var(--mantine-spacing-md)' }} wrap="wrap">
                  <Text size="sm" c="dimmed">
                    {t('profileEditor.qualifications.columns.year')}: {year(entry)}
                  </Text>
                  {withLevel && entry.fifoEducationLevel && (
                    <Text size="sm" c="dimmed">
                      {t('profileEditor.qualifications.columns.level')}:{' '}
                      {entry.fifoEducationLevel.label}
                    </Text>
                  )}
                  <Text size="sm" c="dimmed">
                    {t('profileEditor.qualifications.columns.documents')}: {documents(entry)}
                  </Text>
                </Group>
              </Stack>
              <Box style={{ flexShrink: 0 }}>{editButton(entry)}</Box>
            </Group>
          </li>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={130}>{t('profileEditor.qualifications.columns.year')}</Table.Th>
            <Table.Th>{nameColumn}</Table.Th>
            {withLevel && <Table.Th>{t('profileEditor.qualifications.columns.level')}</Table.Th>}
            <Table.Th>{t('profileEditor.qualifications.columns.institution')}</Table.Th>
            <Table.Th w={100}>{t('profileEditor.qualifications.columns.documents')}</Table.Th>
            <Table.Th w={90}>
              <VisuallyHidden>{t('profileEditor.qualifications.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{year(entry)}</Table.Td>
              <Table.Td fw={500}>{entry.certification}</Table.Td>
              {withLevel && <Table.Td>{entry.fifoEducationLevel?.label ?? ''}</Table.Td>}
              <Table.Td>{entry.institution}</Table.Td>
              <Table.Td>{documents(entry)}</Table.Td>
              <Table.Td ta="right">{editButton(entry)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
