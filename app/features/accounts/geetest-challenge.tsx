import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import type { GeetestView } from './geetest.server';
import * as s from './geetest-challenge.css';

/**
 * The brand's Geetest check in a login or registration form. The reference platform's demo challenge is
 * a picture with a gap and a slider whose thumb is the piece (a plain range input: it works before the
 * page's script and by keyboard); a real platform's challenge loads Geetest's own script, whose hosts the
 * page's Content-Security-Policy allows while the brand has Geetest on.
 */
export function GeetestChallenge({ view }: { view: GeetestView | null }) {
  const { t } = useTranslation();
  if (!view) return null;
  return (
    <fieldset className={s.box} data-testid="geetest">
      <legend className={s.legend}>{t('auth.geetest.title')}</legend>
      {view.kind === 'demo' ? <DemoSlider view={view} /> : null}
      {view.kind === 'geetest' ? <GeetestScript view={view} /> : null}
      {view.kind === 'unavailable' ? (
        <p className={s.problem} role="alert">
          {t('auth.geetest.unavailable')}
        </p>
      ) : null}
    </fieldset>
  );
}

function DemoSlider({ view }: { view: Extract<GeetestView, { kind: 'demo' }> }) {
  const { t } = useTranslation();
  const id = useId();
  const top = (view.height - view.piece) / 2;
  // The stage keeps the picture's own width so the thumb (the piece) and the gap share one scale.
  const stage = { width: view.width, '--piece': `${view.piece}px` } as CSSProperties;
  return (
    <>
      <input type="hidden" name="geetest_challenge" value={view.challenge} />
      <div className={s.stage} style={stage}>
        <img className={s.picture} src={`data:image/svg+xml;base64,${view.image}`} width={view.width} height={view.height} alt={t('auth.geetest.picture')} />
        <input
          key={view.challenge}
          id={id}
          className={s.slider}
          style={{ top }}
          type="range"
          name="geetest_validate"
          min={0}
          max={view.width - view.piece}
          step={1}
          defaultValue={0}
          aria-describedby={`${id}-hint`}
          aria-label={t('auth.geetest.label')}
        />
      </div>
      <p id={`${id}-hint`} className={s.hint}>
        {t('auth.geetest.hint')}
      </p>
    </>
  );
}

type GeetestResult = { geetest_challenge: string; geetest_validate: string; geetest_seccode: string };
type CaptchaObject = {
  appendTo: (el: HTMLElement) => void;
  onSuccess: (cb: () => void) => void;
  onError: (cb: () => void) => void;
  getValidate: () => GeetestResult | false;
};
declare global {
  interface Window {
    initGeetest?: (config: Record<string, unknown>, ready: (captcha: CaptchaObject) => void) => void;
  }
}

/** Geetest 3's loader script; its own API and pictures come from the hosts the CSP names for it. */
export const GEETEST_SCRIPT = 'https://static.geetest.com/static/tools/gt.js';

function loadScript(src: string): Promise<void> {
  if (window.initGeetest) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('geetest script'));
    document.head.append(script);
  });
}

function GeetestScript({ view }: { view: Extract<GeetestView, { kind: 'geetest' }> }) {
  const { t, i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [result, setResult] = useState<GeetestResult | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setResult(null);
    loadScript(GEETEST_SCRIPT)
      .then(() => {
        if (!live || !window.initGeetest) return;
        const config = {
          gt: view.gt,
          challenge: view.challenge,
          offline: view.offline,
          new_captcha: view.newCaptcha,
          product: 'float',
          width: '100%',
          lang: i18n.language,
        };
        window.initGeetest(config, (captcha) => {
          if (!live || !box.current) return;
          captcha.appendTo(box.current);
          captcha.onSuccess(() => live && setResult(captcha.getValidate() || null));
          captcha.onError(() => live && setFailed(true));
        });
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [view, i18n.language]);
  return (
    <>
      <div ref={box} />
      {result ? Object.entries(result).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />) : null}
      {failed ? (
        <p className={s.problem} role="alert">
          {t('auth.geetest.unavailable')}
        </p>
      ) : null}
      <noscript>
        <p className={s.problem}>{t('auth.geetest.needsScript')}</p>
      </noscript>
    </>
  );
}
