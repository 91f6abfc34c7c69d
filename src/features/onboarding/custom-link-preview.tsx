import classes from './custom-link-preview.module.css';
import { customLinkUrl } from './location-form';

/**
 * The live custom link: the site's address, then the username highlighted. On a phone the line
 * breaks before the username (and inside it only when it is longer than the line), never mid-word
 * in the address; the whole link is the title.
 */
export function CustomLinkPreview({ username }: { username: string }) {
  const url = customLinkUrl(username);
  return (
    <span title={url}>
      <span className={classes.base}>{url.slice(0, url.length - username.length)}</span>
      <wbr />
      <span className={classes.username}>{username}</span>
    </span>
  );
}
