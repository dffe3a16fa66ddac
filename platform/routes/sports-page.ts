import type { Match, Pick, SportsBet } from '../db/sports';
import { formatAmount } from './demo-game-page';

/**
 * The demo sportsbook's HTML (FB Sports stand-in): one self-contained document, inline CSS and JS, sized
 * for the site's iframe from phone to desktop. State travels as JSON in a script block; every text that
 * reaches the markup is escaped.
 */
type Texts = {
  guestMode: string;
  loginToBet: string;
  player: string;
  balance: string;
  all: string;
  FOOTBALL: string;
  BASKETBALL: string;
  TENNIS: string;
  upcoming: string;
  noMatches: string;
  slip: string;
  pickPrompt: string;
  stake: string;
  toReturn: string;
  place: string;
  placing: string;
  placed: string;
  myBets: string;
  noBets: string;
  open: string;
  failed: string;
  ended: string;
  home: string;
  draw: string;
  away: string;
  closed: string;
};

const TEXTS: Record<string, Texts> = {
  EN: {
    guestMode: 'Guest mode',
    loginToBet: 'Log in on the site to bet',
    player: 'Player',
    balance: 'Balance',
    all: 'All',
    FOOTBALL: 'Football',
    BASKETBALL: 'Basketball',
    TENNIS: 'Tennis',
    upcoming: 'Upcoming matches',
    noMatches: 'No upcoming matches right now.',
    slip: 'Bet slip',
    pickPrompt: 'Tap the odds of a match to add a selection.',
    stake: 'Stake',
    toReturn: 'Potential return',
    place: 'Place bet',
    placing: 'Placing…',
    placed: 'Bet placed',
    myBets: 'My bets',
    noBets: 'No bets yet.',
    open: 'Open',
    failed: 'The bet could not be placed.',
    ended: 'This sportsbook link has expired or was already used. Please open the sportsbook again.',
    home: 'Home',
    draw: 'Draw',
    away: 'Away',
    closed: 'This match has already started.',
  },
  CN: {
    guestMode: '游客模式',
    loginToBet: '请在网站登录后投注',
    player: '玩家',
    balance: '余额',
    all: '全部',
    FOOTBALL: '足球',
    BASKETBALL: '篮球',
    TENNIS: '网球',
    upcoming: '即将开赛',
    noMatches: '暂无即将开始的赛事。',
    slip: '投注单',
    pickPrompt: '点击赛事赔率添加选项。',
    stake: '投注额',
    toReturn: '可赢金额',
    place: '确认投注',
    placing: '投注中…',
    placed: '投注成功',
    myBets: '我的注单',
    noBets: '暂无注单。',
    open: '未结算',
    failed: '投注失败。',
    ended: '该体育链接已失效或已被使用，请重新打开体育。',
    home: '主胜',
    draw: '平局',
    away: '客胜',
    closed: '该赛事已开赛。',
  },
  VI: {
    guestMode: 'Chế độ khách',
    loginToBet: 'Đăng nhập trên trang để đặt cược',
    player: 'Người chơi',
    balance: 'Số dư',
    all: 'Tất cả',
    FOOTBALL: 'Bóng đá',
    BASKETBALL: 'Bóng rổ',
    TENNIS: 'Quần vợt',
    upcoming: 'Trận sắp diễn ra',
    noMatches: 'Hiện chưa có trận nào sắp diễn ra.',
    slip: 'Phiếu cược',
    pickPrompt: 'Chạm vào tỷ lệ của một trận để chọn cược.',
    stake: 'Tiền cược',
    toReturn: 'Tiền thắng dự kiến',
    place: 'Đặt cược',
    placing: 'Đang đặt…',
    placed: 'Đã đặt cược',
    myBets: 'Cược của tôi',
    noBets: 'Chưa có cược nào.',
    open: 'Chờ kết quả',
    failed: 'Không thể đặt cược.',
    ended: 'Liên kết thể thao đã hết hạn hoặc đã được sử dụng. Vui lòng mở lại.',
    home: 'Chủ nhà',
    draw: 'Hòa',
    away: 'Khách',
    closed: 'Trận đấu đã bắt đầu.',
  },
  TH: {
    guestMode: 'โหมดผู้เยี่ยมชม',
    loginToBet: 'เข้าสู่ระบบบนเว็บไซต์เพื่อเดิมพัน',
    player: 'ผู้เล่น',
    balance: 'ยอดเงิน',
    all: 'ทั้งหมด',
    FOOTBALL: 'ฟุตบอล',
    BASKETBALL: 'บาสเกตบอล',
    TENNIS: 'เทนนิส',
    upcoming: 'แมตช์ที่กำลังจะมาถึง',
    noMatches: 'ยังไม่มีแมตช์ที่กำลังจะเริ่ม',
    slip: 'สลิปเดิมพัน',
    pickPrompt: 'แตะราคาต่อรองของแมตช์เพื่อเลือก',
    stake: 'จำนวนเดิมพัน',
    toReturn: 'เงินที่อาจได้รับ',
    place: 'วางเดิมพัน',
    placing: 'กำลังวาง…',
    placed: 'วางเดิมพันแล้ว',
    myBets: 'เดิมพันของฉัน',
    noBets: 'ยังไม่มีเดิมพัน',
    open: 'รอผล',
    failed: 'วางเดิมพันไม่สำเร็จ',
    ended: 'ลิงก์กีฬานี้หมดอายุหรือถูกใช้แล้ว กรุณาเปิดใหม่อีกครั้ง',
    home: 'เจ้าบ้าน',
    draw: 'เสมอ',
    away: 'ทีมเยือน',
    closed: 'แมตช์นี้เริ่มแล้ว',
  },
  JA: {
    guestMode: 'ゲストモード',
    loginToBet: 'ベットするにはサイトでログインしてください',
    player: 'プレイヤー',
    balance: '残高',
    all: 'すべて',
    FOOTBALL: 'サッカー',
    BASKETBALL: 'バスケットボール',
    TENNIS: 'テニス',
    upcoming: '開催予定の試合',
    noMatches: '開催予定の試合はありません。',
    slip: 'ベットスリップ',
    pickPrompt: '試合のオッズをタップして選択してください。',
    stake: 'ベット額',
    toReturn: '払戻予定額',
    place: 'ベットする',
    placing: '処理中…',
    placed: 'ベットが完了しました',
    myBets: 'マイベット',
    noBets: 'ベットはまだありません。',
    open: '未確定',
    failed: 'ベットできませんでした。',
    ended: 'このスポーツリンクは期限切れか使用済みです。もう一度開いてください。',
    home: 'ホーム',
    draw: '引き分け',
    away: 'アウェイ',
    closed: 'この試合はすでに始まっています。',
  },
  TY: {
    guestMode: 'Guest mode',
    loginToBet: 'Mag-log in sa site para tumaya',
    player: 'Manlalaro',
    balance: 'Balanse',
    all: 'Lahat',
    FOOTBALL: 'Football',
    BASKETBALL: 'Basketball',
    TENNIS: 'Tennis',
    upcoming: 'Mga paparating na laban',
    noMatches: 'Walang paparating na laban ngayon.',
    slip: 'Bet slip',
    pickPrompt: 'I-tap ang odds ng laban para pumili.',
    stake: 'Taya',
    toReturn: 'Posibleng panalo',
    place: 'Tumaya',
    placing: 'Tinataya…',
    placed: 'Naitaya na',
    myBets: 'Mga taya ko',
    noBets: 'Wala pang taya.',
    open: 'Bukas',
    failed: 'Hindi naitaya.',
    ended: 'Nag-expire na o nagamit na ang link ng sportsbook. Buksan itong muli.',
    home: 'Home',
    draw: 'Tabla',
    away: 'Away',
    closed: 'Nagsimula na ang larong ito.',
  },
};

export const sportsTextsFor = (language: string): Texts => TEXTS[language] ?? TEXTS.EN!;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
const LOCALES: Record<string, string> = { EN: 'en-GB', CN: 'zh-CN', VI: 'vi-VN', TH: 'th-TH', JA: 'ja-JP', TY: 'fil-PH' };
/** Server-side kick-off text (UTC); the page's script rewrites it in the viewer's own time zone. */
const utcTime = (ms: number) => `${new Date(ms).toISOString().slice(5, 16).replace('T', ' ')} UTC`;

export type BookState = {
  language: string;
  matches: Match[];
  bets: SportsBet[];
  stakes: readonly number[];
  betUrl: string;
  member: { nickname: string; balance: number; currencySymbol: string } | null;
};

const STYLE = `
*{box-sizing:border-box}html,body{margin:0;height:100%}
/* Content as wide as the brand sites' own container (1240px), centred: the book lines up with the site around it. */
:root{--gutter:max(16px,calc((100% - 1240px) / 2))}
body{font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;color:#e8eef9;background:#0b1220}
button{font:inherit;color:inherit}
.top{position:sticky;top:0;z-index:3;display:flex;align-items:center;gap:14px;padding:10px var(--gutter);background:linear-gradient(90deg,#0f1b33,#12294a);border-bottom:1px solid #1f3358}
.mark{display:flex;align-items:center;gap:8px;font-weight:900;letter-spacing:.08em}
.mark i{display:grid;place-items:center;width:30px;height:30px;border-radius:8px;background:linear-gradient(135deg,#22d39a,#0ea5e9);color:#05131f;font-style:normal;font-size:13px}
.acct{margin-left:auto;display:flex;gap:18px;align-items:center}
.acct span{display:block;font-size:11px;color:#8ea3c7;text-transform:uppercase;letter-spacing:.06em}
.acct b{font-size:15px}.acct #balance{color:#ffd166}
.guest{margin-left:auto;display:flex;align-items:center;gap:10px;min-width:0}
.pill{flex:none;padding:3px 10px;border-radius:999px;background:#28385a;color:#bcd0f0;font-size:12px;font-weight:700}
.note{color:#ffd166;font-weight:700;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.tabs{display:flex;gap:8px;padding:12px var(--gutter) 4px;overflow-x:auto}
.tab{flex:none;padding:7px 14px;border-radius:999px;border:1px solid #24385e;background:#111c31;cursor:pointer;font-weight:600;color:#bcd0f0}
.tab[aria-pressed="true"]{background:#22d39a;border-color:#22d39a;color:#05131f}
.layout{display:grid;grid-template-columns:minmax(0,1fr) 320px;gap:16px;padding:12px var(--gutter) 24px;align-items:start}
h2{margin:0 0 10px;font-size:13px;text-transform:uppercase;letter-spacing:.08em;color:#8ea3c7}
.match{display:grid;grid-template-columns:minmax(0,1fr) auto;gap:8px 16px;align-items:center;padding:12px 14px;margin-bottom:8px;border-radius:12px;background:#111c31;border:1px solid #1a2a48}
.meta{grid-column:1/-1;display:flex;gap:10px;font-size:12px;color:#8ea3c7}
.meta .sport{color:#22d39a;font-weight:700;text-transform:uppercase;letter-spacing:.05em}
.teams{display:grid;gap:2px;font-weight:700;font-size:15px;min-width:0}
.teams span{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.odds{display:grid;grid-template-columns:repeat(3,64px);gap:6px}
.odd{display:grid;gap:1px;justify-items:center;padding:6px 0;border-radius:10px;border:1px solid #24385e;background:#0f1a2e;cursor:pointer}
.odd small{font-size:11px;color:#8ea3c7}.odd b{font-size:15px;color:#fff}
.odd:hover{border-color:#22d39a}.odd.sel{background:#22d39a;border-color:#22d39a}.odd.sel b,.odd.sel small{color:#05131f}
.odd:disabled{opacity:.35;cursor:default}
.odd:focus-visible,.tab:focus-visible,.chip:focus-visible,.place:focus-visible{outline:2px solid #ffd166;outline-offset:2px}
.side{display:grid;gap:16px;position:sticky;top:64px}
.card{padding:14px;border-radius:14px;background:#111c31;border:1px solid #1a2a48}
.pick{padding:10px 12px;border-radius:10px;background:#0f1a2e;margin-bottom:10px}
.pick b{display:block}.pick span{color:#8ea3c7;font-size:12px}
.chips{display:flex;gap:6px;margin:6px 0 10px}
.chip{flex:1;padding:8px 0;border-radius:8px;border:1px solid #24385e;background:#0f1a2e;cursor:pointer;font-weight:700}
.chip[aria-pressed="true"]{border-color:#ffd166;color:#ffd166}
.row{display:flex;justify-content:space-between;margin:4px 0 12px;color:#bcd0f0}.row b{color:#ffd166}
.place{width:100%;padding:12px;border:0;border-radius:12px;cursor:pointer;font-weight:800;font-size:15px;color:#05131f;background:linear-gradient(135deg,#22d39a,#16b4e8)}
.place:disabled{filter:grayscale(.8);cursor:default}
.msg{min-height:1.4em;margin:10px 0 0;font-weight:600}.msg.ok{color:#22d39a}.msg.err{color:#ff8f8f}
.hint{margin:0;color:#8ea3c7}.login{margin:0;color:#ffd166;font-weight:700}
.bets{list-style:none;margin:0;padding:0;display:grid;gap:8px}
.bets li{padding:10px 12px;border-radius:10px;background:#0f1a2e;display:grid;gap:2px}
.bets .l1{display:flex;justify-content:space-between;gap:8px;font-weight:700}
.bets .l2{display:flex;justify-content:space-between;gap:8px;color:#8ea3c7;font-size:12px}
.status{color:#ffd166}
.empty{color:#8ea3c7;margin:0}
@media (max-width:760px){.layout{grid-template-columns:1fr}.side{position:static}}
@media (max-width:480px){:root{--gutter:12px}.top{padding-top:8px;padding-bottom:8px;gap:10px}.acct{gap:12px}.note{font-size:12px}
.match{grid-template-columns:1fr}.odds{grid-template-columns:repeat(3,1fr)}.mark b{display:none}}
`;

const SCRIPT = `
(function(){
  var s = JSON.parse(document.getElementById('state').textContent), t = s.texts;
  var locale = s.locale, picked = null, stake = s.stakes[0];
  var byId = {}; s.matches.forEach(function(m){ byId[m.id] = m; });
  function $(id){ return document.getElementById(id); }
  function money(n){ return s.member.currencySymbol + n.toFixed(2).replace(/\\B(?=(\\d{3})+(?!\\d))/g, ','); }
  function when(ms){ try { return new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date(ms)); } catch (e) { return new Date(ms).toISOString(); } }
  function el(tag, cls, text){ var e = document.createElement(tag); if (cls) e.className = cls; if (text != null) e.textContent = text; return e; }
  Array.prototype.forEach.call(document.querySelectorAll('time[data-ms]'), function(x){ x.textContent = when(Number(x.getAttribute('data-ms'))); });
  Array.prototype.forEach.call(document.querySelectorAll('.tab'), function(tab){
    tab.addEventListener('click', function(){
      var sport = tab.getAttribute('data-sport');
      Array.prototype.forEach.call(document.querySelectorAll('.tab'), function(o){ o.setAttribute('aria-pressed', String(o === tab)); });
      Array.prototype.forEach.call(document.querySelectorAll('.match'), function(m){ m.hidden = sport !== 'ALL' && m.getAttribute('data-sport') !== sport; });
    });
  });
  function renderSlip(){
    var slip = $('slip-body'); slip.textContent = '';
    if (!picked) { slip.appendChild(el('p', 'hint', t.pickPrompt)); if (!s.member) slip.appendChild(el('p', 'login', t.loginToBet)); return; }
    var m = byId[picked.matchId], label = picked.pick === '1' ? m.home : picked.pick === '2' ? m.away : t.draw;
    var box = el('div', 'pick'); box.appendChild(el('b', null, label + ' @ ' + m.odds[picked.pick].toFixed(2))); box.appendChild(el('span', null, m.home + ' v ' + m.away)); slip.appendChild(box);
    if (!s.member) { slip.appendChild(el('p', 'login', t.loginToBet)); return; }
    slip.appendChild(el('h2', null, t.stake));
    var chips = el('div', 'chips');
    s.stakes.forEach(function(v){
      var c = el('button', 'chip', String(v)); c.type = 'button'; c.setAttribute('aria-pressed', String(v === stake));
      c.addEventListener('click', function(){ stake = v; renderSlip(); });
      chips.appendChild(c);
    });
    slip.appendChild(chips);
    var row = el('div', 'row'); row.appendChild(el('span', null, t.toReturn)); row.appendChild(el('b', null, money(stake * m.odds[picked.pick]))); slip.appendChild(row);
    var go = el('button', 'place', t.place); go.type = 'button'; go.id = 'place'; slip.appendChild(go);
    go.addEventListener('click', function(){ place(go); });
  }
  function say(text, ok){ var msg = $('slip-msg'); msg.className = 'msg ' + (ok ? 'ok' : 'err'); msg.textContent = text; }
  function place(go){
    go.disabled = true; go.textContent = t.placing; $('slip-msg').textContent = '';
    fetch(s.betUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ matchId: picked.matchId, pick: picked.pick, stake: stake }) })
      .then(function(res){ return res.json().then(function(body){ return { ok: res.ok, body: body }; }); })
      .then(function(r){
        if (!r.ok) { say(r.body.message || t.failed, false); return; }
        $('balance').textContent = money(r.body.balance);
        addBet(r.body.bet, true);
        say(t.placed, true);
      })
      .catch(function(){ say(t.failed, false); })
      .then(function(){ go.disabled = false; go.textContent = t.place; });
  }
  function addBet(b, first){
    var list = $('bets'); if (!list) return;
    var empty = $('no-bets'); if (empty) empty.remove();
    var li = el('li'); var l1 = el('div', 'l1'); var l2 = el('div', 'l2');
    l1.appendChild(el('span', null, (b.pick === '1' ? b.home : b.pick === '2' ? b.away : t.draw) + ' @ ' + b.odds.toFixed(2)));
    l1.appendChild(el('span', 'status', t.open));
    l2.appendChild(el('span', null, b.home + ' v ' + b.away));
    l2.appendChild(el('span', null, t.stake + ' ' + money(b.stake)));
    li.appendChild(l1); li.appendChild(l2);
    if (first) list.insertBefore(li, list.firstChild); else list.appendChild(li);
  }
  Array.prototype.forEach.call(document.querySelectorAll('.odd'), function(b){
    b.addEventListener('click', function(){
      Array.prototype.forEach.call(document.querySelectorAll('.odd.sel'), function(o){ o.classList.remove('sel'); o.setAttribute('aria-pressed', 'false'); });
      b.classList.add('sel'); b.setAttribute('aria-pressed', 'true');
      picked = { matchId: b.getAttribute('data-match'), pick: b.getAttribute('data-pick') };
      $('slip-msg').textContent = '';
      renderSlip();
      if (window.matchMedia('(max-width: 760px)').matches) $('slip').scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    });
  });
  if (s.member) s.bets.forEach(function(b){ addBet(b, false); });
  renderSlip();
})();
`;

function matchRow(m: Match, t: Texts): string {
  const odd = (pick: Pick, label: string) => {
    const price = m.odds[pick];
    return price === null
      ? `<button type="button" class="odd" disabled aria-label="${escapeHtml(label)}"><small>${pick}</small><b>–</b></button>`
      : `<button type="button" class="odd" aria-pressed="false" data-match="${escapeHtml(m.id)}" data-pick="${pick}" aria-label="${escapeHtml(`${label} ${price.toFixed(2)}`)}"><small>${pick}</small><b>${price.toFixed(2)}</b></button>`;
  };
  return `<article class="match" data-sport="${m.sport}">
  <div class="meta"><span class="sport">${escapeHtml(t[m.sport])}</span><span>${escapeHtml(m.league)}</span><time datetime="${new Date(m.kickoffAt).toISOString()}" data-ms="${m.kickoffAt}">${utcTime(m.kickoffAt)}</time></div>
  <div class="teams"><span>${escapeHtml(m.home)}</span><span>${escapeHtml(m.away)}</span></div>
  <div class="odds">${odd('1', `${t.home} ${m.home}`)}${odd('X', t.draw)}${odd('2', `${t.away} ${m.away}`)}</div>
</article>`;
}

export function sportsbookPage(state: BookState): string {
  const t = sportsTextsFor(state.language);
  const sports = [...new Set(state.matches.map((m) => m.sport))];
  const account = state.member
    ? `<div class="acct"><div><span>${escapeHtml(t.player)}</span><b class="nickname">${escapeHtml(state.member.nickname)}</b></div><div><span>${escapeHtml(t.balance)}</span><b id="balance">${escapeHtml(state.member.currencySymbol + formatAmount(state.member.balance))}</b></div></div>`
    : `<div class="guest"><span class="pill">${escapeHtml(t.guestMode)}</span><span class="note">${escapeHtml(t.loginToBet)}</span></div>`;
  const myBets = state.member
    ? `<section class="card"><h2>${escapeHtml(t.myBets)}</h2><ul class="bets" id="bets" aria-live="polite"></ul>${state.bets.length ? '' : `<p class="empty" id="no-bets">${escapeHtml(t.noBets)}</p>`}</section>`
    : '';
  return `<!doctype html>
<html lang="${escapeHtml(state.language.toLowerCase())}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>FB Sports</title>
<style>${STYLE}</style>
</head>
<body>
<header class="top"><div class="mark"><i>FB</i><b>SPORTS</b></div>${account}</header>
<nav class="tabs" aria-label="${escapeHtml(t.all)}">
  <button type="button" class="tab" data-sport="ALL" aria-pressed="true">${escapeHtml(t.all)}</button>
  ${sports.map((sp) => `<button type="button" class="tab" data-sport="${sp}" aria-pressed="false">${escapeHtml(t[sp])}</button>`).join('')}
</nav>
<div class="layout">
  <main>
    <h2>${escapeHtml(t.upcoming)}</h2>
    ${state.matches.length ? state.matches.map((m) => matchRow(m, t)).join('\n') : `<p class="empty">${escapeHtml(t.noMatches)}</p>`}
  </main>
  <aside class="side">
    <section class="card" id="slip"><h2>${escapeHtml(t.slip)}</h2><div id="slip-body"><p class="hint">${escapeHtml(t.pickPrompt)}</p>${state.member ? '' : `<p class="login">${escapeHtml(t.loginToBet)}</p>`}</div><p class="msg" id="slip-msg" role="status" aria-live="polite"></p></section>
    ${myBets}
  </aside>
</div>
<script type="application/json" id="state">${scriptJson({ ...state, texts: t, locale: LOCALES[state.language] ?? 'en-GB' })}</script>
<script>${SCRIPT}</script>
</body>
</html>`;
}

/** The page for a link that no longer opens the book (used, or the session ended). */
export function sportsEndedPage(language: string): string {
  return `<!doctype html><html lang="${escapeHtml(language.toLowerCase())}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>FB Sports</title><style>${STYLE}</style></head>
<body><main class="layout" style="grid-template-columns:1fr"><section class="card"><p>${escapeHtml(sportsTextsFor(language).ended)}</p></section></main></body></html>`;
}
