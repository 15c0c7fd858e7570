// The business card's rows: the talent record's card fields, its skill tags (talent_skill) and
// links (talent_external_link). The only place with SQL for them; every query is keyed by the
// caller's talent id.
import { builtOnce, type Database, schema } from '@talent/db';
import { and, asc, eq, sql } from 'drizzle-orm';

const { talent, talentSkill, talentExternalLink, talentRole } = schema;

export interface CardRow {
  fullName: string;
  currentRole: string | null;
  bioMessage: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  suburb: string | null;
  postcode: string | null;
  state: string | null;
  countryIso2: string | null;
  profileStatus: number;
  jobSearchStatusId: number | null;
  profileCode: string;
  avatarFileId: string | null;
  updatedAt: Date;
}

const cardOf = builtOnce((db) =>
  db
    .select({
      fullName: talent.fullName,
      currentRole: talent.currentRole,
      bioMessage: talent.bioMessage,
      addressLine1: talent.addressLine1,
      addressLine2: talent.addressLine2,
      suburb: talent.suburb,
      postcode: talent.postcode,
      state: talent.state,
      countryIso2: talent.countryIso2,
      profileStatus: talent.profileStatus,
      jobSearchStatusId: talent.jobSearchStatusId,
      profileCode: talent.profileCode,
      avatarFileId: talent.avatarFileId,
      updatedAt: talent.updatedAt,
    })
    .from(talent)
    .where(eq(talent.id, sql.placeholder('talentId'))),
);

export async function findCard(db: Database, talentId: string): Promise<CardRow | null> {
  const [row] = await cardOf(db, { talentId });
  return row ?? null;
}

const skillLabelsOf = builtOnce((db) =>
  db
    .select({ label: talentSkill.label })
    .from(talentSkill)
    .where(eq(talentSkill.talentId, sql.placeholder('talentId')))
    .orderBy(asc(talentSkill.position), asc(talentSkill.label)),
);

export async function findSkillLabels(db: Database, talentId: string): Promise<string[]> {
  const rows = await skillLabelsOf(db, { talentId });
  return rows.map((r) => r.label);
}

/** The specialities of the talent's roles, primary and recent roles first. */
const roleSpecialitiesOf = builtOnce((db) =>
  db
    .select({ specialities: talentRole.specialities })
    .from(talentRole)
    .where(eq(talentRole.talentId, sql.placeholder('talentId')))
    .orderBy(asc(talentRole.position), asc(talentRole.createdAt)),
);

export async function findRoleSpecialities(db: Database, talentId: string): Promise<string[]> {
  const rows = await roleSpecialitiesOf(db, { talentId });
  return rows.flatMap((r) => r.specialities);
}

const linksOf = builtOnce((db) =>
  db
    .select({ linkUrl: talentExternalLink.linkUrl, linkTypeId: talentExternalLink.linkTypeId })
    .from(talentExternalLink)
    .where(eq(talentExternalLink.talentId, sql.placeholder('talentId')))
    .orderBy(asc(talentExternalLink.position)),
);

export async function findLinks(db: Database, talentId: string) {
  return linksOf(db, { talentId });
}

export interface CardUpdate {
  currentRole: string;
  bioMessage: string | null;
  address: {
    addressLine1: string | null;
    addressLine2: string | null;
    suburb: string | null;
    postcode: string | null;
    state: string | null;
    countryIso2: string | null;
    latitude: string | null;
    longitude: string | null;
  } | null;
  links: { linkUrl: string; linkTypeId: number }[];
  /** Replaces the skill tags when given. */
  specialities?: string[];
}

/** Writes the card in one transaction: fields, links replaced, skills replaced when given. */
export async function updateCard(db: Database, talentId: string, update: CardUpdate, now: Date) {
  await db.transaction(async (tx) => {
    await tx
      .update(talent)
      .set({
        currentRole: update.currentRole,
        bioMessage: update.bioMessage,
        ...(update.address ?? {
          addressLine1: null,
          addressLine2: null,
          suburb: null,
          postcode: null,
          state: null,
          countryIso2: null,
          latitude: null,
          longitude: null,
        }),
        updatedAt: now,
      })
      .where(eq(talent.id, talentId));
    await tx.delete(talentExternalLink).where(eq(talentExternalLink.talentId, talentId));
    if (update.links.length > 0) {
      await tx
        .insert(talentExternalLink)
        .values(update.links.map((link, position) => ({ talentId, ...link, position })));
    }
    if (update.specialities) {
      await tx.delete(talentSkill).where(eq(talentSkill.talentId, talentId));
      if (update.specialities.length > 0) {
        await tx
          .insert(talentSkill)
          .values(update.specialities.map((label, position) => ({ talentId, label, position })));
      }
    }
  });
}

export async function updateProfileStatus(
  db: Database,
  talentId: string,
  profileStatus: number,
  now: Date,
) {
  await db.update(talent).set({ profileStatus, updatedAt: now }).where(eq(talent.id, talentId));
}

export async function updateJobSearchStatus(
  db: Database,
  talentId: string,
  jobSearchStatusId: number,
  now: Date,
) {
  await db.update(talent).set({ jobSearchStatusId, updatedAt: now }).where(eq(talent.id, talentId));
}

export interface CardGaps {
  currentRole: string | null;
  address: {
    suburb: string;
    postcode: string | null;
    state: string | null;
    countryIso2: string;
    latitude: string | null;
    longitude: string | null;
  } | null;
}

/**
 * Sets the card's role title and place only where the card has none (the resume pre-fill never
 * overwrites what the talent wrote). Answers which of them were set.
 */
export async function fillEmptyCardFields(
  db: Database,
  talentId: string,
  gaps: CardGaps,
  now: Date,
): Promise<{ currentRole: boolean; address: boolean }> {
  const set = { currentRole: false, address: false };
  if (gaps.currentRole) {
    const rows = await db
      .update(talent)
      .set({ currentRole: gaps.currentRole, updatedAt: now })
      .where(and(eq(talent.id, talentId), sql`coalesce(trim(${talent.currentRole}), '') = ''`))
      .returning({ id: talent.id });
    set.currentRole = rows.length > 0;
  }
  if (gaps.address) {
    const rows = await db
      .update(talent)
      .set({ ...gaps.address, addressLine1: null, addressLine2: null, updatedAt: now })
      .where(
        and(
          eq(talent.id, talentId),
          sql`coalesce(trim(${talent.suburb}), '') = ''`,
          sql`${talent.countryIso2} IS NULL`,
        ),
      )
      .returning({ id: talent.id });
    set.address = rows.length > 0;
  }
  return set;
}
