// The business card's rules (spec 2 sections 3, 5, 7.2): the card read with its suggestions and
// privacy URLs, the card save (links typed on the server, never trusted from the client),
// profile visibility and availability. Every call acts for the caller's own talent id.
import {
  type AddressLocation,
  type BusinessCard,
  businessCardMessages,
  detectLinkType,
  linkTypes,
  type Privacy,
  type UpdateBusinessCardBody,
} from '@talent/contract';
import type { Database } from '@talent/db';
import { country, searchPlaces } from '@talent/geo';
import { AppError, notFound } from '../../lib/errors';
import {
  type CardRow,
  type CardUpdate,
  fillEmptyCardFields,
  findCard,
  findLinks,
  findRoleSpecialities,
  findSkillLabels,
  updateCard,
  updateJobSearchStatus,
  updateProfileStatus,
} from './business-card.repo';

/** Where the web app shows the profile as companies see it (its preview routes). */
export const PREVIEW_PATH = '/talent/profile/preview';

export const avatarUrlOf = (avatarFileId: string | null) =>
  avatarFileId ? `/api/user/profile-photo/${avatarFileId}` : null;

export function privacyOf(row: Pick<CardRow, 'profileStatus' | 'profileCode'>): Privacy {
  return {
    profileStatus: row.profileStatus === 1 ? 1 : 2,
    publicUrl: `${PREVIEW_PATH}/network/${row.profileCode}`,
    privateUrl: `${PREVIEW_PATH}/connections/${row.profileCode}`,
  };
}

export function addressLocationOf(row: CardRow): AddressLocation | null {
  if (!row.suburb || !row.countryIso2) return null;
  return {
    address: row.addressLine1
      ? { addressLine1: row.addressLine1, addressLine2: row.addressLine2 }
      : null,
    suburb: {
      name: row.suburb,
      postcode: row.postcode,
      state: row.state ? { name: row.state } : null,
    },
    country: { iso2: row.countryIso2, name: country(row.countryIso2)?.name ?? row.countryIso2 },
  };
}

const linkTypeName = (id: number) => linkTypes.find((t) => t.id === id)?.name ?? 'Other';

async function loadCardRow(db: Database, talentId: string): Promise<CardRow> {
  const row = await findCard(db, talentId);
  if (!row) throw notFound('Profile not found');
  return row;
}

export async function readBusinessCard(db: Database, talentId: string): Promise<BusinessCard> {
  const row = await loadCardRow(db, talentId);
  const [skills, roleSpecialities, links] = await Promise.all([
    findSkillLabels(db, talentId),
    findRoleSpecialities(db, talentId),
    findLinks(db, talentId),
  ]);
  // Suggestions are the talent's own role specialities that the card does not show yet.
  const seen = new Set(skills.map((s) => s.toLowerCase()));
  const suggested: string[] = [];
  for (const label of roleSpecialities) {
    const key = label.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    suggested.push(label.trim());
  }
  return {
    avatarUrl: avatarUrlOf(row.avatarFileId),
    fullName: row.fullName,
    currentRole: row.currentRole,
    specialities: skills.map((label) => ({ label })),
    suggestedSpecialities: suggested.map((label) => ({ label })),
    bioMessage: row.bioMessage,
    addressLocation: addressLocationOf(row),
    lastUpdated: new Date(row.updatedAt).toISOString(),
    jobSearchStatusId: row.jobSearchStatusId,
    privacy: privacyOf(row),
    externalLinks: links.map((link) => ({
      linkUrl: link.linkUrl,
      linkTypeId: link.linkTypeId,
      linkTypeName: linkTypeName(link.linkTypeId),
    })),
  };
}

/** What the resume pre-fill needs to know of the card: whether it has a role title and a place. */
export async function readCardGaps(db: Database, talentId: string) {
  const row = await loadCardRow(db, talentId);
  return { currentRole: row.currentRole, hasLocation: addressLocationOf(row) !== null };
}

/** Coordinates from the gazetteer when the suburb is a known place, for distance matching. */
function coordinatesOf(suburb: string, iso2: string) {
  const place = searchPlaces(suburb, { countryIso2: iso2, limit: 5 }).find(
    (p) => p.name.toLowerCase() === suburb.toLowerCase(),
  );
  return {
    latitude: place ? place.latitude.toFixed(4) : null,
    longitude: place ? place.longitude.toFixed(4) : null,
  };
}

/**
 * The resume pre-fill's part of the card: the role title and the place (suburb, state,
 * postcode, country), each only when the card has none. Answers which were set.
 */
export async function fillCardGaps(
  db: Database,
  talentId: string,
  gaps: {
    currentRole: string | null;
    location: {
      suburb: string;
      state: string | null;
      postcode: string | null;
      countryIso2: string;
    } | null;
  },
  now = new Date(),
): Promise<{ currentRole: boolean; location: boolean }> {
  const iso2 = gaps.location?.countryIso2.toUpperCase();
  const address =
    gaps.location && iso2 && country(iso2)
      ? {
          suburb: gaps.location.suburb,
          state: gaps.location.state,
          postcode: gaps.location.postcode,
          countryIso2: iso2,
          ...coordinatesOf(gaps.location.suburb, iso2),
        }
      : null;
  const set = await fillEmptyCardFields(
    db,
    talentId,
    { currentRole: gaps.currentRole, address },
    now,
  );
  return { currentRole: set.currentRole, location: set.address };
}

function addressUpdate(location: UpdateBusinessCardBody['addressLocation']): CardUpdate['address'] {
  if (!location) return null;
  const iso2 = location.country.iso2.toUpperCase();
  if (!country(iso2)) {
    throw new AppError('BAD_REQUEST', businessCardMessages.countryRequired, {
      'addressLocation.country.iso2': businessCardMessages.countryRequired,
    });
  }
  const suburb = location.suburb.name;
  return {
    addressLine1: location.address?.addressLine1 || null,
    addressLine2: location.address?.addressLine2 || null,
    suburb,
    postcode: location.suburb.postcode || null,
    state: location.suburb.state?.name || null,
    countryIso2: iso2,
    ...coordinatesOf(suburb, iso2),
  };
}

/** Deduplicated (case-insensitive) skill tags, in the order given. */
function uniqueLabels(labels: string[]): string[] {
  const seen = new Set<string>();
  return labels.filter((label) => {
    const key = label.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export async function saveBusinessCard(
  db: Database,
  talentId: string,
  card: UpdateBusinessCardBody,
  now = new Date(),
): Promise<BusinessCard> {
  await loadCardRow(db, talentId);
  await updateCard(
    db,
    talentId,
    {
      currentRole: card.currentRole,
      bioMessage: card.bioMessage || null,
      address: addressUpdate(card.addressLocation),
      links: card.externalLinks.map((link) => ({
        linkUrl: link.linkUrl,
        linkTypeId: detectLinkType(link.linkUrl).linkTypeId,
      })),
      ...(card.specialities ? { specialities: uniqueLabels(card.specialities) } : {}),
    },
    now,
  );
  return readBusinessCard(db, talentId);
}

export async function readPrivacy(db: Database, talentId: string): Promise<Privacy> {
  return privacyOf(await loadCardRow(db, talentId));
}

export async function savePrivacy(
  db: Database,
  talentId: string,
  profileStatus: 1 | 2,
  now = new Date(),
): Promise<Privacy> {
  const row = await loadCardRow(db, talentId);
  if (row.profileStatus !== profileStatus)
    await updateProfileStatus(db, talentId, profileStatus, now);
  return privacyOf({ ...row, profileStatus });
}

export async function saveJobSearchStatus(
  db: Database,
  talentId: string,
  jobSearchStatusId: number,
  now = new Date(),
) {
  await loadCardRow(db, talentId);
  await updateJobSearchStatus(db, talentId, jobSearchStatusId, now);
  return { jobSearchStatusId };
}
