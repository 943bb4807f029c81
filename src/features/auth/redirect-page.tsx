import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { safeRedirect } from '@/utils/safe-redirect';

/** /redirect/{path}: the refresh helper. Re-enters /{path} (with its query), remounting the page. */
export default function RedirectPage() {
  const params = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    navigate(safeRedirect(`/${params['*'] ?? ''}${search}`, '/'), { replace: true });
  }, [navigate, params, search]);
  return null;
}
