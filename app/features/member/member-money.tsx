import { Amount, moneyFormatOf, moneyText } from '~/ui/centre/money';
import { useMemberCentre } from './use-member-centre';

/** An amount in the player's currency (from the member centre's wallet). */
export function Money(props: { minor: number; signed?: boolean; symbol?: boolean }) {
  return <Amount {...props} format={moneyFormatOf(useMemberCentre())} />;
}

/** The formatter itself, for labels and placeholders. */
export function useMoneyText() {
  return moneyText(moneyFormatOf(useMemberCentre()));
}
