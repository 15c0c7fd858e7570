// Account Management and Privacy (spec 3 section 2): privacy and security information, the way
// to the connections, profile visibility (unless the session's toggle hides it), the talent's
// data, and closing the account.
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/api/get-session';
import { PageHeader } from '../../../shared/ui/page-header';
import { ConnectionsSection } from '../components/connections-section';
import { DeleteAccountSection } from '../components/delete-account-section';
import { PrivacyInformationSection } from '../components/privacy-information-section';
import { ProfileVisibilitySection } from '../components/profile-visibility-section';
import { YourDataSection } from '../components/your-data-section';

export function PrivacyPage() {
  const { t } = useTranslation();
  const { candidateFeatureToggles } = useSession();
  return (
    // One readable column at every width: the sections are text and a button or two each.
    <Stack gap="lg" maw={860}>
      <PageHeader title={t('pages.privacy')} description={t('privacy.intro')} />
      <PrivacyInformationSection />
      <ConnectionsSection />
      {!candidateFeatureToggles.hideLiveMarketOptionFromCandidateProfileEnabled && (
        <ProfileVisibilitySection />
      )}
      <YourDataSection />
      <DeleteAccountSection />
    </Stack>
  );
}
