// docs/skill.md's swimming section, written from the figures measureSwimming (skill.entry.ts) measured, so
// every number in its sentences is the bench's own.

const pct = (x) => `${Math.round(x * 100)}%`;
const s2 = (x) => x.toFixed(2);
const one = (x) => x.toFixed(1);
const whole = (x) => String(Math.round(x));
const range = ({ mean, p10, p90 }, f, ends = f) => `${f(mean)} (${ends(p10)}–${ends(p90)})`;

/** Breaks a paragraph into lines of at most `width`, continuation lines indented by `indent`. */
function wrap(text, width = 110, indent = '') {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = indent + word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  return [...lines, line].join('\n');
}

const bullet = (text) => wrap(`- ${text}`, 110, '  ');

/** @param {import('./skill.entry').SwimmingFigures} figures */
export function swimmingSection(figures, plays) {
  const { hands, equals, upsets } = figures;
  const rows = hands.map(
    (h) =>
      `| ${h.name} | ${range(h.strokes, one, whole)} | ${range(h.raceS, s2)} | ${whole(h.lowestEnergy)}% | ${range(h.score, whole)} |`,
  );
  const five = hands.find((h) => h.name === '5/s');
  const ceiling = hands[hands.length - 1];
  const lowest = Math.min(...hands.map((h) => h.lowestEnergy));
  const scores = hands.map((h) => h.score.mean);
  return `## Swimming: what skill can and cannot do

${wrap(
  `The spec's constants stay: a stroke moves 0.5 × a random 10–30 m (5 to 15 m), energy starts at 100, a stroke costs 2 and 1 comes back every 100 ms. So 100 m is about ten strokes, and a race lasts about as long as a hand takes to press ten times. Each hand below swam ${plays} races alone, timed from GO (its reaction to GO included), at 90 s:`,
)}

| hand | strokes to the wall, mean (p10–p90) | seconds from GO, mean (p10–p90) | lowest energy left at the wall | score, mean (p10–p90) |
| --- | --- | --- | --- | --- |
${rows.join('\n')}

${bullet(
  `**Skill can** press faster and react to GO sooner, and little else. That is enough to order the hands: each level beats the one below it in the swimming rows of the table above, and a hand beats the one above it in only ${upsets.map((u) => `${pct(u.rate)} (${u.label})`).join(', ')} of races.`,
)}
${bullet(
  `**Skill cannot** choose how far a stroke goes: stroke lengths are random, so one race takes ${whole(five.strokes.p10)} strokes and another ${whole(five.strokes.p90)} for the same 5/s hand (10th to 90th percentile), and a stroke more costs that hand a fifth of a second. Between two equal 7/s hands, the one whose strokes happened to be longer (fewer strokes to the wall) won ${pct(equals.fewerStrokesWon)} of the races that stroke counts decided (in ${equals.sameStrokes} of ${equals.plays} both needed the same count, and the rhythm's jitter decided): between equals, the dice decide.`,
)}
${bullet(
  `**Energy never matters.** No hand ever had less than ${whole(lowest)}% left at the wall, the ceiling of 15 presses a second included: a race of about ten strokes costs about 20 of the 100, so there is nothing to pace (unlike the sprint, where the rhythm is the skill) and the energy bar never slows anyone down.`,
)}
${bullet(
  `**The race is short and the scores close.** At 5/s it lasts ${s2(five.raceS.mean)} s from GO, at the ceiling ${s2(ceiling.raceS.mean)} s; the score is 1,000 for the distance plus 10 a second left of the 90, so a tenth of a second is one point, and the slowest hand's mean score (${whole(Math.min(...scores))}) is ${whole(Math.max(...scores) - Math.min(...scores))} points under the ceiling's (${whole(Math.max(...scores))}). A race this short leaves no time to make up a late start, which is why the 3 s countdown matters here most: everyone, in a room too, sees GO at the same moment and starts from it.`,
)}
`;
}
