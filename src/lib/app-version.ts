import { version } from '../../package.json';

/** The app's version (package.json); busts the persisted query cache when it changes. */
export const APP_VERSION: string = version;
