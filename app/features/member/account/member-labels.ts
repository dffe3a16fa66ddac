import type { MemberInfo } from '~/platform-client/schemas/member';

/** At most this many labels, each cut to this length: the operator's names are shown as plain text. */
const MAX_LABELS = 20;
const MAX_LABEL_LENGTH = 40;

/** The operator's labels on the member (member info's `memberLabel` list), trimmed, without blanks or repeats. */
export function memberLabelsOf(info: MemberInfo): string[] {
  const names = (info.memberLabel ?? []).map((l) => [...l.labelName.trim()].slice(0, MAX_LABEL_LENGTH).join('')).filter(Boolean);
  return [...new Set(names)].slice(0, MAX_LABELS);
}
