import { isOutage } from '~/platform-client/errors';
import type { PageUnavailable } from './page-or-unavailable';

/**
 * A centre page's loader whose platform calls could not be answered (down, or slow past the request's
 * time) answers that, not a 503: the site, the centre's frame and its menu still work, and only the
 * page's own section says it is missing. A refusal or an ended session is thrown on as before.
 * A route marks its call pure (`@__PURE__`): without the mark the browser build keeps the call (it cannot
 * prove it free of effects) while this module is empty there, and the page's module fails as it loads.
 */
export function orUnavailable<Args extends { request: Request }, Result>(loader: (args: Args) => Promise<Result>) {
  return async (args: Args): Promise<Result | PageUnavailable> => {
    try {
      return await loader(args);
    } catch (error) {
      if (!isOutage(error)) throw error;
      console.error(`[platform] GET ${new URL(args.request.url).pathname}: ${error.message}`);
      return { pageUnavailable: true };
    }
  };
}
