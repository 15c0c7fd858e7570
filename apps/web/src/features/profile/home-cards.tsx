// The profile's cards on the home dashboard (spec 3 section 2): the business card and the
// resume, as on the profile page. Home wraps its page in ProfileHomeProvider so the cards (and
// the browse-communities banner) share the profile's one-edit-at-a-time rule.
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { BusinessCardSection } from './business-card/business-card-section';
import { ResumeSection } from './files/resume-section';
import { ProfileLayoutContext } from './section-mode/profile-layout';
import { SectionModeProvider } from './section-mode/section-mode';

const FULL_PAGE = { iframe: false };

export function ProfileHomeProvider({ children }: { children: ReactNode }) {
  return (
    <ProfileLayoutContext.Provider value={FULL_PAGE}>
      <SectionModeProvider>{children}</SectionModeProvider>
    </ProfileLayoutContext.Provider>
  );
}

interface ProfileHomeCardsProps {
  /** Raise it to open the business card editor (?edit=business-card, a call to action). */
  editBusinessCardRequest?: number;
}

export function ProfileHomeCards({ editBusinessCardRequest = 0 }: ProfileHomeCardsProps) {
  return (
    <Stack gap="lg">
      <BusinessCardSection editRequest={editBusinessCardRequest} />
      <ResumeSection />
    </Stack>
  );
}
