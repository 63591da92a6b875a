import { usePageTitle } from '../../lib/usePageTitle';

export default function SportsPage() {
  usePageTitle('Sports');
  return <h1>Sports</h1>;
}
