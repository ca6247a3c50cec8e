//! Announcements (decision 008): admins holding `announcements.manage` write them; each reader
//! sees only the active, unexpired ones meant for them.

use std::{collections::BTreeMap, sync::Arc};

use kernel::{Clock, Page, PageRequest, Role};
use serde::{Deserialize, Serialize};
use time::OffsetDateTime;
use uuid::Uuid;

use crate::{
    MessagingError,
    notifications::{Event, NotificationService, Occurrence},
    ports::AnnouncementRepo,
};

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "UPPERCASE")]
pub enum Priority {
    Low,
    Medium,
    High,
}

impl Priority {
    /// Its rank: higher is more urgent.
    pub fn rank(self) -> i16 {
        match self {
            Priority::Low => 1,
            Priority::Medium => 2,
            Priority::High => 3,
        }
    }

    pub fn parse(value: &str) -> Option<Self> {
        match value.trim().to_ascii_uppercase().as_str() {
            "LOW" => Some(Priority::Low),
            "MEDIUM" => Some(Priority::Medium),
            "HIGH" => Some(Priority::High),
            _ => None,
        }
    }

    pub fn from_rank(rank: i16) -> Option<Self> {
        [Priority::Low, Priority::Medium, Priority::High]
            .into_iter()
            .find(|p| p.rank() == rank)
    }
}

/// Who an announcement is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "UPPERCASE")]
pub enum Audience {
    All,
    Students,
    Teachers,
    Parents,
}

impl Audience {
    pub const EVERY: [Audience; 4] = [
        Audience::All,
        Audience::Students,
        Audience::Teachers,
        Audience::Parents,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Audience::All => "ALL",
            Audience::Students => "STUDENTS",
            Audience::Teachers => "TEACHERS",
            Audience::Parents => "PARENTS",
        }
    }

    pub fn parse(value: &str) -> Option<Self> {
        Self::EVERY
            .into_iter()
            .find(|a| a.as_str().eq_ignore_ascii_case(value.trim()))
    }

    /// The audience made of one role's members (admins read everything, so none).
    fn of(role: Role) -> Option<Self> {
        match role {
            Role::Student => Some(Audience::Students),
            Role::Teacher => Some(Audience::Teachers),
            Role::Parent => Some(Audience::Parents),
            Role::Admin => None,
        }
    }
}

/// An announcement as stored and answered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Announcement {
    pub id: Uuid,
    pub title: String,
    pub content: String,
    pub priority: Priority,
    pub target_audience: Audience,
    pub is_active: bool,
    /// The author's account; `None` once that account is deleted.
    pub created_by: Option<Uuid>,
    pub created_by_name: String,
    pub created_at: OffsetDateTime,
    pub updated_at: OffsetDateTime,
    /// When it stops being shown; `None` for never.
    pub expires_at: Option<OffsetDateTime>,
}

/// What an admin writes: the whole announcement, for a create or a replace.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnnouncementDraft {
    pub title: String,
    pub content: String,
    pub priority: Priority,
    pub target_audience: Audience,
    pub is_active: bool,
    pub expires_at: Option<OffsetDateTime>,
}

impl From<&Announcement> for AnnouncementDraft {
    fn from(a: &Announcement) -> Self {
        Self {
            title: a.title.clone(),
            content: a.content.clone(),
            priority: a.priority,
            target_audience: a.target_audience,
            is_active: a.is_active,
            expires_at: a.expires_at,
        }
    }
}

/// Who is asking, as far as announcements care.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Viewer {
    /// Not signed in: the public news page.
    Public,
    /// A signed-in user who may read what their role may.
    Member(Role),
    /// An admin holding `announcements.manage`.
    Manager,
}

impl Viewer {
    /// What a caller (`None` for a visitor) may do with announcements: admins holding
    /// `announcements.manage` write them; everyone else reads what their role may.
    pub fn of(caller: Option<&kernel::Viewer>) -> Self {
        match caller {
            None => Viewer::Public,
            Some(v) if v.holds(kernel::Permission::AnnouncementsManage) => Viewer::Manager,
            Some(v) => Viewer::Member(v.role()),
        }
    }

    /// Admins read every announcement, active or not, and who wrote it.
    pub fn sees_all(self) -> bool {
        readable_audiences(self).is_none()
    }

    /// `Ok` for a manager, else `Forbidden`: only they write announcements and see the
    /// newsletter's subscribers.
    pub fn require_manager(self) -> Result<(), MessagingError> {
        match self {
            Viewer::Manager => Ok(()),
            _ => Err(MessagingError::Forbidden),
        }
    }
}

/// The author of a new announcement.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Author {
    pub id: Uuid,
    pub name: String,
}

/// What a list may be sorted by.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SortKey {
    CreatedAt,
    Priority,
    ExpiresAt,
    Title,
}

/// An order: keys in turn, each ascending (`false`) or descending (`true`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnnouncementOrder(pub Vec<(SortKey, bool)>);

impl Default for AnnouncementOrder {
    /// Urgent first, then newest first.
    fn default() -> Self {
        Self(vec![(SortKey::Priority, true), (SortKey::CreatedAt, true)])
    }
}

impl AnnouncementOrder {
    /// From the `ordering` query value (`-priority,created_at`); `None` names an unknown key.
    /// A key named again adds nothing (the rows are already in its order), so only its first
    /// mention counts.
    pub fn parse(value: &str) -> Option<Self> {
        let mut keys = Vec::new();
        for part in value.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let (descending, name) = match part.strip_prefix('-') {
                Some(name) => (true, name),
                None => (false, part),
            };
            let key = match name {
                "created_at" => SortKey::CreatedAt,
                "priority" => SortKey::Priority,
                "expires_at" => SortKey::ExpiresAt,
                "title" => SortKey::Title,
                _ => return None,
            };
            if !keys.iter().any(|&(k, _)| k == key) {
                keys.push((key, descending));
            }
        }
        Some(if keys.is_empty() {
            Self::default()
        } else {
            Self(keys)
        })
    }
}

/// The conditions of a list. Empty lists mean "any".
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct AnnouncementQuery {
    /// Case-insensitive, in the title or the content.
    pub search: Option<String>,
    pub priorities: Vec<Priority>,
    pub audiences: Vec<Audience>,
    pub is_active: Option<bool>,
    /// Only those not expired at this instant.
    pub unexpired_at: Option<OffsetDateTime>,
    pub order: AnnouncementOrder,
}

/// The announcement use cases.
#[derive(Clone)]
pub struct AnnouncementService {
    repo: Arc<dyn AnnouncementRepo>,
    clock: Arc<dyn Clock>,
}

impl std::fmt::Debug for AnnouncementService {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AnnouncementService")
            .finish_non_exhaustive()
    }
}

impl AnnouncementService {
    pub fn new(repo: Arc<dyn AnnouncementRepo>, clock: Arc<dyn Clock>) -> Self {
        Self { repo, clock }
    }

    /// The announcements `viewer` may see that match `query`. Whatever the query asks, someone
    /// who is not an admin sees only active, unexpired announcements for everyone or for their
    /// role; a visitor only those for everyone.
    pub async fn list(
        &self,
        viewer: Viewer,
        mut query: AnnouncementQuery,
        page: PageRequest,
    ) -> Result<Page<Announcement>, MessagingError> {
        if let Some(allowed) = readable_audiences(viewer) {
            if query.is_active == Some(false) {
                return Ok(empty(page));
            }
            query.is_active = Some(true);
            query.unexpired_at = Some(self.clock.now());
            query.audiences = if query.audiences.is_empty() {
                allowed
            } else {
                query
                    .audiences
                    .into_iter()
                    .filter(|a| allowed.contains(a))
                    .collect()
            };
            if query.audiences.is_empty() {
                return Ok(empty(page));
            }
        }
        self.repo.list(&query, page).await
    }

    /// One announcement, if `viewer` may see it (`NotFound` otherwise, as for a missing one).
    pub async fn get(&self, viewer: Viewer, id: Uuid) -> Result<Announcement, MessagingError> {
        let announcement = self
            .repo
            .get(id)
            .await?
            .ok_or(MessagingError::NotFound("announcement"))?;
        if self.visible(viewer, &announcement) {
            Ok(announcement)
        } else {
            Err(MessagingError::NotFound("announcement"))
        }
    }

    pub async fn create(
        &self,
        viewer: Viewer,
        author: Author,
        draft: AnnouncementDraft,
    ) -> Result<Announcement, MessagingError> {
        viewer.require_manager()?;
        let announcement = self.compose(author, draft)?;
        self.repo.insert(&announcement).await?;
        Ok(announcement)
    }

    /// Publishes an announcement and tells its audience through the notifications outbox
    /// (eventAnnouncement: in the portal, by e-mail and by SMS as the settings and each
    /// person's preferences say), in the same transaction. `portal_url` starts the link the
    /// messages carry. Answers the announcement and how many messages were written.
    pub async fn create_and_tell(
        &self,
        viewer: Viewer,
        author: Author,
        draft: AnnouncementDraft,
        notifications: &NotificationService,
        portal_url: &str,
    ) -> Result<(Announcement, usize), MessagingError> {
        viewer.require_manager()?;
        let announcement = self.compose(author, draft)?;
        if !announcement.is_active {
            return Err(MessagingError::Invalid(BTreeMap::from([(
                "notify".to_owned(),
                vec![
                    "A hidden announcement cannot be sent to anyone. Make it active, or untick \
                     “Tell them now”."
                        .to_owned(),
                ],
            )])));
        }
        let recipients = self.repo.audience(announcement.target_audience).await?;
        let link = format!("{}/", portal_url.trim_end_matches('/'));
        let occurrences: Vec<Occurrence> = recipients
            .into_iter()
            .map(|recipient| Occurrence {
                event: Event::EventAnnouncement,
                recipient,
                values: BTreeMap::from([
                    ("title", announcement.title.clone()),
                    ("message", announcement.content.clone()),
                ]),
                link: Some(link.clone()),
                dedup_key: None,
            })
            .collect();
        let items = notifications.compose(&occurrences).await?;
        self.repo.insert_telling(&announcement, &items).await?;
        Ok((announcement, items.len()))
    }

    /// A new announcement from a checked draft.
    fn compose(
        &self,
        author: Author,
        draft: AnnouncementDraft,
    ) -> Result<Announcement, MessagingError> {
        let now = self.clock.now();
        let draft = check(draft, now, None)?;
        Ok(Announcement {
            id: Uuid::now_v7(),
            title: draft.title,
            content: draft.content,
            priority: draft.priority,
            target_audience: draft.target_audience,
            is_active: draft.is_active,
            created_by: Some(author.id),
            created_by_name: author.name,
            created_at: now,
            updated_at: now,
            expires_at: draft.expires_at,
        })
    }

    /// Replaces an announcement with `change(its current draft)`: a `PUT` sends the whole
    /// draft, a `PATCH` changes some fields of the current one.
    pub async fn update(
        &self,
        viewer: Viewer,
        id: Uuid,
        change: impl FnOnce(AnnouncementDraft) -> AnnouncementDraft,
    ) -> Result<Announcement, MessagingError> {
        viewer.require_manager()?;
        let current = self
            .repo
            .get(id)
            .await?
            .ok_or(MessagingError::NotFound("announcement"))?;
        let now = self.clock.now();
        let draft = check(
            change(AnnouncementDraft::from(&current)),
            now,
            Some(&current),
        )?;
        let updated = Announcement {
            title: draft.title,
            content: draft.content,
            priority: draft.priority,
            target_audience: draft.target_audience,
            is_active: draft.is_active,
            expires_at: draft.expires_at,
            updated_at: now,
            ..current
        };
        if self.repo.update(&updated).await? {
            Ok(updated)
        } else {
            Err(MessagingError::NotFound("announcement"))
        }
    }

    pub async fn delete(&self, viewer: Viewer, id: Uuid) -> Result<(), MessagingError> {
        viewer.require_manager()?;
        if self.repo.delete(id).await? {
            Ok(())
        } else {
            Err(MessagingError::NotFound("announcement"))
        }
    }

    fn visible(&self, viewer: Viewer, a: &Announcement) -> bool {
        match readable_audiences(viewer) {
            None => true,
            Some(audiences) => {
                a.is_active
                    && a.expires_at.is_none_or(|at| at > self.clock.now())
                    && audiences.contains(&a.target_audience)
            }
        }
    }
}

/// The audiences a viewer may read, or `None` for all announcements, active or not.
fn readable_audiences(viewer: Viewer) -> Option<Vec<Audience>> {
    match viewer {
        Viewer::Manager | Viewer::Member(Role::Admin) => None,
        Viewer::Member(role) => Some(
            [Audience::All]
                .into_iter()
                .chain(Audience::of(role))
                .collect(),
        ),
        Viewer::Public => Some(vec![Audience::All]),
    }
}

fn empty(request: PageRequest) -> Page<Announcement> {
    Page {
        count: 0,
        results: Vec::new(),
        request,
    }
}

pub const TITLE_MAX: usize = 200;
pub const CONTENT_MAX: usize = 10_000;

/// Trims and checks a draft. An expiry must be in the future when it is new or changed.
fn check(
    mut draft: AnnouncementDraft,
    now: OffsetDateTime,
    current: Option<&Announcement>,
) -> Result<AnnouncementDraft, MessagingError> {
    let mut errors: BTreeMap<String, Vec<String>> = BTreeMap::new();
    draft.title = draft.title.trim().to_owned();
    draft.content = draft.content.trim().to_owned();
    let mut field = |name: &str, message: String| {
        errors.entry(name.into()).or_default().push(message);
    };
    for (name, value) in [("title", &draft.title), ("content", &draft.content)] {
        if kernel::has_control_chars(value) {
            field(
                name,
                "Remove the invisible control characters from this text.".into(),
            );
        }
    }
    if draft.title.is_empty() {
        field("title", "Give the announcement a title.".into());
    } else if draft.title.chars().count() > TITLE_MAX {
        field(
            "title",
            format!("Keep the title to {TITLE_MAX} characters."),
        );
    }
    if draft.content.is_empty() {
        field("content", "Write what the announcement says.".into());
    } else if draft.content.chars().count() > CONTENT_MAX {
        field(
            "content",
            format!("Keep the announcement to {CONTENT_MAX} characters."),
        );
    }
    let changed = current.is_none_or(|c| c.expires_at != draft.expires_at);
    if let Some(at) = draft.expires_at
        && changed
        && at <= now
    {
        field(
            "expires_at",
            "Choose an expiry in the future, or none to keep it until it is switched off.".into(),
        );
    }
    if errors.is_empty() {
        Ok(draft)
    } else {
        Err(MessagingError::Invalid(errors))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ports::MockAnnouncementRepo;
    use kernel::FixedClock;
    use time::Duration;

    fn now() -> OffsetDateTime {
        OffsetDateTime::from_unix_timestamp(1_795_000_000).unwrap()
    }

    fn service(repo: MockAnnouncementRepo) -> AnnouncementService {
        AnnouncementService::new(Arc::new(repo), Arc::new(FixedClock(now())))
    }

    fn draft() -> AnnouncementDraft {
        AnnouncementDraft {
            title: "  Sports day  ".into(),
            content: "Sports day is on Friday. Children come in their house colours.".into(),
            priority: Priority::High,
            target_audience: Audience::Parents,
            is_active: true,
            expires_at: Some(now() + Duration::days(3)),
        }
    }

    fn announcement(audience: Audience, active: bool, expires: Option<i64>) -> Announcement {
        Announcement {
            id: Uuid::now_v7(),
            title: "Notice".into(),
            content: "Text".into(),
            priority: Priority::Medium,
            target_audience: audience,
            is_active: active,
            created_by: None,
            created_by_name: "Ada Admin".into(),
            created_at: now() - Duration::days(1),
            updated_at: now() - Duration::days(1),
            expires_at: expires.map(|h| now() + Duration::hours(h)),
        }
    }

    fn empty_page() -> Page<Announcement> {
        empty(PageRequest::default())
    }

    #[tokio::test]
    async fn a_parent_lists_only_active_unexpired_ones_for_everyone_or_parents() {
        let mut repo = MockAnnouncementRepo::new();
        repo.expect_list()
            .withf(|q, _| {
                q.is_active == Some(true)
                    && q.unexpired_at == Some(now())
                    && q.audiences == [Audience::All, Audience::Parents]
                    && q.search.as_deref() == Some("sports")
            })
            .times(1)
            .returning(|_, _| Ok(empty_page()));

        let query = AnnouncementQuery {
            search: Some("sports".into()),
            ..AnnouncementQuery::default()
        };
        service(repo)
            .list(Viewer::Member(Role::Parent), query, PageRequest::default())
            .await
            .unwrap();
    }

    #[tokio::test]
    async fn asking_for_other_audiences_or_inactive_ones_cannot_widen_a_list() {
        let mut repo = MockAnnouncementRepo::new();
        repo.expect_list()
            .withf(|q, _| q.audiences == [Audience::All])
            .times(1)
            .returning(|_, _| Ok(empty_page()));
        let service = service(repo);

        let teachers_only = AnnouncementQuery {
            audiences: vec![Audience::Teachers],
            ..AnnouncementQuery::default()
        };
        let page = service
            .list(
                Viewer::Member(Role::Student),
                teachers_only,
                PageRequest::default(),
            )
            .await
            .unwrap();
        assert_eq!(page.count, 0);

        let inactive = AnnouncementQuery {
            is_active: Some(false),
            ..AnnouncementQuery::default()
        };
        let page = service
            .list(Viewer::Public, inactive, PageRequest::default())
            .await
            .unwrap();
        assert_eq!(page.count, 0);

        let both = AnnouncementQuery {
            audiences: vec![Audience::All, Audience::Teachers],
            ..AnnouncementQuery::default()
        };
        service
            .list(Viewer::Public, both, PageRequest::default())
            .await
            .unwrap();
    }

    #[tokio::test]
    async fn admins_list_everything_as_asked() {
        let mut repo = MockAnnouncementRepo::new();
        repo.expect_list()
            .withf(|q, _| q.is_active == Some(false) && q.unexpired_at.is_none())
            .times(2)
            .returning(|_, _| Ok(empty_page()));
        let service = service(repo);
        let query = AnnouncementQuery {
            is_active: Some(false),
            ..AnnouncementQuery::default()
        };
        for viewer in [Viewer::Manager, Viewer::Member(Role::Admin)] {
            service
                .list(viewer, query.clone(), PageRequest::default())
                .await
                .unwrap();
        }
    }

    #[tokio::test]
    async fn one_announcement_is_hidden_as_missing_from_those_it_is_not_for() {
        let cases = [
            (
                announcement(Audience::Teachers, true, None),
                Viewer::Member(Role::Student),
                false,
            ),
            (
                announcement(Audience::Students, true, None),
                Viewer::Member(Role::Student),
                true,
            ),
            (
                announcement(Audience::All, false, None),
                Viewer::Member(Role::Student),
                false,
            ),
            (
                announcement(Audience::All, true, Some(-1)),
                Viewer::Public,
                false,
            ),
            (
                announcement(Audience::All, true, Some(1)),
                Viewer::Public,
                true,
            ),
            (
                announcement(Audience::Parents, false, Some(-1)),
                Viewer::Member(Role::Admin),
                true,
            ),
        ];
        for (stored, viewer, visible) in cases {
            let mut repo = MockAnnouncementRepo::new();
            let answer = stored.clone();
            repo.expect_get()
                .returning(move |_| Ok(Some(answer.clone())));
            let result = service(repo).get(viewer, stored.id).await;
            assert_eq!(result.is_ok(), visible, "{viewer:?} {stored:?}");
            if !visible {
                assert!(matches!(result, Err(MessagingError::NotFound(_))));
            }
        }
    }

    #[tokio::test]
    async fn a_manager_creates_a_trimmed_announcement_stamped_now() {
        let mut repo = MockAnnouncementRepo::new();
        repo.expect_insert()
            .withf(|a| {
                a.title == "Sports day"
                    && a.created_at == now()
                    && a.created_by_name == "Ada Admin"
                    && a.priority == Priority::High
            })
            .times(1)
            .returning(|_| Ok(()));
        let author = Author {
            id: Uuid::now_v7(),
            name: "Ada Admin".into(),
        };
        let created = service(repo)
            .create(Viewer::Manager, author, draft())
            .await
            .unwrap();
        assert_eq!(created.target_audience, Audience::Parents);
    }

    #[tokio::test]
    async fn only_managers_write() {
        let mut repo = MockAnnouncementRepo::new();
        repo.expect_insert().never();
        repo.expect_update().never();
        repo.expect_delete().never();
        let service = service(repo);
        let author = Author {
            id: Uuid::now_v7(),
            name: "T".into(),
        };
        for viewer in [
            Viewer::Public,
            Viewer::Member(Role::Teacher),
            Viewer::Member(Role::Admin),
        ] {
            let created = service.create(viewer, author.clone(), draft()).await;
            assert!(matches!(created, Err(MessagingError::Forbidden)));
            let updated = service.update(viewer, Uuid::now_v7(), |d| d).await;
            assert!(matches!(updated, Err(MessagingError::Forbidden)));
            let deleted = service.delete(viewer, Uuid::now_v7()).await;
            assert!(matches!(deleted, Err(MessagingError::Forbidden)));
        }
    }

    #[tokio::test]
    async fn empty_texts_and_a_past_expiry_are_refused_field_by_field() {
        let mut repo = MockAnnouncementRepo::new();
        repo.expect_insert().never();
        let bad = AnnouncementDraft {
            title: "   ".into(),
            content: String::new(),
            expires_at: Some(now() - Duration::minutes(1)),
            ..draft()
        };
        let author = Author {
            id: Uuid::now_v7(),
            name: "A".into(),
        };
        let Err(MessagingError::Invalid(fields)) =
            service(repo).create(Viewer::Manager, author, bad).await
        else {
            panic!("expected Invalid")
        };
        assert_eq!(
            fields.keys().collect::<Vec<_>>(),
            ["content", "expires_at", "title"]
        );
    }

    #[tokio::test]
    async fn an_unchanged_past_expiry_does_not_block_other_edits() {
        let stored = announcement(Audience::All, true, Some(-2));
        let mut repo = MockAnnouncementRepo::new();
        let answer = stored.clone();
        repo.expect_get()
            .returning(move |_| Ok(Some(answer.clone())));
        repo.expect_update()
            .withf(|a| !a.is_active && a.updated_at == now())
            .times(1)
            .returning(|_| Ok(true));
        let updated = service(repo)
            .update(Viewer::Manager, stored.id, |d| AnnouncementDraft {
                is_active: false,
                ..d
            })
            .await
            .unwrap();
        assert_eq!(updated.created_at, stored.created_at);
    }

    #[test]
    fn orderings_parse_or_name_an_unknown_key() {
        assert_eq!(
            AnnouncementOrder::parse("-priority, title").unwrap().0,
            [(SortKey::Priority, true), (SortKey::Title, false)]
        );
        assert_eq!(
            AnnouncementOrder::parse("").unwrap(),
            AnnouncementOrder::default()
        );
        assert!(AnnouncementOrder::parse("password").is_none());
        assert_eq!(
            AnnouncementOrder::parse("title,-title,title,-priority")
                .unwrap()
                .0,
            [(SortKey::Title, false), (SortKey::Priority, true)]
        );
    }
}
