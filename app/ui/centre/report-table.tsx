import type { ReactNode } from 'react';
import { ScrollRegion } from '~/ui/scroll-region';
import * as u from './centre.css';

/**
 * A centre report's table: a header row, a row per entry and an optional totals row, in a box that
 * scrolls sideways (and from the keyboard) on a narrow screen; with no entries, the report's
 * "nothing in this range" line instead of an empty table.
 */
export function ReportTable<Row>({
  head,
  rows,
  row,
  foot,
  empty,
  testId,
}: {
  /** The header row's cells. */
  head: ReactNode;
  rows: readonly Row[];
  /** One entry's `<tr>`, with its key. */
  row: (entry: Row) => ReactNode;
  /** The totals row's cells. */
  foot?: ReactNode;
  empty: string;
  testId?: string;
}) {
  if (!rows.length) return <p className={u.empty}>{empty}</p>;
  return (
    <ScrollRegion className={u.tableWrap} data-testid={testId}>
      <table className={u.table}>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{rows.map(row)}</tbody>
        {foot ? (
          <tfoot>
            <tr>{foot}</tr>
          </tfoot>
        ) : null}
      </table>
    </ScrollRegion>
  );
}
