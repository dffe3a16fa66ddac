import { useState } from 'react';
import { safeUrl } from '~/lib/safe-url';

export const DEFAULT_AVATAR = '/avatar-default.svg';

/** The player's avatar, or the default image when there is none or it fails to load (one attempt). */
export function ViewerAvatar({ url, size, className, alt = '' }: { url: string | null | undefined; size: number; className?: string; alt?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const checked = url ? safeUrl(url) : null;
  const src = checked && failed !== checked ? checked : DEFAULT_AVATAR;
  return <img src={src} alt={alt} width={size} height={size} className={className} onError={() => setFailed(checked)} data-testid="viewer-avatar" />;
}
