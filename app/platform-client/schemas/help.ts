import * as v from 'valibot';

const optionalText = v.optional(v.nullable(v.string()));

type HelpItemInput = {
  title?: string | null;
  content?: string | null;
  bgColor?: string | null;
  lang?: string | null;
  display?: boolean | null;
  tag?: string | null;
  children?: HelpItemInput[] | null;
};
type HelpItemOutput = {
  title: string;
  content: string;
  bgColor: string | null;
  lang: string;
  display: boolean;
  tag: string | null;
  children: HelpItemOutput[];
};

/**
 * One page of the help centre (`/wps/system/helpCenter`): `content` is operator HTML, `tag` names the
 * top-level sections the site links to (aboutus, deposit, withdraw, game, faqs, term), and
 * `display: false` marks a draft the operator has not published.
 */
export const HelpItemSchema: v.GenericSchema<HelpItemInput, HelpItemOutput> = v.pipe(
  v.looseObject({
    title: optionalText,
    content: optionalText,
    bgColor: optionalText,
    lang: optionalText,
    display: v.optional(v.nullable(v.boolean())),
    tag: optionalText,
    children: v.optional(v.nullable(v.array(v.lazy(() => HelpItemSchema)))),
  }),
  v.transform((raw) => ({
    title: raw.title ?? '',
    content: raw.content ?? '',
    bgColor: raw.bgColor ?? null,
    lang: raw.lang ?? '',
    // A missing flag reads as published: only an explicit false hides a page.
    display: raw.display !== false,
    tag: raw.tag?.trim() || null,
    children: raw.children ?? [],
  })),
);
export type HelpItem = v.InferOutput<typeof HelpItemSchema>;

export const HelpCenterSchema = v.array(HelpItemSchema);
