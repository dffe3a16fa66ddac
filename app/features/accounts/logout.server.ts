import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { getFixedT } from '~/i18n/i18n.server';
import { readForm } from '~/lib/form.server';
import { logout } from './auth.server';

/** Without JavaScript the header's "Log out" lands here to confirm; with it, a dialog asks instead. */
export async function logoutLoader({ context }: LoaderFunctionArgs) {
  const [site, signIn] = await Promise.all([context.site(), context.signIn()]);
  if (!signIn) throw redirect('/index');
  const t = await getFixedT(site.language);
  return { title: t('auth.logoutConfirmTitle'), brandName: site.brand.name };
}

/** `everywhere=on`: every other device of the account is signed out too. */
export async function logoutAction({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  return logout(context, 'auth.loggedOut', { everywhere: form.everywhere === 'on' });
}
