import { describe, expect, it } from 'vitest';
import { unitsToMinorText } from '@whitelabel/reference-platform/admin-rewards';
import { dayWindow, weekWindow } from '@whitelabel/reference-platform/db/reward-periods';

describe('mission periods in the brand time zone', () => {
  it('runs a Manila day from local midnight to midnight', () => {
    // 2026-11-23 23:30 in Manila is 15:30 UTC.
    const at = Date.UTC(2026, 10, 23, 15, 30);
    expect(dayWindow('Asia/Manila', at)).toEqual({ key: '2026-11-23', start: Date.UTC(2026, 10, 22, 16), end: Date.UTC(2026, 10, 23, 16) });
    // Half an hour later it is the next local day, though still the 23rd in UTC.
    expect(dayWindow('Asia/Manila', at + 3_600_000).key).toBe('2026-11-24');
  });

  it('runs a week from Monday to Sunday, keyed by its Monday', () => {
    const sunday = Date.UTC(2026, 10, 29, 12); // Sunday 29 November, 20:00 in Manila
    expect(weekWindow('Asia/Manila', sunday)).toEqual({ key: '2026-11-23', start: Date.UTC(2026, 10, 22, 16), end: Date.UTC(2026, 10, 29, 16) });
    const monday = Date.UTC(2026, 10, 29, 16, 1); // Monday 30 November, 00:01 in Manila
    expect(weekWindow('Asia/Manila', monday).key).toBe('2026-11-30');
    expect(weekWindow('UTC', Date.UTC(2026, 10, 23)).key).toBe('2026-11-23');
  });

  it('handles a week across a daylight-saving change', () => {
    // Europe/London leaves summer time on Sunday 25 October 2026: that week is 169 hours long.
    const w = weekWindow('Europe/London', Date.UTC(2026, 9, 22, 12));
    expect(w.key).toBe('2026-10-19');
    expect((w.end - w.start) / 3_600_000).toBe(169);
  });
});

describe('operator amounts', () => {
  it('reads units as minor units without floats, and refuses what is not an amount', () => {
    expect(unitsToMinorText('250.50', 2)).toBe(25050);
    expect(unitsToMinorText('1,250.5', 2)).toBe(125050);
    expect(unitsToMinorText('0.29', 2)).toBe(29);
    expect(unitsToMinorText('50000', 0)).toBe(50000);
    for (const bad of ['-5', '0', '1.234', 'abc', '', '1e3', '5.5']) expect(unitsToMinorText(bad, bad === '5.5' ? 0 : 2)).toBeNull();
  });
});
