import { useMatches } from '@remix-run/react';
import type { ReactNode } from 'react';
import { VENDOR_GAMES_MODAL } from '~/features/games/vendor-games-modal-name';
import { lazyWithMessages } from '~/i18n/lazy-with-messages';
import { useOptionalViewer, useRootData } from '~/request/root-data';
import { FramePart } from '~/request/frame-parts';
import { chromeOf } from '~/request/route-gates';
import type { PublicShell } from '~/request/shell';
import { ModalProvider, useModals } from '~/ui/modal/modal-context';
import { AnalyticsTag } from './analytics-tag';
import { ConsentBanner } from './consent-banner';
import { CustomerServiceAlert } from './customer-service-alert';
import { NoticeBanner } from './notice-banner';
import { PreviewRibbonPart } from './preview-ribbon-part';
import { SideBar } from './side-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useKeptNotice } from './use-kept-notice';

// Parts few visits show load when shown: an agent's contract request, a vendor's game list.
const ContractRequestPrompt = lazyWithMessages('contract-request-prompt', ['agent'], () => import('~/features/agent/contracts/contract-request-prompt'));
const VendorGamesModal = lazyWithMessages('vendor-games-modal', ['vendorGames', 'lobby', 'home'], () => import('~/features/games/vendor-games-modal'));

/** The vendor list's code arrives with the first vendor link opened. */
function VendorGamesModalOnDemand() {
  const { isOpen } = useModals();
  if (!isOpen(VENDOR_GAMES_MODAL)) return null;
  return <VendorGamesModal />;
}

/** The brand's frame around every page: header, footer and side rail as the route's `handle.chrome` asks. */
export function Chrome({ shell, children }: { shell: PublicShell; children: ReactNode }) {
  const matches = useMatches();
  const viewer = useOptionalViewer();
  const root = useRootData();
  const notice = useKeptNotice(root?.notice ?? null);
  const analytics = root?.analytics ?? null;
  const chrome = chromeOf(matches);
  if (shell.kind !== 'brand' || !shell.brand) return <>{children}</>;
  const framed = chrome !== 'bare';
  return (
    <ModalProvider>
      {shell.preview && shell.stagingIndexUrl ? (
        <PreviewRibbonPart
          brandName={shell.brand.name}
          indexUrl={shell.stagingIndexUrl}
          overrides={shell.overrides}
          overridesUnavailable={shell.overridesUnavailable}
        />
      ) : null}
      {framed ? (
        <FramePart name="header">
          <SiteHeader shell={shell} viewer={viewer} gamePage={chrome === 'game'} />
        </FramePart>
      ) : null}
      {notice ? <NoticeBanner message={notice} /> : null}
      <CustomerServiceAlert />
      <VendorGamesModalOnDemand />
      {children}
      {/* After the page, so its dialog opens above the centres' own. */}
      {viewer?.contractRequest && !matches.some((m) => m.id === 'routes/_account+/contractRequest') ? <ContractRequestPrompt /> : null}
      {framed ? (
        <FramePart name="footer">
          <SiteFooter shell={shell} viewer={viewer} />
        </FramePart>
      ) : null}
      {chrome === 'full' ? <SideBar shell={shell} /> : null}
      {analytics?.consent === 'pending' ? <ConsentBanner /> : null}
      <AnalyticsTag analytics={analytics} />
    </ModalProvider>
  );
}
