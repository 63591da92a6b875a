import { usePageTitle } from '../../lib/usePageTitle';

export default function SchedulePage() {
  usePageTitle('Schedule');
  return <h1>Schedule</h1>;
}
