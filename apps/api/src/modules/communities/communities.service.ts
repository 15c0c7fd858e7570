// Find Communities (spec 3 sections 2, 7 and 9): communities by country, industry and text, 16
// to a page (the page clamped to the last), the industries and countries to choose from, the
// talent's default country, and connecting to a community.
import {
  CONNECTION_MESSAGES,
  type CommunitiesResponse,
  type CommunityCountry,
  type Connection,
  clampPage,
  type Industry,
} from '@talent/contract';
import type { Database } from '@talent/db';
import { slugify } from '@talent/db/catalogue';
import { country } from '@talent/geo';
import { notFound } from '../../lib/errors';
import { companyLogoUrl } from '../branding';
import { connectToCommunity } from '../connections';
import {
  communityCountryCodes,
  communityIndustries,
  countCommunities,
  findCommunity,
  listCommunities,
  talentCountry,
} from './communities.repo';

const CONNECT_PATH = '/api/talentapi/communities';

export const connectUrlOf = (segmentCode: string) =>
  `${CONNECT_PATH}/${encodeURIComponent(segmentCode)}/connect`;

export async function industries(db: Database): Promise<Industry[]> {
  const labels = await communityIndustries(db);
  return labels.map((value) => ({ key: slugify(value), value }));
}

export async function searchCommunities(
  db: Database,
  talentId: string,
  query: {
    countryId?: string;
    filters: string[];
    text?: string;
    page: number;
    pageSize: number;
  },
): Promise<CommunitiesResponse> {
  const keys = new Set(query.filters);
  // Industry keys name industries; a key no community has matches nothing.
  const labels =
    keys.size === 0
      ? []
      : (await industries(db)).filter((i) => keys.has(i.key)).map((i) => i.value);
  if (keys.size > 0 && labels.length === 0) return { count: 0, talentCommunities: [] };
  const filter = { countryIso2: query.countryId, industries: labels, text: query.text };
  const count = await countCommunities(db, filter);
  const page = clampPage(query.page, count, query.pageSize);
  const rows =
    count === 0
      ? []
      : await listCommunities(db, talentId, filter, {
          offset: (page - 1) * query.pageSize,
          limit: query.pageSize,
        });
  return {
    count,
    talentCommunities: rows.map((row) => ({
      name: row.name,
      segmentCode: row.segmentCode,
      companyName: row.companyName,
      industry: row.industry,
      roleTypes: row.roleTypes,
      backgroundUrl: row.backgroundUrl,
      logoUrl: companyLogoUrl(row),
      connectUrl: connectUrlOf(row.segmentCode),
      isConnected: row.isConnected,
    })),
  };
}

export async function communityCountries(db: Database): Promise<CommunityCountry[]> {
  const codes = await communityCountryCodes(db);
  return codes
    .map((iso2) => ({ value: iso2, label: country(iso2)?.name ?? iso2 }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The talent's own country, else the installation's home country. */
export async function defaultLocation(
  db: Database,
  talentId: string,
  homeCountry: string,
): Promise<{ countryId: string }> {
  return { countryId: (await talentCountry(db, talentId)) ?? homeCountry };
}

export async function connect(
  db: Database,
  talentId: string,
  segmentCode: string,
): Promise<Connection> {
  const community = await findCommunity(db, segmentCode);
  if (!community) throw notFound(CONNECTION_MESSAGES.communityNotFound);
  return connectToCommunity(db, talentId, community);
}
