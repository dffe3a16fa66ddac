/**
 * The demo game page's HTML: one self-contained document (inline CSS and JS, art from the platform's own
 * /cdn), small enough to sit in the site's game iframe. State travels as JSON in a script block.
 */
type Texts = {
  player: string;
  ended: string;
  balance: string;
  bet: string;
  spin: string;
  lastResult: string;
  win: string;
  noWin: string;
  ready: string;
  trial: string;
  failed: string;
  freePlay: string;
  freePlayNote: string;
};

const TEXTS: Record<string, Texts> = {
  EN: {
    player: 'Player',
    ended: 'This game link has expired or was already used. Please launch the game again.',
    balance: 'Balance',
    bet: 'Bet',
    spin: 'Spin',
    lastResult: 'Last result',
    win: 'You win',
    noWin: 'No win this time',
    ready: 'Press Spin to play',
    trial: 'Trial credit',
    failed: 'Spin failed',
    freePlay: 'FREE PLAY',
    freePlayNote: 'Play money: nothing you win or lose here is real.',
  },
  CN: {
    player: '玩家',
    ended: '该游戏链接已失效或已被使用，请重新启动游戏。',
    balance: '余额',
    bet: '投注',
    spin: '旋转',
    lastResult: '上一局',
    win: '恭喜赢得',
    noWin: '本局未中奖',
    ready: '点击旋转开始游戏',
    trial: '试玩额度',
    failed: '旋转失败',
    freePlay: '免费试玩',
    freePlayNote: '试玩币：此处的输赢均非真钱。',
  },
  VI: {
    player: 'Người chơi',
    ended: 'Liên kết trò chơi đã hết hạn hoặc đã được sử dụng. Vui lòng mở lại trò chơi.',
    balance: 'Số dư',
    bet: 'Cược',
    spin: 'Quay',
    lastResult: 'Kết quả gần nhất',
    win: 'Bạn thắng',
    noWin: 'Chưa trúng lần này',
    ready: 'Nhấn Quay để chơi',
    trial: 'Tiền chơi thử',
    failed: 'Quay thất bại',
    freePlay: 'CHƠI THỬ MIỄN PHÍ',
    freePlayNote: 'Tiền chơi thử: thắng thua ở đây không phải tiền thật.',
  },
  TH: {
    player: 'ผู้เล่น',
    ended: 'ลิงก์เกมนี้หมดอายุหรือถูกใช้แล้ว กรุณาเปิดเกมอีกครั้ง',
    balance: 'ยอดเงิน',
    bet: 'เดิมพัน',
    spin: 'หมุน',
    lastResult: 'ผลล่าสุด',
    win: 'คุณชนะ',
    noWin: 'รอบนี้ไม่ชนะ',
    ready: 'กดหมุนเพื่อเล่น',
    trial: 'เครดิตทดลอง',
    failed: 'หมุนไม่สำเร็จ',
    freePlay: 'เล่นฟรี',
    freePlayNote: 'เงินทดลอง: ได้หรือเสียที่นี่ไม่ใช่เงินจริง',
  },
  JA: {
    player: 'プレイヤー',
    ended: 'このゲームリンクは期限切れか使用済みです。もう一度ゲームを起動してください。',
    balance: '残高',
    bet: 'ベット',
    spin: 'スピン',
    lastResult: '前回の結果',
    win: '当たり',
    noWin: '今回はハズレ',
    ready: 'スピンを押してプレイ',
    trial: 'お試しクレジット',
    failed: 'スピンに失敗しました',
    freePlay: '無料プレイ',
    freePlayNote: 'プレイ用のお金です。ここでの勝ち負けは本物ではありません。',
  },
  TY: {
    player: 'Manlalaro',
    ended: 'Nag-expire na o nagamit na ang link ng larong ito. Buksan muli ang laro.',
    balance: 'Balanse',
    bet: 'Taya',
    spin: 'Spin',
    lastResult: 'Huling resulta',
    win: 'Panalo ka',
    noWin: 'Walang panalo ngayon',
    ready: 'Pindutin ang Spin para maglaro',
    trial: 'Trial credit',
    failed: 'Hindi natuloy ang spin',
    freePlay: 'LIBRENG LARO',
    freePlayNote: 'Pang-laro lang na pera: hindi totoo ang panalo o talo rito.',
  },
};

export const textsFor = (language: string): Texts => TEXTS[language] ?? TEXTS.EN!;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON inside <script>: no '<' survives, so no '</script>' can end the block early. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
export const formatAmount = (n: number) => n.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export type PageState = {
  title: string;
  vendor: string;
  nickname: string;
  nodeId: number;
  balance: number;
  bet: number;
  currencySymbol: string;
  trial: boolean;
  spinUrl: string;
  language: string;
};

const STYLE = `
*{box-sizing:border-box}html,body{margin:0}html{height:100%}
body{font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;color:#f4f1ff;background:radial-gradient(circle at 20% 0%,#3b1d6e 0,#170b2e 55%,#0b0618 100%);display:flex;padding:16px;min-height:100%}
.machine{margin:auto;width:100%;max-width:680px;background:linear-gradient(160deg,rgba(255,255,255,.09),rgba(255,255,255,.03));border:1px solid rgba(255,255,255,.14);border-radius:22px;padding:20px;box-shadow:0 20px 60px rgba(0,0,0,.45)}
header{display:flex;gap:16px;align-items:center}
header img{width:96px;height:96px;border-radius:16px;object-fit:cover;box-shadow:0 6px 18px rgba(0,0,0,.4);flex:none}
h1{margin:0;font-size:22px;line-height:1.2}
.vendor{margin-top:4px;color:#c8b8ff;font-size:13px;letter-spacing:.04em;text-transform:uppercase}
.player{display:flex;justify-content:space-between;gap:12px;margin:18px 0 14px;padding:10px 14px;border-radius:12px;background:rgba(0,0,0,.28)}
.player b{font-size:18px;color:#ffd76a}.label{color:#b9add8;font-size:12px;display:block}
.reels{display:grid;grid-template-columns:repeat(3,1fr);gap:10px;padding:14px;border-radius:16px;background:linear-gradient(#fff8e6,#f1dfb4);box-shadow:inset 0 4px 14px rgba(0,0,0,.35)}
.reel{height:clamp(84px,24vh,170px);border-radius:12px;background:linear-gradient(#fff,#f3ecdc);display:flex;align-items:center;justify-content:center;box-shadow:inset 0 -6px 10px rgba(0,0,0,.12)}
.reel svg{height:72%;max-width:80%}
.spinning .reel svg{animation:roll .18s linear infinite;filter:blur(1.5px)}
@keyframes roll{0%{transform:translateY(-30%);opacity:.4}50%{opacity:1}100%{transform:translateY(30%);opacity:.4}}
.controls{display:flex;align-items:center;justify-content:space-between;gap:12px;margin-top:16px}
button{font:inherit;font-weight:800;font-size:18px;letter-spacing:.06em;text-transform:uppercase;color:#2a1600;border:0;border-radius:999px;padding:14px 38px;cursor:pointer;background:linear-gradient(#ffe27a,#f5a623);box-shadow:0 6px 0 #b36b00,0 10px 24px rgba(245,166,35,.35)}
button:active{transform:translateY(3px);box-shadow:0 3px 0 #b36b00}button:disabled{filter:grayscale(.7);cursor:wait}
button:focus-visible{outline:3px solid #fff;outline-offset:3px}
.free{display:inline-block;margin-top:8px;padding:3px 12px;border-radius:999px;font-size:12px;font-weight:900;letter-spacing:.12em;color:#062b16;background:linear-gradient(135deg,#7dffb0,#29d37a);box-shadow:0 0 0 2px rgba(125,255,176,.25),0 6px 16px rgba(41,211,122,.35)}
.note{margin:10px 0 0;font-size:12px;color:#b9add8;text-align:center}
.result{margin-top:14px;min-height:1.4em;text-align:center;font-weight:600}.result.win{color:#7dffb0}.result.error{color:#ff9a9a}
@media (max-width:420px){header img{width:64px;height:64px}h1{font-size:18px}button{padding:12px 26px}}
`;

/** Reel art as inline SVG: no emoji font needed, no external asset. */
const SYMBOL_ART = {
  CHERRY:
    '<svg viewBox="0 0 64 64"><path d="M30 8c-6 10-14 18-16 30M30 8c4 12 12 20 20 28" stroke="#2f8f3a" stroke-width="4" fill="none"/><circle cx="18" cy="44" r="12" fill="#d9142b"/><circle cx="46" cy="42" r="12" fill="#e8243c"/><circle cx="14" cy="40" r="3" fill="#ff8a96"/></svg>',
  LEMON:
    '<svg viewBox="0 0 64 64"><ellipse cx="32" cy="34" rx="24" ry="18" fill="#ffd51f" stroke="#d9a700" stroke-width="3"/><circle cx="24" cy="28" r="4" fill="#fff3a8"/></svg>',
  BELL: '<svg viewBox="0 0 64 64"><path d="M32 8c-12 0-18 10-18 22v10l-6 8h48l-6-8V30c0-12-6-22-18-22z" fill="#f5b400" stroke="#b07d00" stroke-width="3"/><circle cx="32" cy="52" r="6" fill="#b07d00"/></svg>',
  STAR: '<svg viewBox="0 0 64 64"><path d="M32 5l8 18 19 2-14 13 4 19-17-10-17 10 4-19L5 25l19-2z" fill="#ffcc00" stroke="#e08a00" stroke-width="3" stroke-linejoin="round"/></svg>',
  SEVEN:
    '<svg viewBox="0 0 64 64"><text x="32" y="52" text-anchor="middle" font-size="54" font-weight="900" font-family="Georgia,serif" fill="#e0102f" stroke="#7a0010" stroke-width="2">7</text></svg>',
  DIAMOND:
    '<svg viewBox="0 0 64 64"><path d="M14 10h36l10 14-28 32L4 24z" fill="#3fd3ff" stroke="#0a7fb0" stroke-width="3" stroke-linejoin="round"/><path d="M4 24h56M22 10l-4 14 14 32 14-32-4-14" stroke="#0a7fb0" stroke-width="2" fill="none"/></svg>',
};

const SCRIPT = `
(function(){
  var s = JSON.parse(document.getElementById('state').textContent);
  var art = JSON.parse(document.getElementById('art').textContent);
  var button = document.getElementById('spin'), reels = document.getElementById('reels'), result = document.getElementById('result'), balance = document.getElementById('balance');
  function fmt(n){ return s.currencySymbol + n.toFixed(2).replace(/\\B(?=(\\d{3})+(?!\\d))/g, ','); }
  function show(symbols){ for (var i = 0; i < 3; i++) reels.children[i].innerHTML = art[symbols[i]] || ''; }
  button.addEventListener('click', function(){
    button.disabled = true; reels.classList.add('spinning'); result.className = 'result'; result.textContent = '';
    fetch(s.spinUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })
      .then(function(res){ return res.json().then(function(body){ return { ok: res.ok, body: body }; }); })
      .then(function(r){
        reels.classList.remove('spinning');
        if (!r.ok) { result.className = 'result error'; result.textContent = r.body.message || s.texts.failed; return; }
        show(r.body.symbols);
        balance.textContent = fmt(r.body.balance);
        result.className = r.body.win > 0 ? 'result win' : 'result';
        result.textContent = s.texts.lastResult + ': ' + (r.body.win > 0 ? s.texts.win + ' ' + fmt(r.body.win) : s.texts.noWin);
      })
      .catch(function(){ reels.classList.remove('spinning'); result.className = 'result error'; result.textContent = s.texts.failed; })
      .then(function(){ button.disabled = false; });
  });
})();
`;

export function demoGamePage(state: PageState): string {
  const t = textsFor(state.language);
  const reel = (symbol: keyof typeof SYMBOL_ART) => `<div class="reel">${SYMBOL_ART[symbol]}</div>`;
  return `<!doctype html>
<html lang="${escapeHtml(state.language.toLowerCase())}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(state.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main class="machine">
  <header>
    <img src="/cdn/game/${state.nodeId}.webp" alt="" width="96" height="96">
    <div><h1>${escapeHtml(state.title)}</h1><div class="vendor">${escapeHtml(state.vendor)}</div>${state.trial ? `<span class="free" data-free-play>${escapeHtml(t.freePlay)}</span>` : ''}</div>
  </header>
  <section class="player">
    <div><span class="label">${escapeHtml(t.player)}</span><span class="nickname">${escapeHtml(state.nickname)}</span></div>
    <div style="text-align:right"><span class="label">${escapeHtml(state.trial ? t.trial : t.balance)}</span><b id="balance">${escapeHtml(state.currencySymbol + formatAmount(state.balance))}</b></div>
  </section>
  <div class="reels" id="reels" aria-hidden="true">${reel('SEVEN')}${reel('DIAMOND')}${reel('SEVEN')}</div>
  <div class="controls">
    <div><span class="label">${escapeHtml(t.bet)}</span><b>${escapeHtml(state.currencySymbol + formatAmount(state.bet))}</b></div>
    <button id="spin" type="button">${escapeHtml(t.spin)}</button>
  </div>
  <p class="result" id="result" role="status" aria-live="polite">${escapeHtml(t.ready)}</p>${state.trial ? `\n  <p class="note">${escapeHtml(t.freePlayNote)}</p>` : ''}
</main>
<script type="application/json" id="state">${scriptJson({ ...state, texts: t })}</script>
<script type="application/json" id="art">${scriptJson(SYMBOL_ART)}</script>
<script>${SCRIPT}</script>
</body>
</html>`;
}

/** The page for a link that no longer opens a game (used, replaced or the session ended). */
export function endedPage(language: string): string {
  const message = textsFor(language).ended;
  return `<!doctype html><html lang="${escapeHtml(language.toLowerCase())}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Game closed</title><style>${STYLE}</style></head>
<body><main class="machine"><h1>${escapeHtml(message)}</h1></main></body></html>`;
}
