// Career, education and achievements summaries (spec 2 sections 2.3, 5).
import { useTranslation } from 'react-i18next';
import { SummarySection } from './components/summary-section';

export function CareerSummarySection() {
  const { t } = useTranslation();
  return (
    <SummarySection
      anchor="career-summary"
      kind="career"
      title={t('profileEditor.work.summaries.careerTitle')}
      hint={t('profileEditor.work.summaries.careerHint')}
    />
  );
}

export function EducationSummarySection() {
  const { t } = useTranslation();
  return (
    <SummarySection
      anchor="education-summary"
      kind="skills"
      title={t('profileEditor.work.summaries.educationTitle')}
      hint={t('profileEditor.work.summaries.educationHint')}
    />
  );
}

export function AchievementsSummarySection() {
  const { t } = useTranslation();
  return (
    <SummarySection
      anchor="achievements-summary"
      kind="achievement"
      title={t('profileEditor.work.summaries.achievementsTitle')}
      hint={t('profileEditor.work.summaries.achievementsHint')}
    />
  );
}
