import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '@/lib/auth/auth-context';
import { takeReturnAfterGoogle } from '@/lib/auth/return-path';

/**
 * Route guard (spec §4): 'Loading...' while auth is being determined, then /login without a user (remembering the
 * page asked for, query included, to come back to), else the page. Google's sign-in lands on /dashboard; the page
 * asked for before it takes over from there.
 */
export const ProtectedRoute = () => {
  const { state } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = state.status === 'signedIn';

  useEffect(() => {
    if (!signedIn) return;
    const returnTo = takeReturnAfterGoogle();
    if (returnTo) navigate(returnTo, { replace: true });
  }, [signedIn, navigate]);

  if (state.status === 'loading') {
    return (
      <p role="status" className="flex min-h-[50vh] items-center justify-center text-muted-foreground">
        Loading...
      </p>
    );
  }
  if (state.status === 'signedOut') {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}${location.hash}` }} />;
  }
  return <Outlet />;
};

export default ProtectedRoute;
