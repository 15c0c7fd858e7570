// The demo talent's job matching, so that a first start shows it working: a resume (a real PDF
// written from the demo profile), preferences (the roles they hold, near home) and the skills
// they tag their roles with, confirmed. Written once; what the talent changes later stays.
import { type Database, schema } from '@talent/db';
import { asc, eq } from 'drizzle-orm';
import type { FileStorage } from '../lib/file-storage';
import { getPreferences, updatePreferences, updateSkillsModel } from '../modules/job-matching';
import { storeTalentFile } from '../modules/profile-files';
import { newPdf } from './pdf-writer';

const CONFIRMED_SKILLS = 6;

export async function writeDemoMatching(db: Database, storage: FileStorage, talentId: string) {
  const [talent] = await db.select().from(schema.talent).where(eq(schema.talent.id, talentId));
  if (!talent) return;
  const roles = await db
    .select()
    .from(schema.talentRole)
    .where(eq(schema.talentRole.talentId, talentId))
    .orderBy(asc(schema.talentRole.position));
  const [cv] = await db
    .select({ id: schema.talentFile.id })
    .from(schema.talentFile)
    .where(eq(schema.talentFile.talentId, talentId))
    .limit(1);
  if (!cv) {
    const bytes = await renderResume(talent, roles);
    await storeTalentFile({ db, storage }, talentId, 'cv', {
      fileName: `${talent.fullName.replace(/\s+/g, '-')}-Resume.pdf`,
      bytes: Buffer.from(bytes),
      contentType: 'application/pdf',
      kind: 'pdf',
    });
  }
  if (await getPreferences(db, talentId)) return;
  const titles = [...new Set(roles.slice(0, 2).map((r) => r.roleTitle))];
  const latitude = Number(talent.latitude);
  const longitude = Number(talent.longitude);
  await updatePreferences(db, talentId, {
    preferredRoles: titles,
    preferredLocation:
      Number.isFinite(latitude) && Number.isFinite(longitude) && talent.suburb
        ? {
            address: [talent.suburb, talent.state].filter(Boolean).join(' '),
            latitude,
            longitude,
            ...(talent.countryIso2 ? { countryIso2: talent.countryIso2 } : {}),
          }
        : null,
    preferredLocationRadius: 50,
    workType: 'all',
  });
  const tags = await db
    .select({ label: schema.talentSkill.label })
    .from(schema.talentSkill)
    .where(eq(schema.talentSkill.talentId, talentId))
    .orderBy(asc(schema.talentSkill.position));
  await updateSkillsModel(db, talentId, {
    confirmedSkills: tags.slice(0, CONFIRMED_SKILLS).map(({ label }) => ({ label })),
    suggestedSkills: [],
  });
}

type TalentRow = typeof schema.talent.$inferSelect;
type RoleRow = typeof schema.talentRole.$inferSelect;

async function renderResume(talent: TalentRow, roles: readonly RoleRow[]) {
  const { doc, w } = await newPdf({
    title: `${talent.fullName} - Resume`,
    author: talent.fullName,
    subject: talent.currentRole ?? 'Resume',
  });
  w.heading(talent.fullName);
  w.paragraph(
    [talent.currentRole, [talent.suburb, talent.state].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(' - '),
  );
  if (talent.careerSummary) {
    w.heading('Profile');
    w.paragraph(talent.careerSummary);
  }
  w.heading('Experience');
  for (const role of roles) {
    w.paragraph(
      `${role.roleTitle}, ${role.company} (${role.fromDate.slice(0, 7)} - ${role.toDate?.slice(0, 7) ?? 'present'})`,
    );
    if (role.extendedJobDesc) w.paragraph(role.extendedJobDesc);
    w.bullets([...role.responsibilities, ...role.achievementsList].filter((line) => line.trim()));
    if (role.specialities.length) w.paragraph(`Skills: ${role.specialities.join(', ')}`);
  }
  if (talent.skillsSummary) {
    w.heading('Education');
    w.paragraph(talent.skillsSummary);
  }
  return doc.save();
}
