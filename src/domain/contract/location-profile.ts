import * as v from 'valibot';
import {
  blockIssues,
  COLOR_PATTERN,
  isValidSocialValue,
  isWebUrl,
  PROFILE_LIMITS as L,
  PROFILE_MESSAGES as M,
  type ProfileIssue,
  profileUsername,
  SOCIAL_LINK_TYPE_VALUES,
  socialLinkIssues,
} from '../rules/location-profile';
import { logoIssue } from '../rules/location-profile-image';
import { isValidAccessPhone } from '../rules/phone';
import { MESSAGES } from './access';
import { IdSchema } from './common';
import { MEXICO_TIME_ZONES } from './onboarding';

/** The business profile (02 §3 "Location profile", §7 GET and PATCH /v1/business/location/{id}/profile). */

const text = (max: number, required?: string) =>
  required
    ? v.pipe(v.string(required), v.trim(), v.nonEmpty(required), v.maxLength(max, M.tooLong(max)))
    : v.pipe(v.string(), v.trim(), v.maxLength(max, M.tooLong(max)));

const WebUrlSchema = v.pipe(
  v.string(M.url),
  v.trim(),
  v.maxLength(L.url, M.tooLong(L.url)),
  v.check(isWebUrl, M.url),
);

const ColorSchema = v.pipe(v.string(M.color), v.regex(COLOR_PATTERN, M.color));

export const ProfileLinkSchema = v.object({
  title: text(L.title, M.titleRequired),
  subtitle: v.optional(text(L.subtitle), ''),
  url: WebUrlSchema,
  enabled: v.boolean(),
});
export type ProfileLink = v.InferOutput<typeof ProfileLinkSchema>;

const blockBase = {
  title: text(L.title, M.titleRequired),
  enabled: v.boolean(),
  /** Shown open on the public page; closed, only its title shows until the customer opens it. */
  expanded: v.optional(v.boolean(), true),
};

export const ProfileBlockSchema = v.variant('type', [
  v.object({
    type: v.literal('links'),
    ...blockBase,
    links: v.pipe(v.array(ProfileLinkSchema), v.maxLength(L.linksPerBlock)),
  }),
  v.object({
    type: v.literal('button'),
    ...blockBase,
    text: text(L.buttonText, M.textRequired),
    url: WebUrlSchema,
  }),
  v.object({ type: v.literal('free_text'), ...blockBase, content: text(L.content, M.textRequired) }),
  v.object({ type: v.picklist(['hours', 'location'] as const), ...blockBase }),
]);
export type ProfileBlock = v.InferOutput<typeof ProfileBlockSchema>;

/** A list-level rule's issue placed on the row it names (`{index}.type`). */
function addRowIssues(
  addIssue: (info: { message: string; path: [v.ArrayPathItem, ...v.IssuePathItem[]] }) => void,
  list: readonly unknown[],
  issues: readonly ProfileIssue[],
) {
  for (const issue of issues) {
    const [index, key] = issue.path
      .split('.')
      .slice(-2)
      .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    const row = list[index as number];
    addIssue({
      message: issue.message,
      path: [
        { type: 'array', origin: 'value', input: list, key: index as number, value: row },
        { type: 'unknown', origin: 'value', input: row, key: key as string, value: undefined },
      ],
    });
  }
}

export const ProfilePageSchema = v.object({
  blocks: v.pipe(
    v.array(ProfileBlockSchema),
    v.maxLength(L.blocks),
    v.rawCheck(({ dataset, addIssue }) => {
      if (dataset.typed) addRowIssues(addIssue, dataset.value, blockIssues(dataset.value));
    }),
  ),
});
export type ProfilePage = v.InferOutput<typeof ProfilePageSchema>;

export const SocialLinkSchema = v.pipe(
  v.object({
    type: v.picklist(SOCIAL_LINK_TYPE_VALUES),
    value: v.pipe(v.string(M.socialValue), v.trim(), v.nonEmpty(M.socialValue), v.maxLength(L.socialValue)),
    enabled: v.boolean(),
  }),
  v.forward(
    v.check((link) => isValidSocialValue(link.type, link.value), M.socialValue),
    ['value'],
  ),
);
export type SocialLink = v.InferOutput<typeof SocialLinkSchema>;

export const SocialLinksSchema = v.pipe(
  v.array(SocialLinkSchema),
  v.rawCheck(({ dataset, addIssue }) => {
    if (dataset.typed) addRowIssues(addIssue, dataset.value, socialLinkIssues(dataset.value));
  }),
);

export const ProfileDesignSchema = v.object({
  bg_color: ColorSchema,
  bg_color2: ColorSchema,
  text_color: ColorSchema,
  card_bg_color: ColorSchema,
  card_text_color: ColorSchema,
  btn_bg_color: ColorSchema,
  btn_text_color: ColorSchema,
});

const NullableText = (max: number) =>
  v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max, M.tooLong(max))));

/** What both the profile and the public page say of the business. */
const pageEntries = {
  name: v.string(),
  username: v.string(),
  description: v.nullable(v.string()),
  image_url: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  address: v.nullable(v.string()),
  zip_code: v.nullable(v.string()),
  latitude: v.nullable(v.number()),
  longitude: v.nullable(v.number()),
  social_links: v.array(SocialLinkSchema),
  pages: v.array(ProfilePageSchema),
  design: ProfileDesignSchema,
};

/** GET: the whole profile, with the public page's address (from PUBLIC_URL) for 'Ver perfil'. */
export const LocationProfileSchema = v.object({
  ...pageEntries,
  id: v.number(),
  url: v.string(),
  category_id: v.nullable(v.number()),
  timezone: v.string(),
});
export type LocationProfile = v.InferOutput<typeof LocationProfileSchema>;

/**
 * PATCH: the keys sent change, the others keep their value; lists (social links, pages) and the
 * design are replaced whole. `profile_image` is a new logo as a `data:image/…;base64,` address
 * (square, 500 to 1200 px); `image_url: null` removes the logo.
 */
export const LocationProfilePatchSchema = v.object({
  name: v.optional(text(L.name, M.nameRequired)),
  username: v.optional(
    v.pipe(
      v.string(M.usernameLength),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const result = profileUsername(dataset.value);
        if ('error' in result) {
          addIssue({ message: result.error });
          return NEVER;
        }
        return result.username;
      }),
    ),
  ),
  description: v.optional(NullableText(L.description)),
  category_id: v.optional(v.nullable(v.pipe(v.number(M.category), IdSchema))),
  image_url: v.optional(v.null()),
  profile_image: v.optional(
    v.pipe(
      v.string(),
      v.rawCheck(({ dataset, addIssue }) => {
        const issue = dataset.typed ? logoIssue(dataset.value) : null;
        if (issue) addIssue({ message: issue });
      }),
    ),
  ),
  phone: v.optional(
    v.nullable(v.pipe(v.string(MESSAGES.invalidPhone), v.check(isValidAccessPhone, MESSAGES.invalidPhone))),
  ),
  address: v.optional(NullableText(L.address)),
  zip_code: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.regex(/^\d{5}$/, M.zipCode)))),
  latitude: v.optional(v.nullable(v.pipe(v.number(), v.minValue(-90), v.maxValue(90)))),
  longitude: v.optional(v.nullable(v.pipe(v.number(), v.minValue(-180), v.maxValue(180)))),
  timezone: v.optional(v.picklist(MEXICO_TIME_ZONES)),
  social_links: v.optional(SocialLinksSchema),
  // One page today (the Contenido tab edits it); the list is the spec's shape.
  pages: v.optional(v.pipe(v.array(ProfilePageSchema), v.maxLength(1))),
  design: v.optional(ProfileDesignSchema),
});
export type LocationProfilePatch = v.InferOutput<typeof LocationProfilePatchSchema>;
export type LocationProfilePatchInput = v.InferInput<typeof LocationProfilePatchSchema>;

/** The public page's opening hours: one line per regular entry of the location. */
export const PublicHoursSchema = v.object({
  open_time: v.string(),
  close_time: v.string(),
  days_of_week: v.array(v.string()),
});

/**
 * GET /v1/public/profile/{username}: what the business shows to anyone, nothing else (no ids, no
 * staff, no disabled rows). `pages` keeps only the enabled blocks and links.
 */
export const PublicProfileSchema = v.object({
  ...pageEntries,
  hours: v.array(PublicHoursSchema),
  /** Which of the business's customer pages are open now. */
  open: v.object({ waitlist: v.boolean(), booking: v.boolean(), order: v.boolean(), loyalty: v.boolean() }),
});
export type PublicProfile = v.InferOutput<typeof PublicProfileSchema>;
