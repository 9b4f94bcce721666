// One recorded game of a 圈子, opened from the 圈子 page's recent games: its 复盘 as the table saw it
// at the end (members only; the server says why when a game kept none).
import { call, isCallError } from '../../services/api';
import { reviewModel, type ReviewModel } from '../../services/review-model';

Component({
  data: {
    loaded: false,
    error: '',
    model: null as ReviewModel | null,
  },
  methods: {
    async onLoad(query: Record<string, string | undefined>) {
      try {
        const { review } = await call('circleGame', { circleId: query.circleId ?? '', gameId: query.gameId ?? '' });
        this.setData({ loaded: true, model: reviewModel(review, null) });
      } catch (error) {
        if (!isCallError(error)) throw error;
        this.setData({ loaded: true, error: error.message });
      }
    },
  },
});
