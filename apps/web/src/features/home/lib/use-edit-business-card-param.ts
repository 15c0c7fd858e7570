// ?edit=business-card on home opens the business card editor (spec 3 section 2), then the
// parameter is cleared with a replace, so Back and a reload do not open it again.
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

export const EDIT_PARAM = 'edit';
export const EDIT_BUSINESS_CARD = 'business-card';

/** A counter the business card watches: each raise opens its editor once. */
export function useEditBusinessCardRequest(): [number, () => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const [request, setRequest] = useState(0);
  const raise = useCallback(() => setRequest((n) => n + 1), []);
  const asked = searchParams.get(EDIT_PARAM) === EDIT_BUSINESS_CARD;
  useEffect(() => {
    if (!asked) return;
    raise();
    setSearchParams(
      (params) => {
        params.delete(EDIT_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [asked, raise, setSearchParams]);
  return [request, raise];
}
