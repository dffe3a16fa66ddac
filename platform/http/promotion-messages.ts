/** The promotions' refusals, in English; the site words them for the player itself. */
export const PROMOTION_MESSAGES: Record<string, string> = {
  'promotion.not.found': 'Promotion not found.',
  'promotion.not.started': 'This promotion has not started yet.',
  'promotion.closed': 'This promotion has ended.',
  'promotion.not.eligible': 'You do not meet this promotion’s requirements.',
  'promotion.action.invalid': 'This promotion does not take that action.',
  'promotion.joined': 'You have already joined this promotion.',
  'promotion.claimed': 'This promotion was already claimed.',
  'promotion.target.not.met': 'Reach the promotion’s valid bet target first.',
  'promotion.applied': 'You have already applied for this promotion.',
  'application.comment.required': 'Write a comment.',
  'application.comment.too.long': 'The comment is at most 140 characters.',
  'application.images.too.many': 'Cannot upload more than 3 images.',
  'application.image.not.found': 'An image of this application was not found.',
  'application.not.found': 'Application not found.',
  'application.decided': 'This application was already decided.',
  'upload.limit': 'Too many images waiting; send your application first.',
};
