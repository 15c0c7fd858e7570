// Education and qualifications (anchor qualifications), spec 2 sections 2.3, 4.3, 5.
export function QualificationsSection() {
  return null;
}
