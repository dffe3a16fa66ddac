import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { logout } from '~/accounts/auth.server';
import { AuthCard } from '~/components/auth-card';
import { getFixedT } from '~/i18n/i18n.server';
import { getSignIn } from '~/session/session.server';
import { pageMeta } from '~/site/page-route';
import { loadSite } from '~/site/site.server';
import { requireSameOrigin } from '~/utils/same-origin.server';
import { button } from '~/styles/ui.css';
import * as s from '~/components/auth-card.css';

export const handle = { hideHeader: true };

/** Without JavaScript the header's "Log out" lands here to confirm; with it, a dialog asks instead. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = await loadSite(context, request);
  if (!(await getSignIn(request, site.brand.id))) throw redirect('/index');
  const t = await getFixedT(site.language);
  return { title: t('auth.logoutConfirmTitle'), brandName: site.brand.name };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request, context);
  const site = await loadSite(context, request);
  return logout(site, context, request, 'auth.loggedOut');
}

export const meta = pageMeta;

export default function LogoutPage() {
  const { title } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <AuthCard title={title} subtitle={t('auth.logoutConfirm')}>
      <Form method="post" action="/logout" className={s.form}>
        <button type="submit" className={`${button.primary} ${s.submit}`}>{t('auth.confirm')}</button>
        <Link to="/index" className={`${button.ghost} ${s.submit}`}>{t('auth.cancel')}</Link>
      </Form>
    </AuthCard>
  );
}
