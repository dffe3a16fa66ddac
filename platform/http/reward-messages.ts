/** The reward centre's, missions' and rebate's refusals, in English; the site words them for the player itself. */
export const REWARD_MESSAGES: Record<string, string> = {
  'reward.not.found': 'Reward not found.',
  'reward.claimed': 'This reward was already claimed.',
  'reward.expired': 'This reward has expired.',
  'raffle.not.found': 'This draw is not available.',
  'raffle.not.eligible': 'Reach today’s valid bet to join the draw.',
  'raffle.drawn': 'You have already drawn today.',
  'rebate.nothing': 'There is no rebate to claim yet.',
  'mission.not.found': 'Mission not found.',
  'mission.not.complete': 'This mission is not complete yet.',
  'mission.claimed': 'This mission was already claimed.',
};
