// Tickets, permits and licences (anchor licences), spec 2 sections 2.3, 4.3, 5.
export function LicencesSection() {
  return null;
}
