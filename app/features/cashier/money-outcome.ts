/** What a money page says of the form's last move whose answer did not come back in time (decision 036). */
export type MoneyOutcome = { state: 'pending' } | { state: 'none' } | { state: 'booked'; notice: string; params: Record<string, string> };
