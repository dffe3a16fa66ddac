import { useId } from 'react';
import * as s from './guide-illustrations.css';

/** Which moment of an install a picture shows. */
export type GuideScene =
  | 'ios-download'
  | 'ios-settings'
  | 'ios-device-management'
  | 'ios-trust'
  | 'safari-share'
  | 'safari-add'
  | 'safari-confirm'
  | 'chrome-menu'
  | 'chrome-add'
  | 'chrome-confirm'
  | 'home-screen';

const ICON_COLOURS = ['#8e8e93', '#007aff', '#34c759', '#ff9500', '#ff3b30', '#5856d6', '#0ea5e9'];

/** Where the finger goes: a ring that pulses unless the visitor asked for less motion. */
function Tap({ x, y }: { x: number; y: number }) {
  return (
    <g>
      <circle cx={x} cy={y} r={11} className={s.tapPulse} />
      <circle cx={x} cy={y} r={7} className={s.tap} />
    </g>
  );
}

/** A settings-style list; row `hi` is the one to tap. */
function Rows({ top, count, hi, icons = true, x = 18, width = 104 }: { top: number; count: number; hi: number; icons?: boolean; x?: number; width?: number }) {
  return (
    <g>
      {Array.from({ length: count }, (_, i) => {
        const y = top + i * 22;
        return (
          <g key={i}>
            <rect x={x} y={y} width={width} height={17} rx={5} className={i === hi ? s.rowHi : s.row} />
            {icons ? <rect x={x + 4} y={y + 4} width={9} height={9} rx={2.5} fill={ICON_COLOURS[i % ICON_COLOURS.length]} /> : null}
            <rect x={x + (icons ? 18 : 6)} y={y + 6.5} width={[52, 40, 60, 46, 56, 38, 50][i % 7]} height={4} rx={2} className={i === hi ? s.strong : s.bar} />
          </g>
        );
      })}
    </g>
  );
}

function Title({ y = 34, width = 54 }: { y?: number; width?: number }) {
  return <rect x={18} y={y} width={width} height={7} rx={3.5} className={s.strong} />;
}

function PageSketch() {
  return (
    <g>
      <rect x={18} y={34} width={104} height={44} rx={8} className={s.row} />
      <rect x={18} y={86} width={50} height={38} rx={6} className={s.row} />
      <rect x={72} y={86} width={50} height={38} rx={6} className={s.row} />
      <rect x={18} y={132} width={104} height={5} rx={2.5} className={s.bar} />
      <rect x={18} y={143} width={80} height={5} rx={2.5} className={s.bar} />
    </g>
  );
}

function Scene({ scene, iconUrl }: { scene: GuideScene; iconUrl: string }) {
  switch (scene) {
    case 'ios-download':
      return (
        <g>
          <image href={iconUrl} x={46} y={52} width={48} height={48} />
          <rect x={38} y={110} width={64} height={7} rx={3.5} className={s.strong} />
          <rect x={46} y={123} width={48} height={4} rx={2} className={s.bar} />
          <rect x={36} y={146} width={68} height={20} rx={10} className={s.primary} />
          <path d="M66 152v7M62.5 156l3.5 3.5 3.5-3.5" className={s.muted} style={{ stroke: 'white' }} />
          <Tap x={70} y={156} />
        </g>
      );
    case 'ios-settings':
      return (
        <g>
          <Title />
          <Rows top={50} count={7} hi={2} />
          <Tap x={104} y={102} />
        </g>
      );
    case 'ios-device-management':
      return (
        <g>
          <Title width={40} />
          <Rows top={50} count={7} hi={5} />
          <Tap x={104} y={168} />
        </g>
      );
    case 'ios-trust':
      return (
        <g>
          <Title width={62} />
          <rect x={18} y={50} width={104} height={34} rx={6} className={s.row} />
          <image href={iconUrl} x={24} y={56} width={22} height={22} />
          <rect x={52} y={60} width={56} height={5} rx={2.5} className={s.strong} />
          <rect x={52} y={70} width={40} height={4} rx={2} className={s.bar} />
          <rect x={10} y={12} width={120} height={216} rx={16} className={s.scrim} />
          <rect x={24} y={100} width={92} height={62} rx={10} className={s.panel} />
          <rect x={36} y={111} width={68} height={5} rx={2.5} className={s.strong} />
          <rect x={40} y={121} width={60} height={4} rx={2} className={s.bar} />
          <rect x={24} y={140} width={46} height={22} rx={0} className={s.row} />
          <rect x={70} y={140} width={46} height={22} rx={0} className={s.rowHi} />
          <rect x={36} y={149} width={22} height={4} rx={2} className={s.bar} />
          <rect x={82} y={149} width={22} height={4} rx={2} className={s.primary} />
          <Tap x={93} y={151} />
        </g>
      );
    case 'safari-share':
      return (
        <g>
          <PageSketch />
          <rect x={10} y={186} width={120} height={42} className={s.row} />
          <rect x={22} y={190} width={96} height={12} rx={6} className={s.panel} />
          {[26, 46, 70, 94, 114].map((x, i) =>
            i === 2 ? (
              <g key={x}>
                <path d={`M${x - 5} 213v7h10v-7M${x} 219v-11M${x - 3.5} 211l3.5-3.5 3.5 3.5`} className={s.primaryStroke} />
              </g>
            ) : (
              <rect key={x} x={x - 4} y={210} width={8} height={8} rx={2} className={s.bar} />
            ),
          )}
          <Tap x={70} y={213} />
        </g>
      );
    case 'safari-add':
      return (
        <g>
          <PageSketch />
          <rect x={10} y={12} width={120} height={216} rx={16} className={s.scrim} />
          <rect x={14} y={92} width={112} height={132} rx={12} className={s.panel} />
          <rect x={22} y={100} width={50} height={6} rx={3} className={s.strong} />
          <Rows top={114} count={4} hi={2} icons={false} x={20} width={100} />
          <path d="M105 161.5h8v8h-8zM109 163v5M106.5 165.5h5" className={s.primaryStroke} style={{ strokeWidth: 1.4 }} />
          <Tap x={60} y={166} />
        </g>
      );
    case 'safari-confirm':
    case 'chrome-confirm':
      return (
        <g>
          {scene === 'safari-confirm' ? (
            <g>
              <rect x={18} y={32} width={24} height={5} rx={2.5} className={s.bar} />
              <rect x={52} y={31} width={36} height={7} rx={3.5} className={s.strong} />
              <rect x={100} y={30} width={22} height={10} rx={5} className={s.rowHi} />
              <rect x={104} y={33} width={14} height={4} rx={2} className={s.primary} />
              <rect x={18} y={54} width={104} height={44} rx={8} className={s.row} />
              <image href={iconUrl} x={24} y={60} width={32} height={32} />
              <rect x={62} y={66} width={52} height={6} rx={3} className={s.strong} />
              <rect x={62} y={78} width={40} height={4} rx={2} className={s.bar} />
              <Tap x={111} y={35} />
            </g>
          ) : (
            <g>
              <PageSketch />
              <rect x={10} y={12} width={120} height={216} rx={16} className={s.scrim} />
              <rect x={20} y={82} width={100} height={88} rx={12} className={s.panel} />
              <rect x={30} y={92} width={56} height={6} rx={3} className={s.strong} />
              <image href={iconUrl} x={30} y={106} width={26} height={26} />
              <rect x={62} y={114} width={48} height={6} rx={3} className={s.bar} />
              <rect x={40} y={146} width={30} height={14} rx={7} className={s.row} />
              <rect x={76} y={146} width={36} height={14} rx={7} className={s.primary} />
              <Tap x={94} y={153} />
            </g>
          )}
        </g>
      );
    case 'chrome-menu':
      return (
        <g>
          <rect x={16} y={28} width={90} height={14} rx={7} className={s.row} />
          <rect x={24} y={33} width={50} height={4} rx={2} className={s.bar} />
          {[30, 35, 40].map((y) => (
            <circle key={y} cx={116} cy={y} r={1.8} className={s.primary} />
          ))}
          <g transform="translate(0 18)">
            <PageSketch />
          </g>
          <Tap x={116} y={35} />
        </g>
      );
    case 'chrome-add':
      return (
        <g>
          <rect x={16} y={28} width={90} height={14} rx={7} className={s.row} />
          <g transform="translate(0 18)">
            <PageSketch />
          </g>
          <rect x={44} y={26} width={82} height={150} rx={8} className={s.panel} />
          <Rows top={36} count={6} hi={4} icons={false} x={48} width={74} />
          <Tap x={86} y={132} />
        </g>
      );
    case 'home-screen':
      return <HomeScreen iconUrl={iconUrl} />;
  }
}

/** The phone's home screen with the brand's icon among the apps. */
function HomeScreen({ iconUrl }: { iconUrl: string }) {
  // Two home screens may share a page: each gradient needs an id of its own.
  const gradient = `wallpaper${useId().replace(/:/g, '')}`;
  return (
    <g>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" className={s.wallTop} />
          <stop offset="1" className={s.wallBottom} />
        </linearGradient>
      </defs>
      <rect x={10} y={12} width={120} height={216} rx={16} fill={`url(#${gradient})`} />
      {Array.from({ length: 16 }, (_, i) => {
        const x = 22 + (i % 4) * 26;
        const y = 38 + Math.floor(i / 4) * 34;
        return i === 9 ? (
          <g key={i}>
            <image href={iconUrl} x={x} y={y} width={20} height={20} />
            <rect x={x} y={y + 23} width={20} height={3} rx={1.5} className={s.label} />
          </g>
        ) : (
          <rect key={i} x={x} y={y} width={20} height={20} rx={5} className={s.appTile} />
        );
      })}
      <Tap x={58} y={116} />
    </g>
  );
}

/** A phone showing one step of an install guide; decoration only: the step's caption says it in words. */
export function GuideIllustration({ scene, iconUrl }: { scene: GuideScene; iconUrl: string }) {
  return (
    <svg viewBox="0 0 140 240" className={s.svg} aria-hidden="true" focusable="false" data-scene={scene}>
      <rect x={4} y={4} width={132} height={232} rx={24} className={s.device} />
      <rect x={4.5} y={4.5} width={131} height={231} rx={23.5} className={s.deviceEdge} />
      <rect x={10} y={12} width={120} height={216} rx={16} className={s.screen} />
      <Scene scene={scene} iconUrl={iconUrl} />
      <rect x={52} y={16} width={36} height={7} rx={3.5} className={s.notch} />
    </svg>
  );
}
