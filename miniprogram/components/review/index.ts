// The review of an ended game: the winner on top (and, for a player, whether he won), every seat's
// role and fate with the player's own seat marked, the 战绩, then the story night by night and day
// by day with each vote as who→whom. Buttons: share to the group (the page's share card) and save
// the tall picture (`save`). The pictures are drawn on the hidden canvas #share-canvas.
// 谁是卧底: a player who may rate the game's words (the server says so and names the buttons) sees
// one row of one-tap verdicts under them; a tap says `rate` with the verdict, and the chosen one stays lit.
import type { WordRating, WordVerdict } from '../../../typings/api';
import type { DataEvent } from '../../services/events';
import type { ReviewModel } from '../../services/review-model';

Component({
  properties: {
    model: { type: Object, value: null as ReviewModel | null },
    /** Whether the picture buttons show (not in the preview of a review from an earlier deal). */
    actions: { type: Boolean, value: true },
    /** The rating row for the words (a player's review of an ended game on a bank pair); null: none. */
    rating: { type: Object, value: null as WordRating | null },
  },
  methods: {
    onSave() {
      this.triggerEvent('save');
    },
    onRate(e: DataEvent<{ verdict: WordVerdict }>) {
      const verdict = e.currentTarget.dataset.verdict;
      const rating = this.data.rating as WordRating | null;
      if (rating && verdict && verdict !== rating.verdict) this.triggerEvent('rate', { verdict });
    },
  },
});
