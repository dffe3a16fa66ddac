import type { ReactNode } from 'react';
import * as s from './country-picker.css';

/**
 * Small flags drawn inline (20×14): emoji flags need a colour-emoji font that Windows and many
 * Linux machines lack, and the platform has no flag images. Unknown codes get a lettered badge.
 */
const stripes = (colours: string[], vertical = false) =>
  colours.map((fill, i) => {
    const size = (vertical ? 20 : 14) / colours.length;
    return vertical ? (
      <rect key={i} x={i * size} y={0} width={size} height={14} fill={fill} />
    ) : (
      <rect key={i} x={0} y={i * size} width={20} height={size} fill={fill} />
    );
  });
const star = (cx: number, cy: number, r: number, fill: string) => {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 ? r * 0.42 : r;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  });
  return <polygon points={points.join(' ')} fill={fill} />;
};
const unionJack = (w: number, h: number) => (
  <g>
    <rect width={w} height={h} fill="#012169" />
    <path d={`M0 0L${w} ${h}M${w} 0L0 ${h}`} stroke="#fff" strokeWidth={h / 5} />
    <path d={`M0 0L${w} ${h}M${w} 0L0 ${h}`} stroke="#C8102E" strokeWidth={h / 12} />
    <path d={`M${w / 2} 0V${h}M0 ${h / 2}H${w}`} stroke="#fff" strokeWidth={h / 3.2} />
    <path d={`M${w / 2} 0V${h}M0 ${h / 2}H${w}`} stroke="#C8102E" strokeWidth={h / 5.5} />
  </g>
);

const FLAGS: Record<string, ReactNode> = {
  PH: (
    <>
      <rect width={20} height={7} fill="#0038A8" />
      <rect y={7} width={20} height={7} fill="#CE1126" />
      <polygon points="0,0 11,7 0,14" fill="#fff" />
      <circle cx={3.6} cy={7} r={1.6} fill="#FCD116" />
    </>
  ),
  VN: (
    <>
      <rect width={20} height={14} fill="#DA251D" />
      {star(10, 7.3, 4.2, '#FFFF00')}
    </>
  ),
  TH: <>{stripes(['#A51931', '#F4F5F8', '#2D2A4A', '#2D2A4A', '#F4F5F8', '#A51931'])}</>,
  CN: (
    <>
      <rect width={20} height={14} fill="#DE2910" />
      {star(4.5, 4, 2.6, '#FFDE00')}
      {star(8.6, 1.8, 0.8, '#FFDE00')}
      {star(9.8, 3.8, 0.8, '#FFDE00')}
      {star(9.8, 6.2, 0.8, '#FFDE00')}
      {star(8.6, 8, 0.8, '#FFDE00')}
    </>
  ),
  JP: (
    <>
      <rect width={20} height={14} fill="#fff" />
      <circle cx={10} cy={7} r={4.2} fill="#BC002D" />
    </>
  ),
  MY: (
    <>
      {stripes(['#CC0001', '#fff', '#CC0001', '#fff', '#CC0001', '#fff', '#CC0001'])}
      <rect width={10} height={8} fill="#010066" />
      <circle cx={4.3} cy={4} r={2.6} fill="#FFCC00" />
      <circle cx={5.1} cy={4} r={2.1} fill="#010066" />
      {star(7.4, 4, 1.5, '#FFCC00')}
    </>
  ),
  ID: <>{stripes(['#CE1126', '#fff'])}</>,
  SG: (
    <>
      {stripes(['#EF3340', '#fff'])}
      <circle cx={4.2} cy={3.5} r={2.4} fill="#fff" />
      <circle cx={5.1} cy={3.5} r={2.2} fill="#EF3340" />
    </>
  ),
  KH: (
    <>
      {stripes(['#032EA1', '#E00025', '#E00025', '#032EA1'])}
      <path d="M6.5 9.5h7v-1h-1v-2h-1V5h-1V3.8L10 3.3l-.5.5V5h-1v1.5h-1v2h-1z" fill="#fff" />
    </>
  ),
  KR: (
    <>
      <rect width={20} height={14} fill="#fff" />
      <path d="M6.5 7a3.5 3.5 0 0 1 7 0z" fill="#CD2E3A" />
      <path d="M6.5 7a3.5 3.5 0 0 0 7 0z" fill="#0047A0" />
      <path d="M2.2 3.2l2-1.6M15.8 1.6l2 1.6M2.2 10.8l2 1.6M15.8 12.4l2-1.6" stroke="#000" strokeWidth={1.1} />
    </>
  ),
  IN: (
    <>
      {stripes(['#FF9933', '#fff', '#138808'])}
      <circle cx={10} cy={7} r={1.8} fill="none" stroke="#000080" strokeWidth={0.6} />
    </>
  ),
  BD: (
    <>
      <rect width={20} height={14} fill="#006A4E" />
      <circle cx={9} cy={7} r={3.8} fill="#F42A41" />
    </>
  ),
  HK: (
    <>
      <rect width={20} height={14} fill="#DE2910" />
      {[0, 72, 144, 216, 288].map((deg) => (
        <ellipse key={deg} cx={10} cy={5} rx={1.3} ry={2.2} fill="#fff" transform={`rotate(${deg} 10 7)`} />
      ))}
    </>
  ),
  TW: (
    <>
      <rect width={20} height={14} fill="#FE0000" />
      <rect width={10} height={7} fill="#000095" />
      <circle cx={5} cy={3.5} r={1.9} fill="#fff" />
    </>
  ),
  AU: (
    <>
      <rect width={20} height={14} fill="#00008B" />
      <svg width={10} height={7} viewBox="0 0 10 7">
        {unionJack(10, 7)}
      </svg>
      {star(5, 10.5, 1.8, '#fff')}
      {star(15, 3, 0.9, '#fff')}
      {star(17.5, 6.2, 0.9, '#fff')}
      {star(15, 11.5, 0.9, '#fff')}
      {star(12.5, 6.8, 0.9, '#fff')}
    </>
  ),
  GB: unionJack(20, 14),
  US: (
    <>
      {stripes(['#B22234', '#fff', '#B22234', '#fff', '#B22234', '#fff', '#B22234'])}
      <rect width={9} height={7.5} fill="#3C3B6E" />
      {[1.5, 4.5, 7.5].flatMap((x) => [1.6, 3.8, 6].map((y) => <circle key={`${x}-${y}`} cx={x} cy={y} r={0.55} fill="#fff" />))}
    </>
  ),
};

export function Flag({ code }: { code: string }) {
  const flag = FLAGS[code.toUpperCase()];
  return (
    <svg viewBox="0 0 20 14" width={20} height={14} className={s.flag} aria-hidden="true" focusable="false">
      {flag ?? (
        <>
          <rect width={20} height={14} rx={2} fill="#64748b" />
          <text x={10} y={10} textAnchor="middle" fontSize={8} fontWeight={700} fill="#fff" fontFamily="system-ui, sans-serif">
            {code.slice(0, 2).toUpperCase()}
          </text>
        </>
      )}
    </svg>
  );
}
