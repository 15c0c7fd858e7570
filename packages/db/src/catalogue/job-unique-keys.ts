// Claims the unique keys each imported job needs before the batch is written: its url code
// (unique within its community) and its matching reference id (unique everywhere). Checking
// first lets one job's clash be reported as that job's failure instead of failing the
// whole INSERT. A url code the feed did not fix is derived from the identifier, and the next
// alternative is tried while another job holds it.
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { sqlArray } from '../raw';
import * as schema from '../schema';
import type { PostingReferences } from './import-references';
import {
  derivedUrlCode,
  type ImportPosting,
  JobPostingMappingError,
  matchingReferenceIdOf,
} from './job-posting-mapper';

export interface Claim<T> {
  item: T;
  posting: ImportPosting;
  refs: PostingReferences;
}

export interface Claimed<T> extends Claim<T> {
  urlCode: string;
}

interface Candidate<T> {
  index: number;
  claim: Claim<T>;
  code: string;
  fixed: boolean;
  attempt: number;
}

/** A job the feed's identifier already names. */
export interface ExistingJob {
  publishedAt: Date;
}

const MAX_URL_CODE_ATTEMPTS = 20;
// A batch's lists travel as one array parameter each: a thousand bound values cost the embedded
// database four times as much to take in (43 ms against 11 ms a batch of 1,000).
const { job } = schema;

/** Who holds each `community/urlCode` among the candidates' codes. */
async function urlCodeHolders<T>(db: Database, open: Candidate<T>[]): Promise<Map<string, string>> {
  const codes = sqlArray([...new Set(open.map((c) => c.code))]);
  const communities = sqlArray([...new Set(open.map((c) => c.claim.refs.communityId))]);
  const rows = await db
    .select({ externalId: job.externalId, communityId: job.communityId, urlCode: job.urlCode })
    .from(job)
    .where(
      sql`${job.urlCode} = ANY(${codes}::text[]) AND ${job.communityId} = ANY(${communities}::uuid[])`,
    );
  return new Map(rows.map((r) => [`${r.communityId}/${r.urlCode}`, r.externalId]));
}

/**
 * The keys a batch claimed, by holder: 'community/urlCode' and matching reference id ->
 * identifier. The import claims the next batch's keys while this batch is still being written,
 * so the next claim counts these as held although the database does not have them yet.
 */
export interface ClaimedKeys {
  urlCodes: Map<string, string>;
  references: Map<string, string>;
}

export const noClaimedKeys = (): ClaimedKeys => ({ urlCodes: new Map(), references: new Map() });

export async function claimUniqueKeys<T>(
  db: Database,
  claims: Claim<T>[],
  fail: (item: T, error: unknown) => void,
  inFlight: ClaimedKeys = noClaimedKeys(),
): Promise<{ claimed: Claimed<T>[]; existing: Map<string, ExistingJob>; keys: ClaimedKeys }> {
  const keys = noClaimedKeys();
  if (claims.length === 0) return { claimed: [], existing: new Map(), keys };
  const identifiers = sqlArray(claims.map((c) => c.posting.identifier));
  const references = sqlArray(claims.map((c) => matchingReferenceIdOf(c.posting)));
  const rows = await db
    .select({
      externalId: job.externalId,
      communityId: job.communityId,
      urlCode: job.urlCode,
      matchingReferenceId: job.matchingReferenceId,
      publishedAt: job.publishedAt,
    })
    .from(job)
    .where(
      sql`${job.externalId} = ANY(${identifiers}::text[])
        OR ${job.matchingReferenceId} = ANY(${references}::text[])`,
    );
  const ids = new Set(claims.map((c) => c.posting.identifier));
  const existing = new Map(rows.filter((r) => ids.has(r.externalId)).map((r) => [r.externalId, r]));
  const referenceHolders = new Map([
    ...inFlight.references,
    ...rows.map((r): [string, string] => [r.matchingReferenceId, r.externalId]),
  ]);

  let open: Candidate<T>[] = [];
  claims.forEach((claim, index) => {
    const id = claim.posting.identifier;
    const reference = matchingReferenceIdOf(claim.posting);
    const holder = referenceHolders.get(reference);
    if (holder !== undefined && holder !== id) {
      const message = `'${reference}' is already used by job '${holder}'`;
      fail(claim.item, new JobPostingMappingError('talentPortal.matchingReferenceId', message));
      return;
    }
    referenceHolders.set(reference, id);
    keys.references.set(reference, id);
    const fixed = claim.posting.talentPortal?.urlCode;
    const before = existing.get(id);
    // A job keeps its public URL across re-imports unless the feed moves it.
    const kept = before?.communityId === claim.refs.communityId ? before.urlCode : undefined;
    const code = fixed ?? kept ?? derivedUrlCode(id);
    open.push({ index, claim, code, fixed: fixed !== undefined, attempt: 0 });
  });

  const claimed: (Claimed<T> & { index: number })[] = [];
  const batchHolders = new Map(inFlight.urlCodes);
  for (let round = 0; open.length > 0 && round < MAX_URL_CODE_ATTEMPTS; round++) {
    const holders = await urlCodeHolders(db, open);
    const retry: Candidate<T>[] = [];
    for (const candidate of open) {
      const { claim, code } = candidate;
      const id = claim.posting.identifier;
      const key = `${claim.refs.communityId}/${code}`;
      const holder = batchHolders.get(key) ?? holders.get(key);
      if (holder === undefined || holder === id) {
        batchHolders.set(key, id);
        claimed.push({ ...claim, urlCode: code, index: candidate.index });
      } else if (candidate.fixed) {
        const message = `URL code '${code}' is already used by job '${holder}' of the community`;
        fail(claim.item, new JobPostingMappingError('talentPortal.urlCode', message));
      } else {
        candidate.attempt++;
        candidate.code = derivedUrlCode(id, candidate.attempt);
        retry.push(candidate);
      }
    }
    open = retry;
  }
  for (const { claim } of open) {
    fail(claim.item, new JobPostingMappingError('identifier', 'No free URL code for this job'));
  }
  claimed.sort((a, b) => a.index - b.index);
  for (const c of claimed)
    keys.urlCodes.set(`${c.refs.communityId}/${c.urlCode}`, c.posting.identifier);
  return { claimed, existing, keys };
}
