import { PageIntro } from '../shared/PageIntro';

export function ScheduleIntro() {
  return (
    <PageIntro title="Event Schedule">
      Every event of the next two weeks, with live status and results.
    </PageIntro>
  );
}
