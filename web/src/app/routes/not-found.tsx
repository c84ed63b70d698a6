import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { usePageTitle } from '@/lib/page-title';

export const NotFoundRoute = () => {
  const location = useLocation();
  usePageTitle('Page Not Found');
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-5xl font-bold">404</h1>
      <p className="text-xl text-muted-foreground">Oops! Page not found</p>
      <Link to="/" className="font-medium text-primary underline-offset-4 hover:underline">
        Return to Home
      </Link>
    </section>
  );
};

export default NotFoundRoute;
