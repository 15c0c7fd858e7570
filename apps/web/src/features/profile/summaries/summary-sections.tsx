// Career, education and achievements summaries (spec 2 sections 2.3, 5).
export function CareerSummarySection() {
  return null;
}

export function EducationSummarySection() {
  return null;
}

export function AchievementsSummarySection() {
  return null;
}
