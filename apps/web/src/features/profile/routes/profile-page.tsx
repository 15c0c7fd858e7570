// The profile editor at /talent/profile and, in iframe mode, /talent/iframeable-profile
// (spec 2 sections 2.2, 2.3). The signed-in layout has resolved the session before this renders.
// Each section loads its own data; the page arranges them and enforces one edit at a time.
import { Box, Stack, Title, VisuallyHidden } from '@mantine/core';
import { useIsFetching } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/ui/page-header';
import { PagePart } from '../../../shared/ui/page-part';
import { BusinessCardSection } from '../business-card/business-card-section';
import { CommunitiesBanner } from '../files/communities-banner';
import { ResumeSection } from '../files/resume-section';
import { ItSkillsSection } from '../it-skills/it-skills-section';
import { LanguagesSection } from '../languages/languages-section';
import { LicencesSection } from '../qualifications/licences-section';
import { QualificationsSection } from '../qualifications/qualifications-section';
import { ProfileLayoutContext } from '../section-mode/profile-layout';
import { SectionModeProvider } from '../section-mode/section-mode';
import { useFragmentScroll } from '../section-mode/use-fragment-scroll';
import {
  AchievementsSummarySection,
  CareerSummarySection,
  EducationSummarySection,
} from '../summaries/summary-sections';
import { WorkHistorySection } from '../work-history/work-history-section';

/**
 * Scrolls to the fragment's section once the first loads have settled. A component of its own,
 * so that a call starting or ending anywhere (the count of fetches it watches) draws only this,
 * not the whole page (two full drawings of every section while the page starts).
 */
function FragmentScroll() {
  useFragmentScroll(useIsFetching() === 0);
  return null;
}

export function ProfilePage({ iframe = false }: { iframe?: boolean }) {
  const { t } = useTranslation();
  return (
    <ProfileLayoutContext.Provider value={{ iframe }}>
      <SectionModeProvider>
        <FragmentScroll />
        {!iframe && <PageHeader title={t('pages.profile')} />}
        <Box component={iframe ? 'main' : 'div'} p={iframe ? 'md' : 0}>
          {/* Without the shell, the page's heading is inside its one landmark, as all else is. */}
          {iframe && (
            <VisuallyHidden>
              <Title order={1}>{t('pages.profile')}</Title>
            </VisuallyHidden>
          )}
          <Stack gap="lg">
            {!iframe && <ResumeSection />}
            {!iframe && <BusinessCardSection />}
            <CommunitiesBanner />
            <PagePart>
              <WorkHistorySection />
            </PagePart>
            <PagePart>
              <CareerSummarySection />
            </PagePart>
            <PagePart>
              <EducationSummarySection />
            </PagePart>
            <PagePart>
              <QualificationsSection />
            </PagePart>
            <PagePart>
              <ItSkillsSection />
            </PagePart>
            <PagePart>
              <LicencesSection />
            </PagePart>
            <PagePart>
              <AchievementsSummarySection />
            </PagePart>
            <PagePart>
              <LanguagesSection />
            </PagePart>
          </Stack>
        </Box>
      </SectionModeProvider>
    </ProfileLayoutContext.Provider>
  );
}
