import { describe, expect, it } from 'vitest';
import { jackpotAt, msToNextStep } from '~/features/home/jackpot';
import { paginationItems, pageOf } from '~/ui/pagination';
import { markPopupsSeen, popupsToShow } from '~/features/home/popups';
import { sanitizeOperatorHtml } from '~/lib/sanitize-html.server';
import { bannerView, noticeView } from '~/features/content/public-content.server';

describe('jackpot counter', () => {
  const base = { amount: 1_000_000, asOf: Date.UTC(2026, 0, 1), increment: 165.11, intervalMs: 3000 };

  it('starts from the time-derived value and grows 165.11 every 3 s', () => {
    expect(jackpotAt(base, base.asOf)).toBe(1_000_000);
    expect(jackpotAt(base, base.asOf + 2999)).toBe(1_000_000);
    expect(jackpotAt(base, base.asOf + 3000)).toBe(1_000_165.11);
    // A day later: 28,800 steps, exact to the cent however many steps went by.
    expect(jackpotAt(base, base.asOf + 86_400_000)).toBe(5_755_168);
  });

  it('never shrinks below the reported pool when the clock is behind', () => {
    expect(jackpotAt(base, base.asOf - 60_000)).toBe(1_000_000);
  });

  it('waits exactly until the next step', () => {
    expect(msToNextStep(base, base.asOf + 1000)).toBe(2000);
    expect(msToNextStep(base, base.asOf + 3000)).toBe(3000);
  });
});

describe('popup announcements', () => {
  const popups = [
    { id: 1, execution: 'B' as const },
    { id: 2, execution: 'A' as const },
    { id: 3, execution: 'F' as const },
  ];
  const store = () => {
    const data = new Map<string, string>();
    return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
  };

  it('shows guests the before-login popups and players the after-login and first-login ones', () => {
    expect(popupsToShow(popups, false, store()).map((p) => p.id)).toEqual([1]);
    expect(popupsToShow(popups, true, store()).map((p) => p.id)).toEqual([2, 3]);
  });

  it('shows each kind once per browser session', () => {
    const session = store();
    markPopupsSeen(false, session);
    expect(popupsToShow(popups, false, session)).toEqual([]);
    // Closing the guest popup does not hide the player's.
    expect(popupsToShow(popups, true, session).map((p) => p.id)).toEqual([2, 3]);
    markPopupsSeen(true, session);
    expect(popupsToShow(popups, true, session)).toEqual([]);
    // A new tab session shows them again.
    expect(popupsToShow(popups, false, store()).map((p) => p.id)).toEqual([1]);
  });
});

describe('announcement paging', () => {
  it('puts seven notices on a page', () => {
    expect(pageOf(0)).toBe(1);
    expect(pageOf(6)).toBe(1);
    expect(pageOf(7)).toBe(2);
  });

  it('draws the first and last page, three around the current one, and gaps', () => {
    expect(paginationItems(1, 2)).toEqual([1, 2]);
    expect(paginationItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(paginationItems(1, 10)).toEqual([1, 2, 3, 'gap', 10]);
    expect(paginationItems(10, 10)).toEqual([1, 'gap', 8, 9, 10]);
    expect(paginationItems(1, 0)).toEqual([]);
  });
});

describe('operator HTML', () => {
  it('drops scripts, event handlers, frames, styles and javascript: links but keeps the content', () => {
    const html = sanitizeOperatorHtml(
      '<p style="color:red" onclick="x()">Hello <b>player</b></p><script>window.__xss=1</script><img src=x onerror="window.__xss=1"><a href="javascript:window.__xss=1">claim</a><iframe src="https://evil.example"></iframe><a href="https://ok.example/p">ok</a>',
    );
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|iframe|style=/i);
    expect(html).toContain('<p>Hello <b>player</b></p>');
    expect(html).toContain('<a href="https://ok.example/p" target="_blank" rel="noopener noreferrer nofollow">ok</a>');
    // A link without a usable target is its text; an image without an absolute address is gone (no dead link, no broken image).
    expect(html).toContain('<span>claim</span>');
    expect(html).not.toContain('<img');
    expect(sanitizeOperatorHtml('<a href="x">Details</a><a href="/promotions">Offers</a><img src="https://cdn.example/a.png">')).toBe(
      '<span>Details</span><a href="/promotions" target="_blank" rel="noopener noreferrer nofollow">Offers</a><img src="https://cdn.example/a.png" loading="lazy" />',
    );
  });

  it('formats notice times YYYY-MM-DD HH:mm:ss in the brand zone', () => {
    const view = noticeView({ id: 1, title: 'T', content: '<p>x</p>', createTime: Date.UTC(2026, 10, 1, 16, 5, 9) }, 'Asia/Manila');
    expect(view.time).toBe('2026-11-02 00:05:09');
  });
});

describe('banner links', () => {
  const banner = { groupName: 'w_home', url: 'https://cdn.example/b.svg', title: 'Promo', bannerId: 7 };

  it('links a banner with a linkage type to its target; one without is just a picture', () => {
    expect(bannerView({ ...banner, linkageType: 'ROUTE', linkageTarget: '/promotions' }, 0)).toMatchObject({ href: '/promotions', external: false });
    expect(bannerView({ ...banner, linkageType: 'URL', linkageTarget: 'https://partner.example/x' }, 0)).toMatchObject({
      href: 'https://partner.example/x',
      external: true,
    });
    expect(bannerView({ ...banner, linkageType: null, linkageTarget: '/promotions' }, 0).href).toBeNull();
  });

  it('refuses targets that could run code or leave through a protocol-relative URL', () => {
    expect(bannerView({ ...banner, linkageType: 'URL', linkageTarget: 'javascript:alert(1)' }, 0).href).toBeNull();
    expect(bannerView({ ...banner, linkageType: 'ROUTE', linkageTarget: '//evil.example' }, 0).href).toBeNull();
  });
});
