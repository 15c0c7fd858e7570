// IT skills: Software, Systems and Coding at three levels (spec 2 sections 2.3, 3, 4.3). Empty or
// Display from whether any list holds a skill; Edit shows the type-aheads. The skills come from
// the web resume; 'Not relevant to me' hides them and is saved at once.
import { Text } from '@mantine/core';
import { hasItSkills } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../../shared/hooks/use-error-toast';
import { NotRelevantToggle } from '../section-mode/not-relevant-toggle';
import { useScrollFormIntoView } from '../section-mode/profile-layout';
import { ProfileSection } from '../section-mode/profile-section';
import { SectionActionButton } from '../section-mode/section-buttons';
import { isEditingMode, useSectionMode } from '../section-mode/section-mode';
import { SectionSkeleton } from '../section-mode/section-states';
import { useWebResume } from '../shared-api/get-webresume';
import { useSectionVisibilityToggle } from '../shared-api/put-section-visibility';
import { ItSkillsDisplay } from './components/it-skills-display';
import { ItSkillsForm } from './components/it-skills-form';

export function ItSkillsSection() {
  const { t } = useTranslation();
  const webResume = useWebResume();
  useErrorToast(webResume.error);
  const skills = webResume.data?.itSkills;
  const visibility = useSectionVisibilityToggle('itskills', webResume.data?.noItSkills ?? false);
  const hidden = visibility.checked;
  const section = useSectionMode('it-skills', !skills || !hasItSkills(skills));
  const scrollIntoView = useScrollFormIntoView();
  const editing = section.mode === 'Edit';

  const actions = !editing && (
    <>
      <NotRelevantToggle visibility={visibility} disabled={section.locked || !webResume.data} />
      {!hidden && skills && (
        <SectionActionButton
          kind={section.mode === 'Empty' ? 'add' : 'edit'}
          onClick={section.startEdit}
          disabled={section.locked}
        >
          {section.mode === 'Empty'
            ? t('profileEditor.qualifications.itSkills.add')
            : t('profileEditor.qualifications.itSkills.edit')}
        </SectionActionButton>
      )}
    </>
  );

  const body = () => {
    if (editing && skills) {
      return <ItSkillsForm initial={skills} onDone={section.finish} formRef={scrollIntoView} />;
    }
    if (hidden) {
      return (
        <Text c="dimmed" size="sm">
          {t('profileEditor.qualifications.hiddenNote')}
        </Text>
      );
    }
    if (!skills) {
      return <SectionSkeleton />;
    }
    if (section.mode === 'Empty') {
      return (
        <Text c="dimmed" size="sm">
          {t('profileEditor.qualifications.itSkills.empty')}
        </Text>
      );
    }
    return <ItSkillsDisplay skills={skills} />;
  };

  return (
    <ProfileSection
      anchor="it-skills"
      title={t('profileEditor.qualifications.itSkills.title')}
      actions={actions}
      locked={section.locked}
      editing={isEditingMode(section.mode)}
    >
      {body()}
    </ProfileSection>
  );
}
