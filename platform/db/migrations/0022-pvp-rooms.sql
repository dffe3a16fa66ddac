-- PVP rooms: card-game tables by stake, and the room a launch opened
-- A vendor's tables for one game, by stake tier. Stakes are multiples of the game's minimum bet,
-- so every merchant's currency gets its own amounts.
CREATE TABLE pvp_rooms (
  id INTEGER PRIMARY KEY,
  vendor_code TEXT NOT NULL REFERENCES vendors(code),
  node_id INTEGER NOT NULL REFERENCES games(node_id),
  tier TEXT NOT NULL CHECK (tier IN ('BEGINNER', 'STANDARD', 'HIGH')),
  stake_bets INTEGER NOT NULL CHECK (stake_bets > 0),      -- the room's bet, in minimum bets
  entry_bets INTEGER NOT NULL CHECK (entry_bets > 0),      -- the balance needed to sit down, in minimum bets
  sort INTEGER NOT NULL,
  UNIQUE (node_id, tier)
);
CREATE INDEX pvp_rooms_vendor ON pvp_rooms (vendor_code, sort);

-- Which room a launch opened: who is playing in a room is counted from recent launches.
ALTER TABLE launch_tokens ADD COLUMN room_id INTEGER REFERENCES pvp_rooms(id);
CREATE INDEX launch_tokens_room ON launch_tokens (room_id, created_at) WHERE room_id IS NOT NULL;
