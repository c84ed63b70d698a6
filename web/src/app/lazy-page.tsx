import { type ComponentType, lazy, Suspense } from 'react';

/** A plain CSS spinner: the landing bundle carries no icon library. */
const PageFallback = () => (
  <div className="flex min-h-[40vh] items-center justify-center">
    <div role="status" aria-label="Loading" className="size-6 animate-spin rounded-full border-2 border-primary border-t-transparent" />
  </div>
);

/** A route element whose code loads the first time the route is visited. */
export const lazyPage = (load: () => Promise<{ default: ComponentType }>) => {
  const Page = lazy(load);
  return (
    <Suspense fallback={<PageFallback />}>
      <Page />
    </Suspense>
  );
};
