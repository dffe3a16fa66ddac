import { describe, expect, it } from 'vitest';
import { csvCell, csvFilename, toCsv } from '~/features/agent/csv';
import { AGENT_PAGES, visibleAgentPages } from '~/features/agent/pages';
import { percentToBp } from '~/features/agent/rate';

describe('agent CSV export', () => {
  it('defuses cells a spreadsheet would run as formulas, and quotes every cell', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    for (const lead of ['+', '-', '@', '\t', '\r']) expect(csvCell(`${lead}A1`)).toBe(`"'${lead}A1"`);
    expect(csvCell('player1')).toBe('"player1"');
    // A loss is a number a spreadsheet can add up, not text; a formula dressed as one is still guarded.
    expect(csvCell(-12.5)).toBe('"-12.5"');
    expect(csvCell('-220.00')).toBe('"-220.00"');
    expect(csvCell('-2+3')).toBe(`"'-2+3"`);
    expect(csvCell('-1e3')).toBe(`"'-1e3"`);
    expect(csvCell(null)).toBe('""');
  });

  it('writes a header and rows with CRLF and a byte-order mark for spreadsheet programs', () => {
    expect(toCsv(['a', 'b'], [[1, 'x,y']])).toBe('\uFEFF"a","b"\r\n"1","x,y"\r\n');
  });

  it('names the file with safe characters only', () => {
    expect(csvFilename('team-bets', '2026-11-01', '2026-11-23')).toBe('team-bets_2026-11-01_2026-11-23.csv');
    expect(csvFilename('team"; rm -rf /', '../x', 'y')).toBe('team___rm_-rf___.._x_y.csv');
  });
});

describe('agent rates and menu', () => {
  it('reads a percentage as basis points, refusing what is not one', () => {
    expect(percentToBp('1.5')).toBe(150);
    expect(percentToBp('0,25')).toBe(25);
    expect(percentToBp('2%')).toBe(200);
    for (const bad of ['', '-1', '1.234', 'abc', '100']) expect(percentToBp(bad)).toBeNull();
  });

  it('shows the eight always-on pages whatever the flags, and each contract page only when its flag is on', () => {
    const always = visibleAgentPages({}).map((p) => p.key);
    expect(always).toHaveLength(8);
    expect(always).toContain('agentTeamOverview');
    expect(always.some((key) => ['agentDividendRecordCopy2', 'agentDailyWages2', 'agentHourSalary', 'agentRealtimeSalary'].includes(key))).toBe(false);
    expect(visibleAgentPages({ salary: 1, enableCt: 1 }).map((p) => p.key)).toEqual([...always, 'agentDividendRecordCopy2', 'agentDailyWages2']);
    expect(visibleAgentPages({ salary: 0, hourSalary: 1, agentRealtimeSalary: 1, enableCt: 0 }).map((p) => p.key)).toEqual([
      ...always,
      'agentHourSalary',
      'agentRealtimeSalary',
    ]);
    expect(visibleAgentPages({ salary: 1, enableCt: 1, hourSalary: 1, agentRealtimeSalary: 1 })).toHaveLength(AGENT_PAGES.length);
  });
});
