import { usePageTitle } from '../../lib/usePageTitle';

export function HomePage() {
  usePageTitle();
  return <h1>Home</h1>;
}
