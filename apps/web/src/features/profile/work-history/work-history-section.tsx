// Work history: roles with the role form (spec 2 sections 2.3, 4.3, 5).
export function WorkHistorySection() {
  return null;
}
