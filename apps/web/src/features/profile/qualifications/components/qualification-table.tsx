// The entries of one list: a table (Year, Qualification or Name, Level, Institution, Documents)
// on wide screens and, on small ones, each row stacked as a card, each with its Edit button. One
// markup for both, laid out by the page's styles (qualifications.module.css): a page drawn on the
// server does not know the screen, and swapping a table for a list once the app knew it drew the
// section again just after the app took the page over. The roles are explicit, since a table laid
// out as blocks loses them in some browsers.
import '@mantine/core/styles/Table.css';
import { Table, VisuallyHidden } from '@mantine/core';
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
  const withLevel = list === 'qualifications';
  const year = (entry: Qualification) =>
    entry.yearCompleted === 0
      ? t('profileEditor.qualifications.notSpecified')
      : String(entry.yearCompleted);
  const documents = (entry: Qualification) =>
    entry.file ? t('profileEditor.qualifications.yes') : t('profileEditor.qualifications.no');
  const nameColumn = withLevel
    ? t('profileEditor.qualifications.columns.qualification')
    : t('profileEditor.qualifications.columns.name');
  const column = {
    year: t('profileEditor.qualifications.columns.year'),
    level: t('profileEditor.qualifications.columns.level'),
    documents: t('profileEditor.qualifications.columns.documents'),
  };

  return (
    <div className={classes.tableScroll}>
      <Table verticalSpacing="sm" highlightOnHover className={classes.table} role="table">
        <Table.Thead className={classes.head} role="rowgroup">
          <Table.Tr role="row">
            <Table.Th w={130} role="columnheader">
              {column.year}
            </Table.Th>
            <Table.Th role="columnheader">{nameColumn}</Table.Th>
            {withLevel && <Table.Th role="columnheader">{column.level}</Table.Th>}
            <Table.Th role="columnheader">
              {t('profileEditor.qualifications.columns.institution')}
            </Table.Th>
            <Table.Th w={100} role="columnheader">
              {column.documents}
            </Table.Th>
            <Table.Th w={90} role="columnheader">
              <VisuallyHidden>{t('profileEditor.qualifications.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody role="rowgroup">
          {entries.map((entry) => (
            <Table.Tr key={entry.id} className={classes.row} role="row">
              <Table.Td className={classes.year} data-label={column.year} role="cell">
                {year(entry)}
              </Table.Td>
              <Table.Td fw={500} className={classes.name} role="cell">
                {entry.certification}
              </Table.Td>
              {withLevel && (
                <Table.Td className={classes.level} data-label={column.level} role="cell">
                  {entry.fifoEducationLevel?.label ?? ''}
                </Table.Td>
              )}
              <Table.Td className={classes.institution} role="cell">
                {entry.institution}
              </Table.Td>
              <Table.Td className={classes.documents} data-label={column.documents} role="cell">
                {documents(entry)}
              </Table.Td>
              <Table.Td ta="right" className={classes.actions} role="cell">
                <EntryEditButton
                  name={entry.certification}
                  onClick={() => onEdit(entry)}
                  disabled={disabled}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
