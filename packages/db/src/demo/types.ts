// Row types of the demo data, taken from the Drizzle schema. Ids are required here (the schema
// makes them optional because the database can default them) because the generator fixes them
// up front to relate rows in memory.
import type * as schema from '../schema';

type WithId<T> = T & { id: string };

export type CompanyRow = WithId<typeof schema.company.$inferInsert>;
export type CommunityRow = WithId<typeof schema.talentCommunity.$inferInsert>;
export type CategoryRow = typeof schema.category.$inferInsert;
export type SubCategoryRow = typeof schema.subCategory.$inferInsert;
export type WorkTypeRow = typeof schema.workType.$inferInsert;
export type FlexibleWorkOptionRow = typeof schema.flexibleWorkOption.$inferInsert;
export type WorkLocationRow = WithId<typeof schema.workLocation.$inferInsert>;
export type JobRow = WithId<typeof schema.job.$inferInsert>;
export type JobAttachment = NonNullable<JobRow['attachments']>[number];

export type TalentRoleRow = WithId<typeof schema.talentRole.$inferInsert>;
export type TalentSkillRow = WithId<typeof schema.talentSkill.$inferInsert>;
export type ConnectionRow = WithId<typeof schema.connection.$inferInsert>;
export type ConnectionRequestRow = WithId<typeof schema.connectionRequest.$inferInsert>;

/** Profile fields of the talent row; identity fields (user, name at sign-up) stay the caller's. */
export type TalentProfileFields = Omit<
  typeof schema.talent.$inferInsert,
  'id' | 'userId' | 'fullName' | 'createdAt'
>;

export interface GeneratorOptions {
  /** Same seed, same data. */
  seed: number;
  /** "Now" for the data set: publish and close dates are relative to it. */
  now: Date;
}
