/**
 * Fonts for every script the site's languages use, after a theme's Latin fonts. Each covers one
 * script, so their order only matters for Han characters, which Chinese, Japanese and Korean draw
 * differently: the page language picks the CJK face first (see CJK_FIRST). The Noto names are the
 * ones Debian's fonts-noto-core and fonts-noto-cjk install; the others are what Windows, macOS,
 * Android and iOS ship for the same scripts.
 */
export const SCRIPT_FONTS = [
  '"Noto Sans"',
  '"Noto Sans Thai"',
  '"Leelawadee UI"',
  '"Noto Sans Khmer"',
  '"Khmer UI"',
  '"Noto Sans Myanmar"',
  '"Myanmar Text"',
  '"Noto Sans Devanagari"',
  '"Nirmala UI"',
  '"Noto Sans Tamil"',
  '"Noto Sans Arabic"',
  '"Noto Sans CJK SC"',
  '"Noto Sans SC"',
  '"PingFang SC"',
  '"Microsoft YaHei"',
  '"Noto Sans CJK TC"',
  '"Noto Sans CJK JP"',
  '"Hiragino Sans"',
  '"Noto Sans CJK KR"',
  '"Apple SD Gothic Neo"',
  '"Malgun Gothic"',
].join(', ');

/**
 * Page languages (BCP 47, as in `<html lang>`) whose own faces go before the theme's fonts. Urdu
 * is written in Nastaliq; Naskh-style Arabic fonts after it are the fallback.
 */
export const SCRIPT_FIRST: Record<string, string> = {
  'zh-CN': '"Noto Sans CJK SC", "Noto Sans SC", "PingFang SC", "Microsoft YaHei"',
  'zh-TW': '"Noto Sans CJK TC", "Noto Sans TC", "PingFang TC", "Microsoft JhengHei"',
  ja: '"Noto Sans CJK JP", "Noto Sans JP", "Hiragino Sans", "Yu Gothic", "Meiryo"',
  ko: '"Noto Sans CJK KR", "Noto Sans KR", "Apple SD Gothic Neo", "Malgun Gothic"',
  ur: '"Noto Nastaliq Urdu", "Jameel Noori Nastaleeq", "Urdu Typesetting", "Noto Naskh Arabic", "Noto Sans Arabic"',
};
