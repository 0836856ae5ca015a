import { Navigate, useLocation, useNavigate } from 'react-router';
import { SignInPage } from '@/features/identity/auth';
import { useStaffToken } from '@/lib/staff-token';

/** Sign-in, then back to the screen that sent the user here (or the start). */
export function SignInRoute() {
  const token = useStaffToken();
  const navigate = useNavigate();
  const state = useLocation().state as { back?: string } | null;
  const back = state?.back && state.back !== '/sign-in' ? state.back : '/';
  if (token !== null) return <Navigate to={back} replace />;
  return <SignInPage onSignedIn={() => navigate(back, { replace: true })} />;
}
