// 自动主持 with hidden cards: when the day ends on a death with no step left (an exile with no last
// words), the table hears the same neutral 技能 for an exiled villager as for the exiled hunter — the
// same words, waiting on players for the same time — before night falls. And a 自爆 under the 技能
// numbers what follows alike, whether a window or a skill was open.
import type { MyTurnResult, PublicStep, TableView } from '../../typings/api';
import type { Room } from '../../cloudfunctions/game/src/engine/core/room';
import { inProcessApi } from '../helpers/api';
import { autoTable, must, playByPhones, quietAnswer } from '../helpers/phones';

const RULES = { 'auto.nightStepSeconds': 0, 'auto.nightStepJitter': 0, lastWords: 'none', 'sheriff.enabled': false };

type Face = Omit<PublicStep, 'id' | 'timer'> & { seconds?: number };

/** The public steps from the exile of the seat holding `role` to nightfall, seat numbers made alike; null if that seat died first. */
async function exileOf(role: 'villager' | 'hunter', seed: number): Promise<Face[] | null> {
  const api = inProcessApi(undefined, seed);
  const table = await autoTable(api.call, 'host', { game: 'werewolf', players: 12, preset: 'modern12-guard', rules: RULES });
  const { roomNo, host, phones } = table;
  const waitOut = (view: TableView) => {
    if (!view.step?.timer || view.step.timer.endsAt <= api.clock.now) return false;
    api.clock.now = view.step.timer.endsAt;
    return true;
  };
  const vote = await playByPhones(api.call, table, seed, { stop: (v) => v.step?.key === 'day.vote', idle: waitOut });
  const room = (await api.store.get(roomNo))!.room as Room;
  const target = room.match.state.seats.find((s) => s.role === role && s.alive)?.seat;
  if (vote.status !== 'playing' || target === undefined) return null;
  for (const phone of phones) {
    const { prompt }: MyTurnResult = await must(api.call(phone, 'myTurn', { roomNo }));
    if (prompt && prompt.stepId === vote.step!.id) await must(api.call(phone, 'play', { roomNo, stepId: prompt.stepId, input: { seats: [target] } }));
  }
  const faces: Face[] = [];
  for (let i = 0; i < 20; i++) {
    const view: TableView = await must(api.call(host, 'tableView', { roomNo }));
    if (view.phase !== 'day' || !view.step) break;
    const { id: _, timer, ...face } = view.step;
    faces.push(JSON.parse(JSON.stringify({ ...face, ...(timer && { seconds: timer.seconds }) }).replace(/\d+ 号/g, 'N 号')));
    // Nobody answers: a hunter holds his fire by letting the time run out, as the villager's window does.
    for (const phone of phones) {
      const { prompt }: MyTurnResult = await must(api.call(phone, 'myTurn', { roomNo }));
      if (prompt && prompt.answer === undefined && prompt.key !== 'day.hunter' && prompt.stepId === view.step.id) {
        await api.call(phone, 'play', { roomNo, stepId: prompt.stepId, input: quietAnswer(prompt) });
      }
    }
    if (!waitOut(view) && view.step.waitsOn === 'host') await must(api.call(host, 'act', { roomNo, stepId: view.step.id }));
  }
  return faces;
}

it('asks the same timed question before night after an exiled villager as after the exiled hunter', async () => {
  let pair: [Face[], Face[]] | null = null;
  for (let seed = 1; seed < 20 && !pair; seed++) {
    const [villager, hunter] = [await exileOf('villager', seed), await exileOf('hunter', seed)];
    if (villager && hunter) pair = [villager, hunter];
  }
  const [villager, hunter] = pair!;
  expect(villager.map((f) => f.key)).toEqual(['day.exile', 'day.skill']);
  expect(villager[1]).toMatchObject({ waitsOn: 'players', seconds: 30 });
  expect(hunter).toEqual(villager);
});

it('numbers the step after a 自爆 under the neutral 技能 one past it, a window or a skill alike', async () => {
  let cases = 0;
  for (let seed = 1; seed <= 12; seed++) {
    const api = inProcessApi(undefined, seed);
    const table = await autoTable(api.call, 'host', { game: 'werewolf', players: 12, preset: 'modern12-guard', rules: { ...RULES, selfDestruct: true } });
    const { roomNo, host, phones } = table;
    const question = await playByPhones(api.call, table, seed, { stop: (v) => v.phase === 'day' && v.step?.key === 'day.skill' });
    if (question.status !== 'playing') continue;
    const room = (await api.store.get(roomNo))!.room as Room;
    const wolf = room.match.state.seats.find((s) => s.alive && s.role === 'werewolf')!.seat;
    const played = await api.call(phones[wolf - 1], 'play', { roomNo, stepId: question.step!.id, input: { explode: wolf } });
    if (!played.ok) continue;
    cases++;
    const after: TableView = await must(api.call(host, 'tableView', { roomNo }));
    expect(after.step?.id).toBe(question.step!.id + 1);
  }
  expect(cases).toBeGreaterThan(1);
});
