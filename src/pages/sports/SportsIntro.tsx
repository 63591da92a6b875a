import { PageIntro } from '../shared/PageIntro';

export function SportsIntro() {
  return (
    <PageIntro title="Sports">
      Fifteen sports, one spirit: explore every discipline of the Games and jump to its events.
    </PageIntro>
  );
}
