/**
 * The judge's gestures to an actor are written in brackets in the lines read at night: （向预言家做手势）,
 * （指向 3 号）, （摇手）, （给预言家看身份）, （拇指向上：可以 / 向下：不能）. They are for the judge at a
 * real table: the table hears the words without them, and a phone shows the fact itself instead.
 */
const GESTURE = /（[^）]*(?:示意|手势|指向|摇手|拇指|给[^）]*看)[^）]*）/g;

/** The lines as said aloud: gestures dropped, a line that was only a gesture gone. */
export function withoutGestures(say: readonly string[]): string[] {
  return say.map((line) => line.replace(GESTURE, '').trim()).filter((line) => line.length > 0);
}

/**
 * The lines as a phone that shows the facts reads them: as said aloud, less the lead-ins whose
 * gesture pointed at a fact (今晚被杀的是……（指向 3 号）), since the fact itself stands in their place.
 */
export function besideFacts(say: readonly string[]): string[] {
  const pointedAtFact = (line: string) => {
    const said = line.replace(GESTURE, '');
    return said !== line && said.trim().endsWith('……');
  };
  return withoutGestures(say.filter((line) => !pointedAtFact(line)));
}
