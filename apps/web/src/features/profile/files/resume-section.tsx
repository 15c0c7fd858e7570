// Resume section: upload, download and delete the resume file (spec 2 sections 2.3, 7.2).
export function ResumeSection() {
  return null;
}
