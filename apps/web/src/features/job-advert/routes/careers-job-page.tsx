import { useParams } from 'react-router';
import { AdvertLoader } from '../components/advert-loader';

/** careers/{segmentCode}/job/{urlCode}/...: the community is in the address. */
export function CareersJobPage() {
  const { segmentCode = '', urlCode = '' } = useParams();
  return (
    <AdvertLoader key={`${segmentCode}/${urlCode}`} segmentCode={segmentCode} urlCode={urlCode} />
  );
}
