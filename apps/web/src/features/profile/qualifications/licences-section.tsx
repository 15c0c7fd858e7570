// Tickets, permits and licences (anchor licences), spec 2 sections 2.3, 4.3, 5.
import { QualificationListSection } from './components/qualification-list-section';

export function LicencesSection() {
  return <QualificationListSection list="licences" />;
}
