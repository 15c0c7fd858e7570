// The signed-in talent's session as the web app sees it (GET /api/talentapi/session).
import { z } from 'zod';

export const candidateFeatureTogglesSchema = z.object({
  hideLiveMarketOptionFromCandidateProfileEnabled: z.boolean(),
  hideOtherTalentCommunityPromptsEnabled: z.boolean(),
});
export type CandidateFeatureToggles = z.infer<typeof candidateFeatureTogglesSchema>;

export const talentSessionSchema = z.object({
  email: z.string(),
  userId: z.string(),
  /** The talent record's id. */
  profileId: z.string(),
  fullName: z.string(),
  isAuthenticated: z.boolean(),
  candidateFeatureToggles: candidateFeatureTogglesSchema,
});
export type TalentSession = z.infer<typeof talentSessionSchema>;
