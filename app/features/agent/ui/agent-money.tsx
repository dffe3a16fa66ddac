import { Amount, moneyFormatOf, moneyText } from '~/ui/centre/money';
import { useAgentCentre } from '../use-agent-centre';

/** An amount in the agent's currency; `signed` colours gains and losses. */
export function AgentMoney(props: { minor: number; signed?: boolean }) {
  return <Amount {...props} format={moneyFormatOf(useAgentCentre())} />;
}

/** The formatter itself, for hints and labels. */
export function useAgentMoneyText() {
  return moneyText(moneyFormatOf(useAgentCentre()));
}

/** Basis points as a percentage: 150 → "1.50%". */
export const percentOf = (bp: number) => `${(bp / 100).toFixed(2)}%`;
