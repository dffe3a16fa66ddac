import { useEffect, useRef, useState } from 'react';

/**
 * The captcha image's address. Each answer uses up its image on the platform, so every submission's
 * result brings a new one, and the player can ask for another (`renew`). The image the page was drawn
 * with stays while the page comes alive: the player may already be typing what it shows.
 */
export function useCaptchaImage(result: unknown) {
  const [count, setCount] = useState(0);
  const answered = useRef(result);
  useEffect(() => {
    if (result === answered.current) return;
    answered.current = result;
    setCount((n) => n + 1);
  }, [result]);
  return { src: `/resources/captcha?n=${count}`, renew: () => setCount((n) => n + 1) };
}
