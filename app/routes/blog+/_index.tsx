import { blogListMeta } from '~/features/blog/blog-meta';
import { BlogListPage } from '~/features/blog/blog-list-page';
import { blogListLoader } from '~/features/blog/blog-pages.server';
import { routeHandle } from '~/request/route-gates';

/** `/blog`, where the brand has the blog module (BLOG3, decision 026); readable by guests. */
export const handle = routeHandle({ gate: { needs: [{ feature: 'blog' }, { platform: 'blog' }], access: 'public' }, messages: ['blog'] });
export const loader = blogListLoader;
export const meta = blogListMeta;
export default BlogListPage;
