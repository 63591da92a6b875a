import { Link } from 'react-router';
import { ROUTES } from '../../lib/routes';
import { usePageTitle } from '../../lib/usePageTitle';

export default function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <p className="text-5xl font-black text-sky-700">404</p>
      <h1 className="mt-2 text-2xl font-bold text-navy-900">Page not found</h1>
      <p className="mt-3 text-slate-700">There is no page at this address.</p>
      <Link to={ROUTES.home} className="btn-primary mt-6 inline-flex">
        Back to Home
      </Link>
    </section>
  );
}
