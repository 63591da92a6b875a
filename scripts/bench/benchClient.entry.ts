// The site's own colyseus.js client class, built for Node so the scale bench's simulated browsers reach rooms
// exactly as the site does (a process announced as a path is reached through the page's origin).
export { SiteClient } from '../../src/games/online/client/siteClient';
