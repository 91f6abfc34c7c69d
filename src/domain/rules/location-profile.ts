/** The business profile's rules (02 §3 "Location profile", §5 "Business profile"). */
import { normalizeUsername, USERNAME_MAX } from './username';

export const PROFILE_LIMITS = {
  name: 100,
  description: 160,
  usernameMin: 3,
  address: 300,
  title: 100,
  subtitle: 150,
  url: 500,
  buttonText: 60,
  content: 1000,
  socialValue: 200,
  blocks: 20,
  linksPerBlock: 30,
} as const;

export const PROFILE_MESSAGES = {
  nameRequired: 'Ingresa el nombre del negocio.',
  nameMax: `El nombre admite como máximo ${PROFILE_LIMITS.name} caracteres.`,
  usernameLength: `El enlace debe tener de ${PROFILE_LIMITS.usernameMin} a ${USERNAME_MAX} caracteres.`,
  usernameTaken: 'Este enlace ya está en uso. Elige otro.',
  descriptionMax: `La descripción admite como máximo ${PROFILE_LIMITS.description} caracteres.`,
  url: 'Ingresa un enlace que empiece con https:// o http://.',
  titleRequired: 'Ingresa un título.',
  textRequired: 'Ingresa el texto.',
  tooLong: (max: number) => `Admite como máximo ${max} caracteres.`,
  color: 'Ingresa un color como #1A2B3C.',
  zipCode: 'Ingresa un código postal de 5 dígitos.',
  socialValue: 'Ingresa el enlace o dato de la red social.',
  socialDuplicate: (title: string) => `Ya existe un enlace para ${title}.`,
  blockDuplicate: (title: string) => `Solo puedes agregar un bloque de tipo "${title}"`,
  category: 'Selecciona un tipo de negocio de la lista.',
} as const;

/**
 * What a social link's value is: a web address, a WhatsApp number (its link is wa.me) or an
 * e-mail address (its link is mailto:).
 */
export type SocialLinkKind = 'url' | 'whatsapp' | 'email';

export const SOCIAL_LINK_TYPES = {
  whatsapp: { title: 'WhatsApp', kind: 'whatsapp' },
  instagram: { title: 'Instagram', kind: 'url' },
  facebook: { title: 'Facebook', kind: 'url' },
  tiktok: { title: 'TikTok', kind: 'url' },
  x: { title: 'X', kind: 'url' },
  youtube: { title: 'YouTube', kind: 'url' },
  website: { title: 'Sitio web', kind: 'url' },
  email: { title: 'Correo electrónico', kind: 'email' },
} as const satisfies Record<string, { title: string; kind: SocialLinkKind }>;

export type SocialLinkType = keyof typeof SOCIAL_LINK_TYPES;
export const SOCIAL_LINK_TYPE_VALUES = Object.keys(SOCIAL_LINK_TYPES) as [
  SocialLinkType,
  ...SocialLinkType[],
];

/**
 * Block kinds of the profile's page. 'links', 'button' and 'free_text' hold what the owner writes
 * and may repeat; the fixed-content kinds show the location's own data and may appear once.
 */
export const BLOCK_TYPES = {
  links: { title: 'Enlaces', single: false },
  button: { title: 'Botón', single: false },
  free_text: { title: 'Texto libre', single: false },
  hours: { title: 'Horario', single: true },
  location: { title: 'Ubicación', single: true },
} as const satisfies Record<string, { title: string; single: boolean }>;

export type BlockType = keyof typeof BLOCK_TYPES;
export const BLOCK_TYPE_VALUES = Object.keys(BLOCK_TYPES) as [BlockType, ...BlockType[]];

export interface ProfileDesign {
  bg_color: string;
  bg_color2: string;
  text_color: string;
  card_bg_color: string;
  card_text_color: string;
  btn_bg_color: string;
  btn_text_color: string;
}

export const DESIGN_KEYS = [
  'bg_color',
  'bg_color2',
  'text_color',
  'card_bg_color',
  'card_text_color',
  'btn_bg_color',
  'btn_text_color',
] as const satisfies readonly (keyof ProfileDesign)[];

/** The brand's orange over a light background until the owner picks colours. */
export const DEFAULT_DESIGN: ProfileDesign = {
  bg_color: '#FFF4E6',
  bg_color2: '#FFE8CC',
  text_color: '#1A1B1E',
  card_bg_color: '#FFFFFF',
  card_text_color: '#1A1B1E',
  btn_bg_color: '#E8590C',
  btn_text_color: '#FFFFFF',
};

export const COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;

/** Whether a link typed by the owner may be stored: an absolute http(s) address (never javascript:). */
export function isWebUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** The href a public page may render for a stored address: http, https, mailto and tel only, else null. */
export function safeHref(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return SAFE_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether a social link's value fits its kind (a web address, a phone of 10 to 13 digits, an e-mail). */
export function isValidSocialValue(type: SocialLinkType, value: string): boolean {
  const kind: SocialLinkKind = SOCIAL_LINK_TYPES[type].kind;
  if (kind === 'whatsapp') return /^\+?[\d\s()-]{10,18}$/.test(value) && digits(value).length >= 10;
  if (kind === 'email') return EMAIL.test(value);
  return isWebUrl(value);
}

function digits(value: string): string {
  return value.replace(/\D/g, '');
}

/** The link a social icon opens: wa.me with Mexico's +52 for a 10-digit number, mailto:, or the address. */
export function socialLinkHref(type: SocialLinkType, value: string): string | null {
  const kind: SocialLinkKind = SOCIAL_LINK_TYPES[type].kind;
  if (kind === 'whatsapp') {
    const number = digits(value);
    return number.length >= 10 ? `https://wa.me/${number.length === 10 ? `52${number}` : number}` : null;
  }
  if (kind === 'email') return EMAIL.test(value) ? `mailto:${value}` : null;
  return isWebUrl(value) ? safeHref(value) : null;
}

export interface ProfileIssue {
  path: string;
  message: string;
}

/** A second link of a type already used (02 §5): the message goes on the repeated row's type. */
export function socialLinkIssues(links: readonly { type: SocialLinkType }[]): ProfileIssue[] {
  const seen = new Set<SocialLinkType>();
  const issues: ProfileIssue[] = [];
  links.forEach((link, index) => {
    if (seen.has(link.type)) {
      issues.push({
        path: `social_links.${index}.type`,
        message: PROFILE_MESSAGES.socialDuplicate(SOCIAL_LINK_TYPES[link.type].title),
      });
    }
    seen.add(link.type);
  });
  return issues;
}

/** A second block of a kind that may appear once (02 §5), on the repeated block's type. */
export function blockIssues(blocks: readonly { type: BlockType }[], pagePath = 'pages.0'): ProfileIssue[] {
  const seen = new Set<BlockType>();
  const issues: ProfileIssue[] = [];
  blocks.forEach((block, index) => {
    if (BLOCK_TYPES[block.type].single && seen.has(block.type)) {
      issues.push({
        path: `${pagePath}.blocks.${index}.type`,
        message: PROFILE_MESSAGES.blockDuplicate(BLOCK_TYPES[block.type].title),
      });
    }
    seen.add(block.type);
  });
  return issues;
}

/** Whether one more block of this kind may be added to the blocks there are. */
export function canAddBlock(blocks: readonly { type: BlockType }[], type: BlockType): boolean {
  return !BLOCK_TYPES[type].single || !blocks.some((block) => block.type === type);
}

/**
 * The custom link as the profile stores it: the onboarding rule (`normalizeUsername`) applied to
 * each part between hyphens, which stay (02 §5 Business profile allows letters, numbers, hyphens
 * and periods; onboarding's links have underscores, the demo's has a hyphen: both keep working).
 * Repeated hyphens become one, none at either end; 3 to 30 characters.
 */
export function normalizeProfileUsername(input: string): string {
  const joined = input
    .split('-')
    .map(normalizeUsername)
    .filter((part) => part.length > 0)
    .join('-');
  return joined.slice(0, USERNAME_MAX).replace(/[-.]+$/g, '');
}

/** The link to store, or the message when it is shorter than 3 characters once normalised. */
export function profileUsername(input: string): { username: string } | { error: string } {
  const username = normalizeProfileUsername(input);
  if (username.length < PROFILE_LIMITS.usernameMin) return { error: PROFILE_MESSAGES.usernameLength };
  return { username };
}
