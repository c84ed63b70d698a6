import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet, useNavigate } from 'react-router-dom';
import { SiteLayout } from '@/components/layout/site-layout';
import { Toaster } from '@/components/ui/toaster';
import { runtimeConfig } from '@/config/runtime-config';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { useAuth } from '@/lib/auth/auth-context';
import { configureAuth } from '@/lib/auth/configure';
import { queryClient } from '@/lib/query-client';

// Not at build time: the public pages under this shell are rendered to HTML in Node (src/prerender.tsx), where
// there is no runtime config and no session; in the browser it runs before any page asks Amplify anything.
if (typeof window !== 'undefined') configureAuth(runtimeConfig());

const ShellLayout = () => {
  const { state, signOut } = useAuth();
  const navigate = useNavigate();
  const logout = async () => {
    await signOut();
    queryClient.clear();
    navigate('/');
  };
  return (
    <SiteLayout signedIn={state.status === 'signedIn'} onLogout={() => void logout()}>
      <Outlet />
    </SiteLayout>
  );
};

/** Every screen but the landing page: auth, data fetching and toasts, loaded only when first needed. */
export const AppShell = () => (
  <QueryClientProvider client={queryClient}>
    <AuthProvider>
      <ShellLayout />
      <Toaster />
    </AuthProvider>
  </QueryClientProvider>
);

export default AppShell;
