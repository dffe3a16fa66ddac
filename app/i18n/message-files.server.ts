import { isAppLanguage } from './languages';
import { pickMessageGroups } from './message-groups';
import { MESSAGES } from './resources.server';

/** The JSON of `groups` ("promotions+games") in `language`, or null when either is unknown. */
export function messagesForBrowser(language: string | undefined, groups: string | undefined): string | null {
  if (!isAppLanguage(language) || !groups) return null;
  const names = groups.split('+');
  const picked = pickMessageGroups(MESSAGES[language], names);
  if (Object.keys(picked).length !== names.length) return null;
  return JSON.stringify(picked);
}
