import { usePageTitle } from '../lib/usePageTitle';

export default function GamesPage() {
  usePageTitle('Play Games');
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-navy-900">Play Games</h1>
    </section>
  );
}
