import { Outlet, useNavigate } from 'react-router-dom';
import { SiteLayout } from '@/components/layout/site-layout';
import { useStoredSession } from '@/lib/auth/signed-in-hint';

/** The landing page's frame: it reads the session hint only, so the auth library stays out of its bundle. */
export const LandingLayout = () => {
  const navigate = useNavigate();
  const signedIn = useStoredSession();
  const logout = async () => {
    const { signOut } = await import('@/lib/auth/session');
    await signOut();
    navigate(0);
  };
  return (
    <SiteLayout signedIn={signedIn} onLogout={() => void logout()}>
      <Outlet />
    </SiteLayout>
  );
};
