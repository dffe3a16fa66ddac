import type { AppLoadContext } from '@remix-run/node';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getHelpCentre, helpSections, htmlText } from '~/features/help/help-centre.server';
import { assignAnchors, searchHelp, searchTerms, snippet, tagAnchor } from '~/features/help/help-tree';
import { Timings } from '~/lib/timing.server';
import { PlatformError } from '~/platform-client/errors';
import { HelpCenterSchema } from '~/platform-client/schemas/help';

/** The platform's answer, as it sends it, through the client's schema. */
const tree = (items: unknown[]) => helpSections(v.parse(HelpCenterSchema, items));

const platformTree = [
  { tag: 'aboutus', title: 'About Us', content: '<p><strong>Aurora</strong> is licensed.</p>', bgColor: '#1e293b', lang: 'EN', display: true },
  {
    tag: 'deposit',
    title: 'Deposit',
    content: '<ol><li>Log in and open <b>Deposit</b>.</li><li>Choose a method.</li></ol>',
    bgColor: null,
    lang: 'EN',
    display: true,
    children: [
      { tag: null, title: 'E-wallets', content: '<p>E-wallet deposits are credited instantly.</p>', display: true },
      { tag: null, title: 'Bank transfer', content: '<p>Up to 30 minutes.</p><script>steal()</script>', display: true },
      { tag: null, title: 'Crypto (draft)', content: '<p>Not yet.</p>', display: false },
    ],
  },
  {
    tag: 'faqs',
    title: 'FAQs',
    content: '<p onclick="steal()">Answers.</p><img src="javascript:alert(1)"><a href="javascript:alert(1)">x</a>',
    bgColor: 'red;background:url(x)',
    display: true,
  },
  { tag: 'term', title: 'Terms and Conditions', content: '<p>You must be 18 or older.</p>', display: true },
  {
    tag: null,
    title: 'Responsible gaming (draft)',
    content: '<p>Draft.</p>',
    display: false,
    children: [{ tag: null, title: 'Under a draft', content: '<p>x</p>', display: true }],
  },
];

describe('help centre sections', () => {
  const sections = tree(platformTree);

  it('shows published pages only: a hidden page and everything under it stay out', () => {
    expect(sections.map((s) => s.title)).toEqual(['About Us', 'Deposit', 'FAQs', 'Terms and Conditions']);
    expect(sections[1]!.articles.map((a) => a.title)).toEqual(['E-wallets', 'Bank transfer']);
    expect(JSON.stringify(sections)).not.toContain('draft');
  });

  it('anchors sections by their tag, so /help#term and the footer links land on them', () => {
    expect(sections.map((s) => s.anchor)).toEqual(['aboutus', 'deposit', 'faqs', 'term']);
    expect(sections[1]!.articles.map((a) => a.anchor)).toEqual(['deposit-1', 'deposit-2']);
  });

  it('sanitises the operator HTML: no scripts, handlers or javascript: URLs; a bad colour is dropped', () => {
    const html = sections.map((s) => [s.html, ...s.articles.map((a) => a.html)].join('')).join('');
    expect(html).not.toMatch(/<script|onclick|javascript:/i);
    expect(sections[1]!.html).toContain('<li>Log in and open <b>Deposit</b>.</li>');
    expect(sections[0]!.accent).toBe('#1e293b');
    expect(sections[2]!.accent).toBeNull();
  });

  it('keeps a plain-text body for the search, with block ends as spaces and entities decoded', () => {
    expect(htmlText('<p>Fish &amp; chips</p><p>Second</p><ul><li>a</li><li>b</li></ul>')).toBe('Fish & chips Second a b');
    expect(sections[1]!.text).toBe('Log in and open Deposit. Choose a method.');
  });
});

describe('anchors', () => {
  it('accepts only plain-word tags and keeps every anchor unique', () => {
    expect(tagAnchor('FAQs')).toBe('faqs');
    expect(tagAnchor('"><img src=x>')).toBeNull();
    expect(tagAnchor(null)).toBeNull();
    const anchors = assignAnchors([{ tag: 'faqs' }, { tag: 'faqs' }, { tag: null }, { tag: 'bad tag' }]).map((s) => s.anchor);
    expect(anchors).toEqual(['faqs', 'faqs-2', 'help-3', 'help-4']);
  });
});

describe('help search', () => {
  const sections = tree(platformTree);

  it('finds an article by a word of its body and highlights it in the title and the snippet', () => {
    const results = searchHelp(sections, 'credited');
    expect(results.map((r) => r.anchor)).toEqual(['deposit-1']);
    expect(results[0]!.sectionTitle).toBe('Deposit');
    expect(results[0]!.snippet.filter((p) => p.hit).map((p) => p.text)).toEqual(['credited']);
  });

  it('matches titles and bodies, every word, in any case', () => {
    expect(searchHelp(sections, 'DEPOSIT').map((r) => r.anchor)).toEqual(['deposit', 'deposit-1']);
    expect(searchHelp(sections, 'deposit instantly').map((r) => r.anchor)).toEqual(['deposit-1']);
    expect(searchHelp(sections, 'deposit')[0]!.title).toEqual([{ text: 'Deposit', hit: true }]);
  });

  it('ignores accents, so Vietnamese players can type without them', () => {
    const vi = tree([{ tag: 'deposit', title: 'Nạp tiền', content: '<p>Ví điện tử được cộng ngay.</p>', display: true }]);
    const [hit] = searchHelp(vi, 'nap tien');
    expect(hit?.anchor).toBe('deposit');
    expect(hit?.title.filter((p) => p.hit).map((p) => p.text)).toEqual(['Nạp', 'tiền']);
    expect(searchHelp(vi, 'dien tu')).toHaveLength(1);
  });

  it('finds nothing for a blank search or a word that is nowhere, and never searches hidden drafts', () => {
    expect(searchHelp(sections, '   ')).toEqual([]);
    expect(searchHelp(sections, 'roulette')).toEqual([]);
    expect(searchHelp(sections, 'crypto')).toEqual([]);
  });

  it('treats the search as text: markup in the query is only letters to find', () => {
    expect(searchHelp(sections, '<script>')).toEqual([]);
    expect(searchTerms('a'.repeat(500))[0]).toHaveLength(80);
  });

  it('cuts a long body to a snippet around the first match', () => {
    const text = `${'lorem ipsum '.repeat(30)}withdrawal limits apply ${'dolor sit '.repeat(30)}`;
    const parts = snippet(text, ['withdrawal']);
    const joined = parts.map((p) => p.text).join('');
    expect(joined.startsWith('…')).toBe(true);
    expect(joined.endsWith('…')).toBe(true);
    expect(joined.length).toBeLessThan(200);
    expect(parts.some((p) => p.hit && p.text === 'withdrawal')).toBe(true);
  });
});

describe('help centre through a platform outage', () => {
  /** A request context whose platform answers with `answer` (or fails), counting the calls. */
  function contextFor(brandId: string, answer: () => unknown) {
    let calls = 0;
    const missing: string[] = [];
    const client = {
      // As the real client does: the answer goes through the call's schema.
      call: async (_name: string, schema: v.GenericSchema) => {
        calls += 1;
        return v.parse(schema, answer());
      },
    };
    const context = {
      site: async () => ({ brand: { id: brandId }, language: 'EN' }),
      sharedPlatform: async () => client,
      timings: new Timings(),
      budget: new AbortController().signal,
      withinBudget: <T>(work: Promise<T>) => work,
      contentMissing: (what: string, part: string) => missing.push(`${part}: ${what}`),
    } as unknown as AppLoadContext;
    return { context, calls: () => calls, missing };
  }
  const outage = () => {
    throw new PlatformError('timeout', 'helpCenter', 'no answer within 8000 ms');
  };

  afterEach(() => vi.useRealTimers());

  it('says help is unavailable when the platform fails and no copy was kept, instead of failing the page', async () => {
    const { context, missing } = contextFor('outage-cold', outage);
    expect(await getHelpCentre(context)).toEqual({ sections: [], unavailable: true });
    // The sections are the page: the render is its visitor's alone.
    expect(missing).toEqual(['main: help centre']);
  });

  it('keeps showing the last good copy when the platform fails later', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let down = false;
    const { context, calls } = contextFor('outage-warm', () => (down ? outage() : platformTree));
    const first = await getHelpCentre(context);
    expect(first.sections.map((s) => s.anchor)).toContain('term');
    down = true;
    vi.setSystemTime(Date.now() + 5 * 60_000);
    const later = await getHelpCentre(context);
    expect(later.unavailable).toBe(false);
    expect(later.sections).toEqual(first.sections);
    expect(calls()).toBe(2);
  });

  it('lets a programming error through rather than hiding it as an outage', async () => {
    const { context } = contextFor('outage-bug', () => {
      throw new TypeError('bug');
    });
    await expect(getHelpCentre(context)).rejects.toThrow(TypeError);
  });
});
