import * as v from 'valibot';
import { FEEDBACK_CATEGORIES, FEEDBACK_STATUSES } from '../vocabulary/feedback';

/** Players' feedback (decision 021): the contract's `PUT /wps/feedback`, its screenshot upload and the player's list. */

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
const Time = v.pipe(v.number(), v.integer());

export const FeedbackImageSchema = v.object({ imageId: Id });

export const FeedbackSentSchema = v.object({ id: Id, status: v.picklist(FEEDBACK_STATUSES), createdAt: Time });

export const FeedbackItemSchema = v.object({
  id: Id,
  category: v.picklist(FEEDBACK_CATEGORIES),
  content: v.pipe(v.string(), v.maxLength(4000)),
  status: v.picklist(FEEDBACK_STATUSES),
  hasImage: v.boolean(),
  createdAt: Time,
  updatedAt: Time,
  /** The operator's replies, oldest first, as plain text. */
  replies: v.pipe(v.array(v.object({ body: v.pipe(v.string(), v.maxLength(4000)), createdAt: Time })), v.maxLength(100)),
});
export type FeedbackItem = v.InferOutput<typeof FeedbackItemSchema>;

export const FeedbackListSchema = v.object({
  list: v.array(FeedbackItemSchema),
  pageNo: v.pipe(v.number(), v.integer()),
  pageSize: v.pipe(v.number(), v.integer()),
  totalCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  totalPages: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
