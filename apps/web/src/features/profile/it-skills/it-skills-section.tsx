// IT skills: Software, Systems and Coding at three levels (spec 2 sections 2.3, 3).
export function ItSkillsSection() {
  return null;
}
