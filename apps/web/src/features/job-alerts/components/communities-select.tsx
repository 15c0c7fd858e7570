// The Talent communities field: the talent's searchable communities, child communities
// indented under their parent; none chosen means every community. Choosing a community brings
// its child communities, as the Find Jobs filter does.
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type CommunityOption, withChildCommunities } from '../lib/community-options';

interface CommunitiesSelectProps {
  options: CommunityOption[];
  value: string[];
  onChange: (value: string[]) => void;
  disabled?: boolean;
}

const INDENT_PX = 16;

export function CommunitiesSelect({ options, value, onChange, disabled }: CommunitiesSelectProps) {
  const { t } = useTranslation();
  const depthOf = new Map(options.map((o) => [o.value, o.depth]));
  return (
    <MultiSelect
      label={t('jobAlerts.preferences.talentCommunitiesLabel')}
      description={t('jobAlerts.preferences.talentCommunitiesHint')}
      placeholder={
        value.length ? undefined : t('jobAlerts.preferences.talentCommunitiesPlaceholder')
      }
      data={options.map((o) => ({ value: o.value, label: o.label }))}
      value={value}
      onChange={(next) => onChange(withChildCommunities(options, value, next))}
      renderOption={({ option }) => (
        <span style={{ paddingInlineStart: (depthOf.get(option.value) ?? 0) * INDENT_PX }}>
          {option.label}
        </span>
      )}
      searchable
      clearable
      nothingFoundMessage={t('jobAlerts.preferences.noMatchingCommunities')}
      maxDropdownHeight={280}
      disabled={disabled}
    />
  );
}
