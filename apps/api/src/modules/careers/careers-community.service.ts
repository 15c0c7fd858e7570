// A talent community by its segment code, for the careers routes: 'Talent community not found'
// (404) when there is none.
import { careersMessages } from '@talent/contract';
import type { Database } from '@talent/db';
import { notFound } from '../../lib/errors';
import { type CommunityRow, findCommunity } from './careers.repo';

export type { CommunityRow };

export async function communityBySegment(db: Database, segmentCode: string): Promise<CommunityRow> {
  const row = await findCommunity(db, segmentCode);
  if (!row) throw notFound(careersMessages.communityNotFound);
  return row;
}
