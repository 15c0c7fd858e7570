// The home dashboard (spec 3 sections 2, 3, 4 and 9): the arrival messages and the dashboard
// status (stats and profile completion), under /api/talentapi.
import { z } from 'zod';

/** A talent is a new sign-up (the welcome banner) for this many days after creating the account. */
export const NEW_SIGNUP_DAYS = 7;
/** Connection invitations and job applications from this many days back are arrival messages. */
export const ARRIVAL_MESSAGE_DAYS = 30;
/** At most this many profile-completion calls to action (spec 3 section 9). */
export const MAX_COMPLETION_CALLS_TO_ACTION = 5;

/**
 * GET /api/talentapi/arrival-message. Connection message ids sort in the order the invitations
 * arrived, so "dismissed up to an id" hides that one and every earlier one.
 */
export const arrivalMessageSchema = z.object({
  isNewSignup: z.boolean(),
  /** Invitations to connect (New or Pending connections), oldest first. */
  connections: z.array(z.object({ id: z.string(), companyName: z.string() })),
  /** Applications submitted lately, newest first; id is the application's. */
  jobs: z.array(z.object({ id: z.string(), roleName: z.string(), companyName: z.string() })),
  /** Job matching is on and a connected company's jobs are matched; null otherwise. */
  jobMatching: z
    .object({ companyName: z.string(), companyLogoUrl: z.string().nullable() })
    .nullable(),
});
export type ArrivalMessage = z.infer<typeof arrivalMessageSchema>;

/** Where a call to action goes: a route of the app (with a section fragment), or a state of this page. */
export const navigationTargetSchema = z.object({
  /** An app route such as '/profile#work-history'. */
  ngxRoute: z.string().nullable(),
  /** 'edit-business-card': open the business card editor where the page has one. */
  state: z.enum(['edit-business-card']).nullable(),
});
export type NavigationTarget = z.infer<typeof navigationTargetSchema>;

export const completionSubSectionSchema = z.object({
  label: z.string(),
  pointsPossible: z.number().int(),
  isComplete: z.boolean(),
});

export const completionSectionSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** The call to action, said to the talent. */
  description: z.string(),
  pointsPossible: z.number().int(),
  pointsCompleted: z.number().int(),
  isComplete: z.boolean(),
  subSections: z.array(completionSubSectionSchema),
  navigationTarget: navigationTargetSchema,
});
export type CompletionSection = z.infer<typeof completionSectionSchema>;

/** GET /api/talentapi/dashboard-status */
export const dashboardStatusSchema = z.object({
  stats: z.object({
    /** Times companies opened the profile (company API reads). */
    totalViews: z.number().int(),
    /** Connected connections. */
    connectionCount: z.number().int(),
  }),
  progress: z.object({
    /** 0-100: points completed of all sections' points. */
    cvCompletion: z.number().int().min(0).max(100),
    /** Every section, in profile order; the calls to action are the incomplete ones. */
    sections: z.array(completionSectionSchema),
  }),
});
export type DashboardStatus = z.infer<typeof dashboardStatusSchema>;

/** Spec 3 section 4: under 50 started (red), 50-99 good (orange), 100 complete (green). */
export type CompletionLevel = 'started' | 'good' | 'complete';
export function completionLevel(percent: number): CompletionLevel {
  if (percent >= 100) return 'complete';
  return percent >= 50 ? 'good' : 'started';
}

/** The calls to action: incomplete sections, most points missing first, at most 5. */
export function completionCallsToAction(sections: readonly CompletionSection[]) {
  return sections
    .filter((section) => !section.isComplete)
    .map((section, index) => ({ section, index }))
    .sort(
      (a, b) =>
        b.section.pointsPossible -
          b.section.pointsCompleted -
          (a.section.pointsPossible - a.section.pointsCompleted) || a.index - b.index,
    )
    .slice(0, MAX_COMPLETION_CALLS_TO_ACTION)
    .map(({ section }) => section);
}
