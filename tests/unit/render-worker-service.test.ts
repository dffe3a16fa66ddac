import { describe, expect, it } from 'vitest';
import type { Brand } from '../../server/guest-pages/guest-page-cache';
import type { FromWorker, RenderJob } from '../../server/render-worker/render-worker-protocol';
import { renderService } from '../../server/render-worker/render-worker-service';

const brand = { id: 'demo-a' } as Brand;
const job = (id: number, brandId = 'demo-a'): RenderJob => ({
  id,
  url: 'http://demo-a.localhost/index',
  cookie: null,
  nonce: 'n',
  brandId,
  host: 'demo-a.localhost',
  preview: false,
  port: null,
  origin: 'http://demo-a.localhost',
  clientIp: null,
});

/** The service over a page that shows the brand's content as the worker last fetched it. */
function setup() {
  let content = 'before';
  let finishRefresh!: () => void;
  const sent: FromWorker[] = [];
  const service = renderService({
    brandById: (id) => (id === brand.id ? brand : undefined),
    render: async () => new Response(`<p>${content}</p>`, { status: 200, headers: { 'content-type': 'text/html' } }),
    refreshBrandContent: () =>
      new Promise<void>((resolve) => {
        finishRefresh = () => {
          content = 'after';
          resolve();
        };
      }),
    send: (message) => sent.push(message),
  });
  return { service, sent, finishRefresh: () => finishRefresh() };
}
const text = (message: FromWorker | undefined) => (message?.type === 'rendered' ? Buffer.from(message.body).toString() : message?.type);

describe('render worker service', () => {
  it('sends a rendered page back whole, with its status and headers', async () => {
    const { service, sent } = setup();
    await service.receive({ type: 'render', job: job(1) });
    expect(sent).toHaveLength(1);
    const [reply] = sent;
    expect(reply).toMatchObject({ type: 'rendered', id: 1, status: 200 });
    expect(reply?.type === 'rendered' && reply.headers).toContainEqual(['content-type', 'text/html']);
    expect(text(reply)).toBe('<p>before</p>');
  });

  it("renders a brand's next page only once its content is fetched again after the site saw it change", async () => {
    const { service, sent, finishRefresh } = setup();
    void service.receive({ type: 'content-changed', brandId: 'demo-a' });
    const rendering = service.receive({ type: 'render', job: job(2) });
    await new Promise((r) => setTimeout(r, 20));
    expect(sent).toHaveLength(0);
    finishRefresh();
    await rendering;
    expect(text(sent[0])).toBe('<p>after</p>');
  });

  it('answers a job it cannot render with a failure, not silence', async () => {
    const { service, sent } = setup();
    await service.receive({ type: 'render', job: job(3, 'no-such-brand') });
    expect(sent[0]).toMatchObject({ type: 'failed', id: 3 });
  });
});
