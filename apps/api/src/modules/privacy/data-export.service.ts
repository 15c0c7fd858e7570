// The self-service data export: one ZIP, made at once, holding talent-data.json (the profile in
// the JSON Resume shape, then the connections and consents, applications, saved and removed jobs,
// alert preferences, skills, sign-in history, and every row held, table by table) and every file
// the talent uploaded under files/.
import { DATA_EXPORT_JSON_NAME } from '@talent/contract';
import type { Database } from '@talent/db';
import { type Zippable, zipSync } from 'fflate';
import type { FileStorage } from '../../lib/file-storage';
import {
  connectionRequestRows,
  exportApplications,
  exportConnections,
  exportFiles,
  exportSuggestions,
  listOwnedTables,
  ownedRows,
  userRow,
} from './data-export.repo';
import { toJsonResume } from './json-resume';

export interface DataExport {
  fileName: string;
  bytes: Uint8Array;
}

/** Kinds whose bytes are compressed already: stored as they are, not deflated again. */
const COMPRESSED = /^(image\/(jpeg|png|webp|gif)|application\/(pdf|zip|vnd\.openxmlformats))/;

/** A name safe inside the archive on every system: no folders, no control or reserved characters. */
export function archiveName(fileName: string): string {
  const cleaned = fileName
    .replace(/\p{Cc}+/gu, '_')
    .replace(/[<>:"/\\|?*]+/g, '_')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 120);
  return cleaned || 'file';
}

export async function buildDataExport(
  deps: { db: Database; storage: FileStorage },
  identity: { userId: string; talentId: string },
  now = new Date(),
): Promise<DataExport> {
  const { db, storage } = deps;
  const { userId, talentId } = identity;
  const records: Record<string, Record<string, unknown>[]> = {};
  for (const { table, column } of await listOwnedTables(db)) {
    records[table] = await ownedRows(db, table, column, column === 'user_id' ? userId : talentId);
  }
  records.connection_request = await connectionRequestRows(db, talentId);
  const user = (await userRow(db, userId)) ?? {};
  records.user = [user];

  const files = await exportFiles(db, talentId);
  const archive: Zippable = {};
  const fileIndex = [];
  for (const file of files) {
    const path = `files/${file.kind}/${file.id.slice(0, 8)}-${archiveName(file.fileName)}`;
    const bytes = await storage.get(file.storageKey).catch(() => null);
    fileIndex.push({
      path: bytes ? path : null,
      kind: file.kind,
      fileName: file.fileName,
      contentType: file.contentType,
      sizeBytes: file.sizeBytes,
      uploadedAt: file.createdAt,
      ...(bytes ? {} : { note: 'The stored copy of this file could not be read.' }),
    });
    if (bytes) archive[path] = [bytes, { level: COMPRESSED.test(file.contentType) ? 0 : 6 }];
  }

  const applications = await exportApplications(db, talentId);
  const suggestions = await exportSuggestions(db, talentId);
  const document = {
    exportedAt: now.toISOString(),
    account: {
      userId,
      profileId: talentId,
      name: user.name,
      email: user.email,
      emailVerified: user.email_verified,
      createdAt: user.created_at,
    },
    profile: toJsonResume({
      user,
      talent: records.talent?.[0],
      roles: records.talent_role ?? [],
      qualifications: records.talent_qualification ?? [],
      itSkills: records.talent_it_skill ?? [],
      languages: records.talent_language ?? [],
      skills: records.talent_skill ?? [],
      links: records.talent_external_link ?? [],
    }),
    connections: await exportConnections(db, talentId),
    applications,
    savedJobs: suggestions.filter((job) => job.status === 'Saved'),
    removedJobs: suggestions.filter((job) => job.status === 'Deleted'),
    jobAlertPreferences: records.job_alert?.[0] ?? null,
    skills: {
      coreSkills: (records.talent_skill ?? []).map((row) => row.label),
      itSkills: (records.talent_it_skill ?? []).map((row) => row.label),
      matchingSkills: records.matching_skill ?? [],
    },
    signInHistory: (records.sign_in_event ?? []).map((row) => ({
      at: row.created_at,
      ipAddress: row.ip_address,
      userAgent: row.user_agent,
    })),
    files: fileIndex,
    records,
  };
  archive[DATA_EXPORT_JSON_NAME] = [
    new TextEncoder().encode(JSON.stringify(document, null, 2)),
    { level: 6 },
  ];
  const bytes = zipSync(archive, { mtime: now });
  return { fileName: `talent-data-${now.toISOString().slice(0, 10)}.zip`, bytes };
}
