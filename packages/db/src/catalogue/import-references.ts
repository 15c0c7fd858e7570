// Finds, or creates, what an imported posting refers to: its company, talent community and
// work location, and (through the lookup resolver) its category and sub-category. Answers are
// cached for the import, so a feed of thousands of jobs from a few companies costs a few
// queries. These writes are not part of the job batches' transactions, so a rolled-back batch
// never leaves a cached id behind.
import type { JobPosting } from '@talent/contract';
import { type AnyColumn, and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client';
import * as schema from '../schema';
import { createLookupResolver } from './import-lookups';
import { locationFields } from './job-posting-location';
import { JobPostingMappingError, type JobReferences } from './job-posting-mapper';
import type { CategoryReading } from './occupational-category';
import { slugify } from './slug';

export type PostingReferences = Omit<JobReferences, 'urlCode' | 'publishedAt'>;

interface CompanyRef {
  id: string;
  code: string;
  name: string;
}

const lower = (column: AnyColumn) => sql`lower(${column})`;

/** Inserts with the first free value of a unique key ('acme', 'acme-2', ...). */
async function insertWithFreeKey<T>(
  keys: (n: number) => string,
  insert: (key: string) => Promise<T | undefined>,
): Promise<T> {
  for (let n = 1; n <= 100; n++) {
    const row = await insert(keys(n));
    if (row) return row;
  }
  throw new Error('No free key after 100 attempts');
}

export function createReferenceResolver(db: Database) {
  const lookups = createLookupResolver(db);
  const companies = new Map<string, CompanyRef>();
  const communities = new Map<string, string>();
  const workLocations = new Map<string, string>();

  async function findCompany(org: JobPosting['hiringOrganization']) {
    const columns = { id: schema.company.id, code: schema.company.code, name: schema.company.name };
    const byCode = org.identifier && slugify(org.identifier);
    const where: SQL[] = [];
    if (byCode) where.push(eq(schema.company.code, byCode));
    if (org.sameAs) {
      const url = org.sameAs.replace(/\/+$/, '').toLowerCase();
      where.push(sql`rtrim(lower(${schema.company.websiteUrl}), '/') = ${url}`);
    }
    where.push(sql`${lower(schema.company.name)} = ${org.name.toLowerCase()}`);
    // In that order: an identifier beats a website, which beats a name.
    for (const condition of where) {
      const [row] = await db
        .select(columns)
        .from(schema.company)
        .where(condition)
        .orderBy(asc(schema.company.createdAt))
        .limit(1);
      if (row) return row;
    }
    return undefined;
  }

  async function company(posting: JobPosting): Promise<CompanyRef> {
    const org = posting.hiringOrganization;
    const key = `${org.identifier ?? ''}|${org.sameAs ?? ''}|${org.name.toLowerCase()}`;
    const cached = companies.get(key);
    if (cached) return cached;
    const base = slugify(org.identifier ?? org.name) || 'company';
    const found =
      (await findCompany(org)) ??
      (await insertWithFreeKey(
        (n) => (n === 1 ? base : `${base}-${n}`),
        async (code) => {
          const [row] = await db
            .insert(schema.company)
            .values({
              code,
              name: org.name,
              websiteUrl: org.sameAs,
              industry: posting.industry,
              logoUrl: org.logo,
            })
            .onConflictDoNothing({ target: schema.company.code })
            .returning({
              id: schema.company.id,
              code: schema.company.code,
              name: schema.company.name,
            });
          return row;
        },
      ));
    // A company first imported without a logo or industry takes the ones a later feed names.
    if (org.logo || posting.industry) {
      await db.execute(
        sql`UPDATE company SET logo_url = coalesce(logo_url, ${org.logo ?? null}),
                               industry = coalesce(industry, ${posting.industry ?? null})
            WHERE id = ${found.id} AND (logo_url IS NULL OR industry IS NULL)`,
      );
    }
    companies.set(key, found);
    return found;
  }

  async function createCommunity(owner: CompanyRef, segmentCode: string, posting: JobPosting) {
    const [row] = await db
      .insert(schema.talentCommunity)
      .values({
        companyId: owner.id,
        segmentCode,
        displayName: `${owner.name} Talent Community`,
        industry: posting.industry,
        // Find Communities lists a community under its country: the first job's.
        countryIso2: locationFields(posting.jobLocation).locationCountryIso2,
      })
      .onConflictDoNothing({ target: schema.talentCommunity.segmentCode })
      .returning({ id: schema.talentCommunity.id });
    return row?.id;
  }

  async function community(owner: CompanyRef, posting: JobPosting): Promise<string> {
    const segmentCode = posting.talentPortal?.segmentCode;
    const key = segmentCode ? `segment:${segmentCode}` : `company:${owner.id}`;
    const cached = communities.get(key);
    if (cached) return cached;
    const [existing] = await db
      .select({ id: schema.talentCommunity.id, companyId: schema.talentCommunity.companyId })
      .from(schema.talentCommunity)
      .where(
        segmentCode
          ? eq(schema.talentCommunity.segmentCode, segmentCode)
          : eq(schema.talentCommunity.companyId, owner.id),
      )
      // The company's first community: its root, oldest first.
      .orderBy(
        sql`${schema.talentCommunity.parentId} IS NOT NULL`,
        asc(schema.talentCommunity.createdAt),
        asc(schema.talentCommunity.segmentCode),
      )
      .limit(1);
    if (existing && existing.companyId !== owner.id) {
      throw new JobPostingMappingError(
        'talentPortal.segmentCode',
        `Segment '${segmentCode}' belongs to another company`,
      );
    }
    const id =
      existing?.id ??
      (segmentCode
        ? await createCommunity(owner, segmentCode, posting)
        : await insertWithFreeKey(
            (n) => (n === 1 ? owner.code : `${owner.code}-talent-community-${n}`),
            (code) => createCommunity(owner, code, posting),
          ));
    if (existing) {
      // A community made before it knew its industry or country takes the feed's.
      const country = locationFields(posting.jobLocation).locationCountryIso2;
      if (posting.industry || country) {
        await db.execute(
          sql`UPDATE talent_community
              SET industry = coalesce(industry, ${posting.industry ?? null}),
                  country_iso2 = coalesce(country_iso2, ${country})
              WHERE id = ${existing.id} AND (industry IS NULL OR country_iso2 IS NULL)`,
        );
      }
    }
    if (!id) throw new Error(`Could not create the talent community '${segmentCode}'`);
    communities.set(key, id);
    return id;
  }

  async function workLocation(communityId: string, posting: JobPosting): Promise<string | null> {
    const name = posting.talentPortal?.workLocationName;
    if (!name) return null;
    const key = `${communityId}|${name.toLowerCase()}`;
    const cached = workLocations.get(key);
    if (cached) return cached;
    const [existing] = await db
      .select({ id: schema.workLocation.id })
      .from(schema.workLocation)
      .where(
        and(
          eq(schema.workLocation.communityId, communityId),
          sql`${lower(schema.workLocation.name)} = ${name.toLowerCase()}`,
        ),
      )
      .limit(1);
    const geo = posting.jobLocation?.[0]?.geo;
    const [created] = existing
      ? [existing]
      : await db
          .insert(schema.workLocation)
          .values({ communityId, name, latitude: geo?.latitude, longitude: geo?.longitude })
          .returning({ id: schema.workLocation.id });
    if (!created) throw new Error(`Could not create the work location '${name}'`);
    workLocations.set(key, created.id);
    return created.id;
  }

  return {
    ensureLookups: lookups.ensureLookups,

    /** `category`: what the posting's occupationalCategory names (see occupational-category.ts). */
    async resolve(
      posting: JobPosting,
      category: CategoryReading | null,
    ): Promise<PostingReferences> {
      const owner = await company(posting);
      const communityId = await community(owner, posting);
      const ext = posting.talentPortal;
      // The extension's category is the portal's own and wins; else occupationalCategory files
      // the job (a code's category, a path's category and sub-category, a name's match).
      const filed = ext?.category
        ? { categoryId: await lookups.category(ext.category), subCategoryId: null }
        : await lookups.occupationalCategory(category);
      const sub = ext?.subCategory
        ? await lookups.subCategory(ext.subCategory, filed.categoryId)
        : null;
      return {
        companyId: owner.id,
        communityId,
        categoryId: sub?.categoryId ?? filed.categoryId,
        subCategoryId: sub?.id ?? filed.subCategoryId,
        workLocationId: await workLocation(communityId, posting),
      };
    },
  };
}

export type ReferenceResolver = ReturnType<typeof createReferenceResolver>;
