import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '@/lib/auth/auth-context';

/** Route guard (spec §4): 'Loading...' while auth is being determined, then /login without a user, else the page. */
export const ProtectedRoute = () => {
  const { state } = useAuth();
  const location = useLocation();
  if (state.status === 'loading') {
    return (
      <p role="status" className="flex min-h-[50vh] items-center justify-center text-muted-foreground">
        Loading...
      </p>
    );
  }
  if (state.status === 'signedOut') return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
};

export default ProtectedRoute;
