// A member's season in a 圈子: results, streaks, 最佳搭档 and 宿敌, ratings, camp and role bars.
import type { CirclePlayerParams } from '../../../typings/api';
import { call } from '../../services/api';
import { pageState } from '../../services/room-page';
import { LOADING, readCircle } from '../circle/status';
import { playerModel } from './model';

/** The member and season asked for (read again on 重试). */
const own = pageState((): { params: CirclePlayerParams } => ({ params: { circleId: '', memberId: '' } }));

Component({
  data: {
    ...LOADING,
    view: null as ReturnType<typeof playerModel> | null,
  },
  methods: {
    onLoad(query: Record<string, string | undefined>) {
      own(this).params = { circleId: query.circleId ?? '', memberId: query.memberId ?? '', ...(query.season && { season: query.season }) };
      void this.load();
    },
    load() {
      const { params } = own(this);
      return readCircle(this, params.circleId, (options) => call('circlePlayer', params, options), (figures) => {
        wx.setNavigationBarTitle({ title: figures.nickname });
        return { view: playerModel(figures) };
      });
    },
    onRetry() {
      this.setData(LOADING);
      void this.load();
    },
  },
});
