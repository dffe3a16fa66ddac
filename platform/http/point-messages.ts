/** The point mall's refusals, in English; the site words them for the player itself. */
export const POINT_MESSAGES: Record<string, string> = {
  'points.insufficient': 'You do not have enough points.',
  'points.invalid': 'Enter a whole number of points greater than zero.',
  'points.below.min': 'This is below the smallest conversion.',
  'points.step': 'Convert points in whole steps.',
  'item.not.found': 'This item is not available.',
  'item.out.of.stock': 'This item is out of stock.',
  'item.limit.reached': 'You have reached the limit for this item.',
  'redemption.not.found': 'Redemption not found.',
  'redemption.decided': 'This redemption was already decided.',
};
