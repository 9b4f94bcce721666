// 接管投票 on a seated phone: while the table holds a rescue vote, a dialog asks the server's question
// with who opened it, the count against what is needed and 同意 / 不同意 (this seat's answer lit);
// once answered it folds into a bar that shows the count and opens the dialog again. Without a vote,
// a quiet link (法官没反应？) asks to open one. It never calls the backend: `vote` { yes } and
// `rescue` go to the page.
import type { RescueVote } from '../../../typings/api';
import { changes } from '../../services/diff';
import { rescueData, type RescueData } from './model';

const initial: RescueData & { expanded: boolean } = {
  open: false, question: '', openedText: '', countText: '', mine: '', linkText: '', expanded: false,
};

Component({
  properties: {
    rescue: { type: Object, value: null },
    seat: { type: Number, value: 0 },
    host: { type: String, value: 'judge' },
  },
  data: initial,
  observers: {
    'rescue, seat, host'() {
      const { rescue, seat, host } = this.properties;
      const vote = typeof rescue === 'object' && rescue !== null && 'question' in rescue ? rescue as RescueVote : null;
      const payload = changes(this.data, rescueData(vote, Number(seat) || 0, host === 'auto' ? 'auto' : 'judge'));
      if (Object.keys(payload).length > 0) this.setData(payload);
    },
  },
  methods: {
    onYes() {
      this.answer(true);
    },
    onNo() {
      this.answer(false);
    },
    answer(yes: boolean) {
      this.setData({ expanded: false });
      this.triggerEvent('vote', { yes });
    },
    onExpand() {
      this.setData({ expanded: true });
    },
    onFold() {
      // Only an answered vote folds away: an unanswered one stays until the table decides.
      if (this.data.mine) this.setData({ expanded: false });
    },
    onRescue() {
      this.triggerEvent('rescue');
    },
  },
});
