// A page of a role area's own route table, loaded when it is opened. A page whose code fails to
// download shows 'Error loading {page}', as the router's pages do.
import { Suspense, lazy, type ComponentType } from 'react';
import { Route } from 'react-router-dom';

import { LazyLoadError } from '@/components/ui/error-screens';

type Load = () => Promise<{ default: ComponentType }>;

export function lazyPage(name: string, load: Load): ComponentType {
  const Page = lazy(() =>
    load().catch((error: unknown) => {
      console.error(`Error loading ${name}:`, error);
      return { default: () => <LazyLoadError page={name} /> };
    }),
  );
  return function LoadedPage() {
    return (
      <Suspense fallback={<div aria-busy="true" className="min-h-[50vh]" />}>
        <Page />
      </Suspense>
    );
  };
}

/** One `<Route>` of an area's table: `path` relative to the area, the page loaded lazily. */
export function pageRoute(path: string, name: string, load: Load) {
  const Page = lazyPage(name, load);
  return <Route key={path} path={path} element={<Page />} />;
}
