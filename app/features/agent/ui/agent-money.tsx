import { formatMinor } from '~/lib/money';
import * as s from '../../member/ui/member-ui.css';
import { useAgentCentre } from '../use-agent-centre';

/** An amount in the agent's currency; `signed` colours gains and losses. */
export function AgentMoney({ minor, signed = false }: { minor: number; signed?: boolean }) {
  const format = useAgentMoneyText();
  const sign = minor < 0 ? '−' : signed && minor > 0 ? '+' : '';
  return <span className={signed ? (minor < 0 ? s.negative : minor > 0 ? s.positive : s.amount) : s.amount}>{`${sign}${format(Math.abs(minor))}`}</span>;
}

/** The formatter itself, for hints and labels. */
export function useAgentMoneyText() {
  const centre = useAgentCentre();
  const exponent = centre?.wallet?.exponent ?? 2;
  const symbol = centre?.wallet?.symbol ?? '';
  return (minor: number) => `${symbol ? `${symbol} ` : ''}${formatMinor(minor, exponent, centre?.language ?? 'EN')}`;
}

/** Basis points as a percentage: 150 → "1.50%". */
export const percentOf = (bp: number) => `${(bp / 100).toFixed(2)}%`;
