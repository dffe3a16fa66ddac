import { formatMinor } from '~/lib/money';
import { useMemberCentre } from '../use-member-centre';
import * as s from './member-ui.css';

/** An amount in the player's currency (from the centre's wallet); `signed` colours gains and losses. */
export function Money({ minor, signed = false, symbol = true }: { minor: number; signed?: boolean; symbol?: boolean }) {
  const centre = useMemberCentre();
  const exponent = centre?.wallet?.exponent ?? 2;
  const text = formatMinor(Math.abs(minor), exponent, centre?.language ?? 'EN');
  const sign = minor < 0 ? '−' : signed && minor > 0 ? '+' : '';
  const prefix = symbol && centre?.wallet?.symbol ? `${centre.wallet.symbol} ` : '';
  return <span className={signed ? (minor < 0 ? s.negative : minor > 0 ? s.positive : s.amount) : s.amount}>{`${sign}${prefix}${text}`}</span>;
}

/** The formatter itself, for labels and placeholders. */
export function useMoneyText() {
  const centre = useMemberCentre();
  const exponent = centre?.wallet?.exponent ?? 2;
  const symbol = centre?.wallet?.symbol ?? '';
  return (minor: number) => `${symbol ? `${symbol} ` : ''}${formatMinor(minor, exponent, centre?.language ?? 'EN')}`;
}
