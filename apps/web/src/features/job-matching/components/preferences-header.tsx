// The suggestions page's header (spec 1 section 2): 'Your preferred next role' with the
// preferences as they are and the editor. Before the first save the editor is open.
import { Button, Collapse, Group, Paper, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAdjustments } from '@tabler/icons-react';
import type { SuggestionsPageData } from '@talent/contract';
import { radiusOptions, unitForCountry } from '@talent/geo/units';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PreferencesForm } from './preferences-form';
import classes from './preferences-header.module.css';

type Preferences = SuggestionsPageData['preferences'];

function radiusLabel(preferences: NonNullable<Preferences>) {
  const unit = unitForCountry(preferences.preferredLocation?.countryIso2);
  const options = radiusOptions(unit);
  return (
    options.find((o) => o.value === preferences.preferredLocationRadius)?.label ??
    `${preferences.preferredLocationRadius} km`
  );
}

function PreferencesSummary({ preferences }: { preferences: NonNullable<Preferences> }) {
  const { t } = useTranslation();
  const place = preferences.preferredLocation;
  return (
    <dl className={classes.summary}>
      <div>
        <dt>{t('jobMatching.preferences.summaryRoles')}</dt>
        <dd>
          {preferences.preferredRoles.length > 0
            ? preferences.preferredRoles.join(', ')
            : t('jobMatching.preferences.noRoles')}
        </dd>
      </div>
      <div>
        <dt>{t('jobMatching.preferences.summaryLocation')}</dt>
        <dd>
          {place
            ? t('jobMatching.preferences.within', {
                address: place.address,
                radius: radiusLabel(preferences),
              })
            : t('jobMatching.preferences.noLocation')}
        </dd>
      </div>
      <div>
        <dt>{t('jobMatching.preferences.summaryWorkType')}</dt>
        <dd>{t(`jobMatching.preferences.workTypes.${preferences.workType}`)}</dd>
      </div>
    </dl>
  );
}

export function PreferencesHeader({ preferences }: { preferences: Preferences }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(preferences === null);
  const formId = useId();
  const editButton = useRef<HTMLButtonElement>(null);
  const close = () => {
    setEditing(false);
    // After the first save the button is only now being drawn.
    requestAnimationFrame(() => editButton.current?.focus());
  };
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} mb="lg" component="section">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {t('jobMatching.suggestions.preferredNextRole')}
        </Title>
        {preferences && (
          <Button
            ref={editButton}
            variant={editing ? 'light' : 'default'}
            leftSection={<IconAdjustments size={16} aria-hidden />}
            aria-expanded={editing}
            aria-controls={formId}
            onClick={() => setEditing((open) => !open)}
          >
            {t('jobMatching.preferences.edit')}
          </Button>
        )}
      </Group>
      {preferences ? (
        <PreferencesSummary preferences={preferences} />
      ) : (
        <Text c="dimmed" mt="xs">
          {t('jobMatching.preferences.intro')}
        </Text>
      )}
      <Collapse expanded={editing} id={formId}>
        <div className={classes.form}>
          {editing && (
            <PreferencesForm
              preferences={preferences}
              onDone={() => {
                notifications.show({
                  color: 'green',
                  message: t('jobMatching.preferences.updated'),
                });
                close();
              }}
              onCancel={preferences ? close : undefined}
            />
          )}
        </div>
      </Collapse>
    </Paper>
  );
}
