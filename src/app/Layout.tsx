import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { TopBar } from './TopBar';
import { ErrorBoundary } from './ErrorBoundary';
import { PageLoading } from './PageLoading';
import { ScrollToTop } from './ScrollToTop';

export function Layout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <TopBar />
      <ScrollToTop />
      {/* At least a screen tall, so the footer never moves into view as a page arrives (no layout shift). */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <footer className="border-t border-slate-200 bg-white py-6 text-center text-sm text-slate-600">
        Sample data generated in your browser · Sport unites nations
      </footer>
    </div>
  );
}
