import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { getFixedT } from '~/i18n/i18n.server';
import { requireSameOrigin } from '~/lib/same-origin.server';
import { logout } from './auth.server';

/** Without JavaScript the header's "Log out" lands here to confirm; with it, a dialog asks instead. */
export async function logoutLoader({ context }: LoaderFunctionArgs) {
  const [site, signIn] = await Promise.all([context.site(), context.signIn()]);
  if (!signIn) throw redirect('/index');
  const t = await getFixedT(site.language);
  return { title: t('auth.logoutConfirmTitle'), brandName: site.brand.name };
}

export async function logoutAction({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request, context);
  return logout(context, 'auth.loggedOut');
}
