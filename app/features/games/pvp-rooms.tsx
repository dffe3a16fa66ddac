import { Link, useLocation } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import type { RoomsSection } from './pvp-rooms.server';
import * as s from './pvp-rooms.css';
import { loginHref } from '~/lib/login-href';

/** The card-game tables by vendor: game, table, bet, the balance to sit down and who is playing. */
export function PvpRooms({ rooms }: { rooms: RoomsSection }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <section className={s.section} aria-labelledby="pvp-rooms" data-testid="pvp-rooms">
      <h2 id="pvp-rooms" className={s.title}>
        {t('games.rooms.title')}
      </h2>
      {rooms.state === 'guest' ? (
        <p className={s.note}>
          <Link to={loginHref(pathname)} className={s.login}>
            {t('games.rooms.logIn')}
          </Link>
        </p>
      ) : rooms.state === 'unavailable' ? (
        <p className={s.note} role="status">
          {t('games.rooms.unavailable')}
        </p>
      ) : (
        rooms.vendors.map((vendor) => (
          <div key={vendor.code} className={s.vendor}>
            <h3 className={s.vendorName}>{vendor.name}</h3>
            <ul className={s.grid}>
              {vendor.rooms.map((room) => (
                <li key={room.id} className={s.room}>
                  <span className={s.game}>{room.gameName}</span>
                  <span className={s.roomName}>{room.roomName}</span>
                  <dl className={s.facts}>
                    <div>
                      <dt>{t('games.rooms.bet')}</dt>
                      <dd>{room.bet}</dd>
                    </div>
                    <div>
                      <dt>{t('games.rooms.entry')}</dt>
                      <dd>{room.entry}</dd>
                    </div>
                  </dl>
                  <span className={s.players}>
                    <span className={room.players ? s.liveDot : s.idleDot} aria-hidden="true" />
                    {t('games.rooms.seated', { count: room.players })}
                  </span>
                  <Link to={room.href} className={s.join} aria-label={t('games.rooms.joinLabel', { game: room.gameName, room: room.roomName })}>
                    {t('games.rooms.join')}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
