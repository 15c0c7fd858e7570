// The profile as a company sees it (owner-only preview, spec 2 section 2.3: profile visibility).
// The network view hides personal details until the company connects: the name becomes
// initials, and the photo, address lines, links and the companies of roles marked hideCompany
// are left out. The connections view shows everything the talent shares with connections.
import type { PreviewCard, PreviewView, ProfilePreview, WebResume } from '@talent/contract';
import type { Database } from '@talent/db';
import { readWebResume } from '../webresume';
import { readBusinessCard } from './business-card.service';

/** 'Alex Morgan' -> 'A. M.'; one name -> its initial. */
export function initialsOf(fullName: string): string {
  return fullName
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => `${part[0]?.toUpperCase()}.`)
    .join(' ');
}

export async function readProfilePreview(
  db: Database,
  talentId: string,
  view: PreviewView,
): Promise<ProfilePreview> {
  const [card, resume] = await Promise.all([
    readBusinessCard(db, talentId),
    readWebResume(db, talentId),
  ]);
  const network = view === 'network';
  const location = card.addressLocation;
  const previewCard: PreviewCard = {
    displayName: network ? initialsOf(card.fullName) : card.fullName,
    nameHidden: network,
    avatarUrl: network ? null : card.avatarUrl,
    currentRole: card.currentRole,
    bioMessage: card.bioMessage,
    specialities: card.specialities,
    addressLocation: network && location ? { ...location, address: null } : location,
    externalLinks: network ? [] : card.externalLinks,
    jobSearchStatusId: card.jobSearchStatusId,
    lastUpdated: card.lastUpdated,
  };
  return { view, card: previewCard, resume: network ? hideCompanies(resume) : resume };
}

function hideCompanies(resume: WebResume): WebResume {
  return {
    ...resume,
    roles: resume.roles.map((role) => (role.hideCompany ? { ...role, company: '' } : role)),
  };
}
