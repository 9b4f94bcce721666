// The review of an ended game: the winner on top (and, for a player, whether he won), every seat's
// role and fate with the player's own seat marked, the 战绩, then the story night by night and day
// by day with each vote as who→whom. Buttons: share to the group (the page's share card) and save
// the tall picture (`save`). The pictures are drawn on the hidden canvas #share-canvas.
import type { ReviewModel } from '../../services/review-model';

Component({
  properties: {
    model: { type: Object, value: null as ReviewModel | null },
    /** Whether the picture buttons show (not in the preview of a review from an earlier deal). */
    actions: { type: Boolean, value: true },
  },
  methods: {
    onSave() {
      this.triggerEvent('save');
    },
  },
});
