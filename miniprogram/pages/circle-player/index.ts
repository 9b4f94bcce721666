// A member's season in a 圈子: results, streaks, 最佳搭档 and 宿敌, ratings, camp and role bars.
import { call, isCallError } from '../../services/api';
import { playerModel } from './model';

Component({
  data: {
    loaded: false,
    error: '',
    view: null as ReturnType<typeof playerModel> | null,
  },
  methods: {
    async onLoad(query: Record<string, string | undefined>) {
      try {
        const figures = await call('circlePlayer', {
          circleId: query.circleId ?? '', memberId: query.memberId ?? '', ...(query.season && { season: query.season }),
        });
        this.setData({ loaded: true, view: playerModel(figures) });
        wx.setNavigationBarTitle({ title: figures.nickname });
      } catch (error) {
        if (isCallError(error)) this.setData({ error: error.message });
      }
    },
  },
});
