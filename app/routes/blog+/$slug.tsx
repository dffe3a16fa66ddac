import { blogArticleMeta } from '~/features/blog/blog-meta';
import { BlogArticlePage } from '~/features/blog/blog-article-page';
import { blogArticleLoader } from '~/features/blog/blog-pages.server';
import { routeHandle } from '~/request/route-gates';

/** `/blog/<slug>`: one published article; an unknown slug or a draft is the kind 404 (decision 026). */
export const handle = routeHandle({ gate: { needs: [{ feature: 'blog' }, { platform: 'blog' }], access: 'public' }, messages: ['blog'] });
export const loader = blogArticleLoader;
export const meta = blogArticleMeta;
export default BlogArticlePage;
