// Education and qualifications (anchor qualifications), spec 2 sections 2.3, 4.3, 5.
import { QualificationListSection } from './components/qualification-list-section';

export function QualificationsSection() {
  return <QualificationListSection list="qualifications" />;
}
