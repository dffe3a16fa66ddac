import type { LoaderFunctionArgs } from '@remix-run/node';
import { pageLoader } from '~/features/content/page.server';
import { getHelpCentre } from './help-centre.server';
import { MAX_QUERY_LENGTH, searchHelp, tagAnchor, TERMS_TAG } from './help-tree';

/** `/help` and `/helpmc`: the help centre, and the results of `?q=` when the visitor searched. */
export async function helpPageLoader({ request, context }: LoaderFunctionArgs, key: 'help' | 'helpmc') {
  const query = (new URL(request.url).searchParams.get('q') ?? '').slice(0, MAX_QUERY_LENGTH).trim();
  const [page, help] = await Promise.all([pageLoader({ context }, key), getHelpCentre(context)]);
  return { ...page, ...help, query, results: query ? searchHelp(help.sections, query) : null };
}

/** What `/resources/help-terms` answers: the terms' section and its articles, or why there are none. */
export type HelpTerms = {
  unavailable: boolean;
  terms: { title: string; html: string; articles: { anchor: string; title: string; html: string }[] } | null;
};

/** The terms alone, for the registration form's modal: fetched when the player opens it, not with the form. */
export async function helpTermsLoader({ context }: LoaderFunctionArgs) {
  const { sections, unavailable } = await getHelpCentre(context);
  const terms = sections.find((s) => tagAnchor(s.tag) === TERMS_TAG);
  // A resource route answers a Response of its own: a raw value logs Remix's single-fetch warning on every load.
  return Response.json({
    unavailable: unavailable && !terms,
    terms: terms ? { title: terms.title, html: terms.html, articles: terms.articles.map(({ anchor, title, html }) => ({ anchor, title, html })) } : null,
  } satisfies HelpTerms);
}
