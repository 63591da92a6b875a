import { Link } from 'react-router';
import { Hourglass } from 'lucide-react';
import { ROUTES } from '../../lib/routes';
import { usePageTitle } from '../../lib/usePageTitle';

export default function ComingSoonPage({ text }: { text: string }) {
  usePageTitle(text.replace(' - Coming Soon!', ''));
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <Hourglass aria-hidden="true" className="h-12 w-12 text-sky-700" />
      <h1 className="mt-4 text-2xl font-bold text-navy-900 sm:text-3xl">{text}</h1>
      <p className="mt-3 text-slate-700">
        We are preparing this page. Meanwhile, follow the schedule or play a mini-game.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={ROUTES.schedule} className="btn-secondary">
          View Schedule
        </Link>
        <Link to={ROUTES.games} className="btn-primary">
          Play Games
        </Link>
      </div>
    </section>
  );
}
