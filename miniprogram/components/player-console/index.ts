// The player's console in an auto room: the table (step, clock, seats), and when this seat must act
// its prompt with what it may pick, what it learns, and its current answer; by day the actions it may
// take outside any prompt (自爆…). At night every phone is dark and dim; every living seat has a prompt
// (its role's, or a guess of the same shape), and once answered shows the same 已记录 screen; a seat
// with nothing at all sees 闭眼. The console makes no sound and never vibrates. It never calls the backend:
// an answer is a `play` event with { stepId, input }, and the page sends it.
import type { DayActionWords, DayActions, Prompt, TableView } from '../../../typings/api';
import { changes } from '../../services/diff';
import type { DataEvent, ValueEvent } from '../../services/events';
import { confirm, toast } from '../../services/ui';
import { consoleData, dayActionInput, emptyPicks, playInput, tapSeat, type ConsoleData, type DayTurn, type Picks } from './model';

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
interface Inputs { table: TableView | null; prompt: Prompt | null; dayTurn: DayTurn; seat: number; offset: number }

function inputs(properties: Record<string, unknown>): Inputs {
  const { table, prompt, dayActions, dayActionWords, seat, offset } = properties;
  const isObject = (v: unknown): v is object => typeof v === 'object' && v !== null;
  return {
    // Set by our own page from the server's answer (typings/api.ts); only presence is checked here.
    table: isObject(table) && 'seats' in table ? table as TableView : null,
    prompt: isObject(prompt) && 'stepId' in prompt ? prompt as Prompt : null,
    dayTurn: {
      ...(isObject(dayActions) && { dayActions: dayActions as DayActions }),
      ...(isObject(dayActionWords) && { dayActionWords: dayActionWords as DayActionWords }),
    },
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
  answerText: '', canExplode: false, canExplodeTake: false, canDuel: false, canWithdraw: false, actionWords: {}, aiming: '', winnerText: '',
};

Component({
  properties: {
    table: { type: Object, value: null },
    prompt: { type: Object, value: null },
    dayActions: { type: Object, value: null },
    dayActionWords: { type: Object, value: null },
    seat: { type: Number, value: 0 },
    /** How far this phone's clock is behind the server's (ms). */
    offset: { type: Number, value: 0 },
  },
  data: initial,
  observers: {
    'table, prompt, dayActions, dayActionWords, seat, offset'() {
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
      const { table, prompt, dayTurn, seat, offset } = inputs(this.properties);
      if (!table) return;
      const p = own(this);
      const next = consoleData(table, prompt, p.picks, seat, dayTurn, offset, Date.now());
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
      const { table, prompt, dayTurn } = inputs(this.properties);
      if (!table) return;
      const next = tapSeat(prompt, e.detail.seat, own(this).picks, dayTurn);
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
      const words = picks.aiming ? this.data.actionWords[picks.aiming] : undefined;
      if (!picks.aiming || !words) return;
      const input = dayActionInput(picks.aiming, seat, picks.seats[0]);
      if (!input || !table?.step || !(await confirm(`${this.data.sendText}？`, words.warning, words.ok))) return;
      this.triggerEvent('play', { stepId: table.step.id, input });
      this.pick({ ...picks, aiming: '', seats: [] });
    },

    /** 自爆, 退水: asked once more, then sent. */
    async sendOwn(kind: 'explode' | 'withdraw') {
      const { table, seat } = inputs(this.properties);
      const words = this.data.actionWords[kind];
      if (!table?.step || !words) return;
      if (!(await confirm(`确定${words.send}？`, words.warning, words.ok))) return;
      this.triggerEvent('play', { stepId: table.step.id, input: dayActionInput(kind, seat, undefined) });
    },

    onExplode() {
      if (this.data.canExplode) this.sendOwn('explode');
    },

    onWithdraw() {
      if (this.data.canWithdraw) this.sendOwn('withdraw');
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
