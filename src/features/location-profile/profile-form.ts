import type { UseFormReturnType } from '@mantine/form';
import {
  type LocationProfile,
  type LocationProfilePatchInput,
  LocationProfilePatchSchema,
  type ProfileBlock,
} from '../../domain/contract/location-profile';
import type { BlockType } from '../../domain/rules/location-profile';
import { schemaFieldErrors } from '../../lib/api/schema-errors';

/** What the screen edits: the profile but its id and address, plus a newly chosen logo. */
export interface ProfileValues extends Omit<LocationProfile, 'id' | 'url'> {
  /** A logo chosen on this screen (cropped and scaled), as a data address; null: none chosen. */
  profile_image: string | null;
}

export type ProfileForm = UseFormReturnType<ProfileValues>;

export function profileValues(saved: LocationProfile): ProfileValues {
  const { id: _id, url: _url, ...values } = saved;
  return { ...values, pages: values.pages.length > 0 ? values.pages : [{ blocks: [] }], profile_image: null };
}

/**
 * The PATCH body: every field, but the custom link only when it changed (a link from before the
 * profile's rule stays as it is), a logo only when one was chosen, and `image_url: null` when the
 * logo was removed.
 */
export function profileBody(values: ProfileValues, saved: LocationProfile): LocationProfilePatchInput {
  const { profile_image, image_url, username, ...rest } = values;
  const body: LocationProfilePatchInput = {
    ...rest,
    // An emptied input means "none".
    phone: rest.phone || null,
    address: rest.address || null,
    zip_code: rest.zip_code || null,
    // The API checks the zone against its list.
    timezone: rest.timezone as LocationProfilePatchInput['timezone'],
  };
  if (username !== saved.username) body.username = username;
  if (profile_image) body.profile_image = profile_image;
  else if (image_url === null && saved.image_url !== null) body.image_url = null;
  return body;
}

/** The form's errors: the API's own rules on the body it would send, by field path. */
export function profileErrors(values: ProfileValues, saved: LocationProfile): Record<string, string> {
  return schemaFieldErrors(LocationProfilePatchSchema, profileBody(values, saved));
}

/** A new block of that kind, with the kind's name as its title. */
export function newBlock(type: BlockType, title: string): ProfileBlock {
  const base = { title, enabled: true, expanded: true };
  if (type === 'links') return { type, ...base, links: [] };
  if (type === 'button') return { type, ...base, text: '', url: '' };
  if (type === 'free_text') return { type, ...base, content: '' };
  return { type, ...base };
}

/** Which tab holds a field path, so a tab with an error can say so. */
export function tabOfPath(path: string): 'info' | 'content' | 'links' | 'design' {
  if (path.startsWith('pages')) return 'content';
  if (path.startsWith('social_links')) return 'links';
  if (path.startsWith('design')) return 'design';
  return 'info';
}
