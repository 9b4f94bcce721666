// One recorded game of a 圈子, opened from the 圈子 page's recent games: its 复盘 as the table saw it
// at the end (members only; the server says why when a game kept none).
import type { CircleGameParams } from '../../../typings/api';
import { call } from '../../services/api';
import { pageState } from '../../services/room-page';
import { reviewModel, type ReviewModel } from '../../services/review-model';
import { LOADING, readCircle } from '../circle/status';

/** The game asked for (read again on 重试). */
const own = pageState((): { params: CircleGameParams } => ({ params: { circleId: '', gameId: '' } }));

Component({
  data: {
    ...LOADING,
    model: null as ReviewModel | null,
  },
  methods: {
    onLoad(query: Record<string, string | undefined>) {
      own(this).params = { circleId: query.circleId ?? '', gameId: query.gameId ?? '' };
      void this.load();
    },
    load() {
      const { params } = own(this);
      return readCircle(this, params.circleId, (options) => call('circleGame', params, options), ({ review }) => ({ model: reviewModel(review, null) }));
    },
    onRetry() {
      this.setData(LOADING);
      void this.load();
    },
  },
});
