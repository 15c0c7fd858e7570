// The talent's languages: Language and Proficiency, each row with Edit.
import '@mantine/core/styles/Table.css';
import { Table, VisuallyHidden } from '@mantine/core';
import type { LanguageEntry } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { EntryEditButton } from '../../section-mode/section-buttons';

interface Props {
  entries: LanguageEntry[];
  disabled: boolean;
  onEdit: (entry: LanguageEntry) => void;
}

export function LanguagesTable({ entries, disabled, onEdit }: Props) {
  const { t } = useTranslation();
  return (
    <Table verticalSpacing="sm" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('profileEditor.qualifications.languages.language')}</Table.Th>
          <Table.Th>{t('profileEditor.qualifications.languages.proficiency')}</Table.Th>
          <Table.Th w={90}>
            <VisuallyHidden>{t('profileEditor.qualifications.columns.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td fw={500}>{entry.languageName}</Table.Td>
            <Table.Td>
              {t(`profileEditor.qualifications.languages.levels.${String(entry.level) as '1'}`)}
            </Table.Td>
            <Table.Td ta="right">
              <EntryEditButton
                name={entry.languageName}
                onClick={() => onEdit(entry)}
                disabled={disabled}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
