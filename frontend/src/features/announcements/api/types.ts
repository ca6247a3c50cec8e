// The announcements API's shapes (decision 008), from the generated types.
import type { components } from '@/types/api.gen';

export type Priority = components['schemas']['Priority'];
export type Audience = components['schemas']['Audience'];
export type Announcement = components['schemas']['AnnouncementBody'];
/** What an admin writes on create and replace (PUT). */
export type AnnouncementForm = components['schemas']['AnnouncementForm'];
/** A new announcement, and whether to tell its audience now (`notify`). */
export type NewAnnouncementForm = components['schemas']['NewAnnouncementForm'];
/** A published announcement, and how many messages tell its audience. */
export type CreatedAnnouncement = components['schemas']['CreatedAnnouncement'];
/** Some fields of an announcement (PATCH); the others keep their value. */
export type AnnouncementPatch = Partial<components['schemas']['AnnouncementPatch']>;
export type AnnouncementPage = components['schemas']['Paginated_AnnouncementBody'];
