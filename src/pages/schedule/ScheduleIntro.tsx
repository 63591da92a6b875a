import { PageIntro } from '../shared/PageIntro';

export function ScheduleIntro() {
  return (
    <PageIntro title="Event Schedule">
      Every event of the Games' two weeks, with live status and results.
    </PageIntro>
  );
}
