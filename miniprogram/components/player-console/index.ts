// The player's console in an auto room: the table (step, clock, seats), and when this seat must act
// its prompt with what it may pick, what it learns, and its current answer; by day the actions it may
// take outside any prompt (自爆…). At night every phone is dark and dim; every living seat has a prompt
// (its role's, or a guess of the same shape), and once answered shows the same 已记录 screen; a seat
// with nothing at all sees 闭眼. The console makes no sound and never vibrates. It never calls the backend:
// an answer is a `play` event with { stepId, input }, and the page sends it.
import type { DayActions, Prompt, TableView } from '../../../typings/api';
import { changes } from '../../services/diff';
import type { DataEvent, ValueEvent } from '../../services/events';
import { confirm, toast } from '../../services/ui';
import { consoleData, dayActionInput, emptyPicks, playInput, tapSeat, type ConsoleData, type Picks } from './model';

interface Private {
  picks: Picks;
  /** The prompt the picks belong to: a new step or a new answer from the server starts them again. */
  promptKey: string;
  clock: number;
}

const privates = new WeakMap<object, Private>();

function own(component: object): Private {
  let p = privates.get(component);
  if (!p) {
    p = { picks: emptyPicks(null), promptKey: '', clock: 0 };
    privates.set(component, p);
  }
  return p;
}

/** The properties as the page sets them (null until it has a table). */
interface Inputs { table: TableView | null; prompt: Prompt | null; dayActions: DayActions | undefined; seat: number; offset: number }

function inputs(properties: Record<string, unknown>): Inputs {
  const { table, prompt, dayActions, seat, offset } = properties;
  const isObject = (v: unknown): v is object => typeof v === 'object' && v !== null;
  return {
    // Set by our own page from the server's answer (typings/api.ts); only presence is checked here.
    table: isObject(table) && 'seats' in table ? table as TableView : null,
    prompt: isObject(prompt) && 'stepId' in prompt ? prompt as Prompt : null,
    dayActions: isObject(dayActions) ? dayActions as DayActions : undefined,
    seat: Number(seat) || 0,
    offset: Number(offset) || 0,
  };
}

function promptKey(prompt: Prompt | null): string {
  return prompt ? `${prompt.stepId}:${JSON.stringify(prompt.answer ?? null)}` : '';
}

const initial: ConsoleData = {
  mode: 'table', dark: false, phaseText: '', title: '', say: [], facts: [], hasTimer: false, timerText: '', ticking: false, waitingText: '',
  seats: [], picking: false, choices: [], pickText: '', showSend: false, canSend: false, sendText: '确定',
  answerText: '', canExplode: false, canExplodeTake: false, canDuel: false, canWithdraw: false, aiming: '', winnerText: '',
};

Component({
  properties: {
    table: { type: Object, value: null },
    prompt: { type: Object, value: null },
    dayActions: { type: Object, value: null },
    seat: { type: Number, value: 0 },
    /** How far this phone's clock is behind the server's (ms). */
    offset: { type: Number, value: 0 },
  },
  data: initial,
  observers: {
    'table, prompt, dayActions, seat, offset'() {
      const p = own(this);
      const { prompt } = inputs(this.properties);
      const key = promptKey(prompt);
      if (key !== p.promptKey) {
        p.promptKey = key;
        p.picks = emptyPicks(prompt);
      }
      this.render();
    },
  },
  lifetimes: {
    detached() {
      const p = own(this);
      if (p.clock) clearInterval(p.clock);
      p.clock = 0;
    },
  },
  methods: {
    render() {
      const { table, prompt, dayActions, seat, offset } = inputs(this.properties);
      if (!table) return;
      const p = own(this);
      const next = consoleData(table, prompt, p.picks, seat, dayActions, offset, Date.now());
      const payload = changes(this.data, next);
      if (Object.keys(payload).length > 0) this.setData(payload);
      this.keepClock(next.ticking);
    },

    /** The clock on screen moves once a second while there is one (display only: no call). */
    keepClock(running: boolean) {
      const p = own(this);
      if (running && !p.clock) p.clock = setInterval(() => this.render(), 1000);
      if (!running && p.clock) {
        clearInterval(p.clock);
        p.clock = 0;
      }
    },

    pick(picks: Picks) {
      own(this).picks = picks;
      this.render();
    },

    onSeatTap(e: ValueEvent<{ seat: number }>) {
      const { table, prompt, seat } = inputs(this.properties);
      if (!table) return;
      const next = tapSeat(table, prompt, e.detail.seat, own(this).picks, seat);
      if (typeof next === 'string') toast(next);
      else this.pick(next);
    },

    /** 修改 on the 已记录 screen: the answered prompt again, to change it before the step closes. */
    onEdit() {
      this.pick({ ...own(this).picks, editing: true });
    },

    onChoice(e: DataEvent<{ id: string }>) {
      const id = e.currentTarget.dataset.id;
      if (id) this.pick({ ...own(this).picks, choice: id });
    },

    onSend() {
      const { table, prompt } = inputs(this.properties);
      const picks = own(this).picks;
      if (!table || !this.data.canSend) return;
      if (picks.aiming) {
        this.sendAim(picks);
        return;
      }
      if (prompt) this.triggerEvent('play', { stepId: prompt.stepId, input: playInput(prompt, picks) });
    },

    /** 自爆带人 / 决斗 aimed at a seat: asked once more (neither can be taken back), then sent. */
    async sendAim(picks: Picks) {
      const { table, seat } = inputs(this.properties);
      if (!picks.aiming) return;
      const input = dayActionInput(picks.aiming, seat, picks.seats[0]);
      const detail = picks.aiming === 'duel'
        ? '亮牌决斗：对方是狼人则出局；对方是好人则你以死谢罪。每局只能决斗一次。'
        : '你立即出局并带走这名玩家，今天剩下的环节跳过，直接进入黑夜。';
      if (!input || !table?.step || !(await confirm(`${this.data.sendText}？`, detail, picks.aiming === 'duel' ? '决斗' : '自爆'))) return;
      this.triggerEvent('play', { stepId: table.step.id, input });
      this.pick({ ...picks, aiming: '', seats: [] });
    },

    async onExplode() {
      const { table, seat } = inputs(this.properties);
      if (!table?.step || !this.data.canExplode) return;
      if (!(await confirm('确定自爆？', '自爆后你立即出局，今天剩下的环节跳过，直接进入黑夜。', '自爆'))) return;
      this.triggerEvent('play', { stepId: table.step.id, input: dayActionInput('explode', seat, undefined) });
    },

    async onWithdraw() {
      const { table, seat } = inputs(this.properties);
      if (!table?.step || !this.data.canWithdraw) return;
      if (!(await confirm('确定退水？', '退水后你不再竞选警长，还没发言就不用发言了；这一轮警长投票你也不能投。', '退水'))) return;
      this.triggerEvent('play', { stepId: table.step.id, input: dayActionInput('withdraw', seat, undefined) });
    },

    /** 自爆带人 / 决斗: the target is picked on the grid, then 确定. */
    onAim(e: DataEvent<{ kind: 'explodeTake' | 'duel' }>) {
      const kind = e.currentTarget.dataset.kind;
      if (kind !== 'explodeTake' && kind !== 'duel') return;
      const picks = own(this).picks;
      this.pick({ ...picks, seats: [], aiming: picks.aiming === kind ? '' : kind });
    },
  },
});
