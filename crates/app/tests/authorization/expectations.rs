//! Who may call what: one row per documented operation, the status each caller gets.
//!
//! Columns, in order: visitor (no token), student, parent, teacher, admin holding no permission,
//! admin holding every permission, superuser, deactivated account, account that must first
//! change a temporary password. Operations with a path parameter, and the reads whose query
//! names a class or a student (`world::QUERY_RECORDS`), have two groups separated by `|`: on a
//! record inside the caller's reach, then on one outside it (another family's child, another
//! teacher's class...). A new endpoint adds its row here, or the matrix fails.

use std::collections::BTreeMap;

use crate::world::{QUERY_RECORDS, Reach};

/// Whether `method path` is called on a record inside and one outside the caller's reach: a
/// path parameter, or a read whose query names a class or a student.
pub fn names_a_record(method: &str, path: &str) -> bool {
    path.contains('{') || (method == "GET" && QUERY_RECORDS.contains(&path))
}

/// The statuses of one operation.
pub struct Row {
    inside: Vec<u16>,
    outside: Vec<u16>,
}

impl Row {
    pub fn expected(&self, reach: Reach, caller: usize) -> u16 {
        match reach {
            Reach::Inside => self.inside[caller],
            Reach::Outside => self.outside[caller],
        }
    }
}

fn parse(group: &str) -> Vec<u16> {
    let statuses: Vec<u16> = group
        .split_whitespace()
        .map(|s| s.parse().expect("a status code"))
        .collect();
    assert_eq!(statuses.len(), 9, "a row group names nine callers: {group}");
    statuses
}

/// The table, by (method, path).
pub fn table() -> BTreeMap<(String, String), Row> {
    let mut out = BTreeMap::new();
    for (operation, statuses) in ROWS {
        let (method, path) = operation.split_once(' ').expect("METHOD /path");
        let (inside, outside) = statuses.split_once('|').unwrap_or((statuses, statuses));
        assert_eq!(
            names_a_record(method, path),
            statuses.contains('|'),
            "{operation}: a path with a parameter, or a read whose query names a record, has \
             an inside and an outside group"
        );
        let previous = out.insert(
            (method.to_owned(), path.to_owned()),
            Row {
                inside: parse(inside),
                outside: parse(outside),
            },
        );
        assert!(previous.is_none(), "{operation} has two rows");
    }
    out
}

#[rustfmt::skip]
const ROWS: &[(&str, &str)] = &[
    //                                                         vis stu par tea ad0 adm sup off tmp
    ("GET /api/health/",                                      "200 200 200 200 200 200 200 200 200"),

    // Each person's in-app messages; the outbox for admins holding settings.change, and no
    // such page for anyone else.
    ("GET /api/notifications/",                               "401 200 200 200 200 200 200 401 403"),
    ("GET /api/notifications/unread_count/",                  "401 200 200 200 200 200 200 401 403"),
    ("POST /api/notifications/read_all/",                     "401 200 200 200 200 200 200 401 403"),
    ("POST /api/notifications/{id}/read/",
        "401 204 204 204 204 204 204 401 403 | 401 404 404 404 404 404 404 401 403"),
    ("GET /api/notifications/outbox/",                        "401 404 404 404 403 200 200 401 403"),
    ("GET /api/notifications/outbox/counts/",                 "401 404 404 404 403 200 200 401 403"),
    ("GET /api/notifications/outbox/{id}/",
        "401 404 404 404 403 200 200 401 403 | 401 404 404 404 403 200 200 401 403"),
    ("POST /api/notifications/outbox/{id}/retry/",
        "401 404 404 404 403 200 200 401 403 | 401 404 404 404 403 200 200 401 403"),
    ("POST /api/notifications/outbox/{id}/cancel/",
        "401 404 404 404 403 200 200 401 403 | 401 404 404 404 403 200 200 401 403"),

    // Signing in and the links of e-mails: none of them reads the caller's token.
    ("POST /api/auth/login/",                                 "200 200 200 200 200 200 200 200 200"),
    ("POST /api/auth/token/refresh/",                         "401 401 401 401 401 401 401 401 401"),
    ("POST /api/auth/logout/",                                "204 204 204 204 204 204 204 204 204"),
    ("POST /api/auth/signup/",                                "201 201 201 201 201 201 201 201 201"),
    ("POST /api/auth/verify-email/",                          "400 400 400 400 400 400 400 400 400"),
    ("POST /api/auth/password-reset/",                        "202 202 202 202 202 202 202 202 202"),
    ("POST /api/auth/password-reset/confirm/",                "400 400 400 400 400 400 400 400 400"),
    // With a wrong current password: refused on the field for everyone signed in, and a
    // temporary password may be changed.
    ("POST /api/auth/change-password/",                       "401 422 422 422 422 422 422 401 422"),

    // The caller's own profile: what a temporary password still opens.
    ("GET /api/profiles/me/",                                 "401 200 200 200 200 200 200 401 200"),
    // Each role its own dashboard; nothing before a temporary password is changed.
    ("GET /api/dashboard/",                                   "401 200 200 200 200 200 200 401 403"),
    ("GET /api/profiles/verification-status/",                "401 200 200 200 200 200 200 401 200"),
    ("GET /api/profiles/profiles/verification_status/",       "401 200 200 200 200 200 200 401 200"),
    ("GET /api/profiles/contact-info/",                       "401 200 200 200 200 200 200 401 200"),
    ("GET /api/profiles/profiles/contact_info/",              "401 200 200 200 200 200 200 401 200"),
    ("PATCH /api/profiles/update_preferences/",               "401 200 200 200 200 200 200 401 403"),
    ("POST /api/profiles/profiles/upload_profile_picture/",   "401 200 200 200 200 200 200 401 403"),

    // The school's settings: read by everyone, changed with settings.change.
    ("GET /api/school-settings/",                             "200 200 200 200 200 200 200 200 200"),
    ("GET /api/school-settings/school-settings/",             "200 200 200 200 200 200 200 401 200"),
    ("PUT /api/school-settings/school-settings/",             "401 403 403 403 403 200 200 401 403"),
    ("POST /api/school-settings/school-settings/upload-logo/",    "401 403 403 403 403 200 200 401 403"),
    ("POST /api/school-settings/school-settings/upload-favicon/", "401 403 403 403 403 200 200 401 403"),
    ("GET /api/school-settings/communication-settings/",      "401 403 403 403 200 200 200 401 403"),
    ("PUT /api/school-settings/communication-settings/",      "401 403 403 403 403 200 200 401 403"),
    ("POST /api/school-settings/notifications/email/test/",   "401 403 403 403 403 200 200 401 403"),
    ("POST /api/school-settings/notifications/brevo/test/",   "401 403 403 403 403 200 200 401 403"),
    ("POST /api/school-settings/notifications/brevo/send-test/", "401 403 403 403 403 200 200 401 403"),
    ("POST /api/school-settings/notifications/sms/test/",     "401 403 403 403 403 200 200 401 403"),
    ("POST /api/school-settings/notifications/twilio/test/",  "401 403 403 403 403 200 200 401 403"),
    ("POST /api/school-settings/notifications/twilio/send-test/", "401 403 403 403 403 200 200 401 403"),
    ("POST /api/school-settings/payment-gateways/{gateway}/test/",
        "401 403 403 403 403 200 200 401 403 | 401 403 403 403 403 200 200 401 403"),

    // Permissions are listed to admins; roles and their grants are the superusers'.
    ("GET /api/school-settings/permissions/",                 "401 403 403 403 200 200 200 401 403"),
    ("GET /api/school-settings/permissions/{id}/",
        "401 403 403 403 200 200 200 401 403 | 401 403 403 403 200 200 200 401 403"),
    ("GET /api/school-settings/roles/",                       "401 403 403 403 403 403 200 401 403"),
    ("POST /api/school-settings/roles/",                      "401 403 403 403 403 403 201 401 403"),
    ("GET /api/school-settings/roles/{id}/",
        "401 403 403 403 403 403 200 401 403 | 401 403 403 403 403 403 200 401 403"),
    ("PUT /api/school-settings/roles/{id}/",
        "401 403 403 403 403 403 200 401 403 | 401 403 403 403 403 403 200 401 403"),
    ("DELETE /api/school-settings/roles/{id}/",
        "401 403 403 403 403 403 204 401 403 | 401 403 403 403 403 403 204 401 403"),
    ("GET /api/school-settings/user-roles/",                  "401 403 403 403 403 403 200 401 403"),
    ("POST /api/school-settings/user-roles/",                 "401 403 403 403 403 403 201 401 403"),
    ("GET /api/school-settings/user-roles/{id}/",
        "401 403 403 403 403 403 200 401 403 | 401 403 403 403 403 403 200 401 403"),
    ("PUT /api/school-settings/user-roles/{id}/",
        "401 403 403 403 403 403 200 401 403 | 401 403 403 403 403 403 200 401 403"),
    ("DELETE /api/school-settings/user-roles/{id}/",
        "401 403 403 403 403 403 204 401 403 | 401 403 403 403 403 403 204 401 403"),

    // Admins' accounts are the superusers'; everyone else's are for users.manage.
    ("GET /api/admins/",                                      "401 403 403 403 403 403 200 401 403"),
    ("POST /api/admins/",                                     "401 403 403 403 403 403 201 401 403"),
    ("POST /api/admins/bulk_create/",                         "401 403 403 403 403 403 201 401 403"),
    ("POST /api/admins/bulk_update/",                         "401 403 403 403 403 403 200 401 403"),
    ("POST /api/admins/bulk_delete/",                         "401 403 403 403 403 403 204 401 403"),
    ("GET /api/admins/{id}/",
        "401 403 403 403 403 403 200 401 403 | 401 403 403 403 403 403 200 401 403"),
    ("PUT /api/admins/{id}/",
        "401 403 403 403 403 403 200 401 403 | 401 403 403 403 403 403 200 401 403"),
    ("PATCH /api/admins/{id}/",
        "401 403 403 403 403 403 200 401 403 | 401 403 403 403 403 403 200 401 403"),
    ("DELETE /api/admins/{id}/",
        "401 403 403 403 403 403 204 401 403 | 401 403 403 403 403 403 204 401 403"),
    ("GET /api/users/",                                       "401 403 403 403 403 200 200 401 403"),
    ("PATCH /api/users/{id}/",
        "401 403 403 403 403 200 200 401 403 | 401 403 403 403 403 200 200 401 403"),
    ("POST /api/users/{id}/recover-password/",
        "401 403 403 403 403 200 200 401 403 | 401 403 403 403 403 200 200 401 403"),

    // Announcements: everyone reads what is meant for them, admins every one (decisions/008);
    // announcements.manage writes. Inside is an active one for everyone, outside one that was
    // withdrawn.
    ("GET /api/school-settings/announcements/",               "200 200 200 200 200 200 200 401 200"),
    ("POST /api/school-settings/announcements/",              "401 403 403 403 403 201 201 401 403"),
    ("GET /api/school-settings/announcements/{id}/",
        "200 200 200 200 200 200 200 401 200 | 404 404 404 404 200 200 200 401 404"),
    ("PUT /api/school-settings/announcements/{id}/",
        "401 403 403 403 403 200 200 401 403 | 401 403 403 403 403 200 200 401 403"),
    ("PATCH /api/school-settings/announcements/{id}/",
        "401 403 403 403 403 200 200 401 403 | 401 403 403 403 403 200 200 401 403"),
    ("DELETE /api/school-settings/announcements/{id}/",
        "401 403 403 403 403 204 204 401 403 | 401 403 403 403 403 204 204 401 403"),

    // The newsletter: anyone subscribes; those who manage announcements see the list.
    ("POST /api/newsletter/",                                 "201 201 201 201 201 201 201 201 201"),
    ("POST /api/newsletter/confirm/",                         "422 422 422 422 422 422 422 422 422"),
    ("GET /api/newsletter/",                                  "401 403 403 403 403 200 200 401 403"),
    ("GET /api/newsletter/export/",                           "401 403 403 403 403 200 200 401 403"),
    ("DELETE /api/newsletter/{id}/",
        "401 403 403 403 403 204 204 401 403 | 401 403 403 403 403 204 204 401 403"),

    // The catalogue and the calendar: every signed-in user reads them; settings.change writes.
    ("GET /api/class-levels/",                                "401 200 200 200 200 200 200 401 403"),
    ("POST /api/class-levels/",                               "401 403 403 403 403 201 201 401 403"),
    ("POST /api/class-levels/bulk_create/",                   "401 403 403 403 403 201 201 401 403"),
    ("POST /api/class-levels/bulk_update/",                   "401 403 403 403 403 200 200 401 403"),
    ("POST /api/class-levels/bulk_delete/",                   "401 403 403 403 403 204 204 401 403"),
    ("GET /api/class-levels/{id}/",
        "401 200 200 200 200 200 200 401 403 | 401 200 200 200 200 200 200 401 403"),
    ("PUT /api/class-levels/{id}/",
        "401 403 403 403 403 200 200 401 403 | 401 403 403 403 403 200 200 401 403"),
    ("PATCH /api/class-levels/{id}/",
        "401 403 403 403 403 200 200 401 403 | 401 403 403 403 403 200 200 401 403"),
    ("DELETE /api/class-levels/{id}/",
        "401 403 403 403 403 204 204 401 403 | 401 403 403 403 403 204 204 401 403"),
    ("GET /api/subjects/",                                    "401 200 200 200 200 200 200 401 403"),
    ("POST /api/subjects/",                                   "401 403 403 403 403 201 201 401 403"),
    ("POST /api/subjects/bulk_create/",                       "401 403 403 403 403 201 201 401 403"),
    ("POST /api/subjects/bulk_update/",                       "401 403 403 403 403 200 200 401 403"),
    ("POST /api/subjects/bulk_delete/",                       "401 403 403 403 403 204 204 401 403"),
    ("GET /api/subjects/{id}/",
        "401 200 200 200 200 200 200 401 403 | 401 200 200 200 200 200 200 401 403"),
    ("PUT /api/subjects/{id}/",
        "401 403 403 403 403 200 200 401 403 | 401 403 403 403 403 200 200 401 403"),
    ("PATCH /api/subjects/{id}/",
        "401 403 403 403 403 200 200 401 403 | 401 403 403 403 403 200 200 401 403"),
    ("DELETE /api/subjects/{id}/",
        "401 403 403 403 403 204 204 401 403 | 401 403 403 403 403 204 204 401 403"),
    ("GET /api/sessions/",                                    "401 200 200 200 200 200 200 401 403"),
    ("POST /api/sessions/",                                   "401 403 403 403 403 201 201 401 403"),
    ("POST /api/sessions/bulk_create/",                       "401 403 403 403 403 201 201 401 403"),
    ("POST /api/sessions/bulk_update/",                       "401 403 403 403 403 200 200 401 403"),
    ("POST /api/sessions/bulk_delete/",                       "401 403 403 403 403 204 204 401 403"),
    ("GET /api/sessions/{id}/",
        "401 200 200 200 200 200 200 401 403 | 401 200 200 200 200 200 200 401 403"),
    ("PUT /api/sessions/{id}/",
        "401 403 403 403 403 200 200 401 403 | 401 403 403 403 403 200 200 401 403"),
    ("PATCH /api/sessions/{id}/",
        "401 403 403 403 403 200 200 401 403 | 401 403 403 403 403 200 200 401 403"),
    ("DELETE /api/sessions/{id}/",
        "401 403 403 403 403 204 204 401 403 | 401 403 403 403 403 204 204 401 403"),
    ("POST /api/sessions/{id}/make_current/",
        "401 403 403 403 403 200 200 401 403 | 401 403 403 403 403 200 200 401 403"),
    ("GET /api/terms/",                                       "401 200 200 200 200 200 200 401 403"),
    ("GET /api/terms/{id}/",
        "401 200 200 200 200 200 200 401 403 | 401 200 200 200 200 200 200 401 403"),
    ("PATCH /api/terms/{id}/",
        "401 403 403 403 403 200 200 401 403 | 401 403 403 403 403 200 200 401 403"),
    ("POST /api/terms/{id}/make_current/",
        "401 403 403 403 403 200 200 401 403 | 401 403 403 403 403 200 200 401 403"),

    // Classes: members read those in their reach (their own, their children's, those they
    // teach) and no other; settings.change writes.
    ("GET /api/classes/",                                     "401 200 200 200 200 200 200 401 403"),
    ("GET /api/classes/export/",                              "401 200 200 200 200 200 200 401 403"),
    ("POST /api/classes/",                                    "401 403 403 403 403 201 201 401 403"),
    ("POST /api/classes/bulk_create/",                        "401 403 403 403 403 201 201 401 403"),
    ("POST /api/classes/bulk_update/",                        "401 403 403 403 403 200 200 401 403"),
    ("POST /api/classes/bulk_delete/",                        "401 403 403 403 403 204 204 401 403"),
    ("GET /api/classes/{id}/",
        "401 200 200 200 200 200 200 401 403 | 401 404 404 404 200 200 200 401 403"),
    ("PUT /api/classes/{id}/",
        "401 403 403 403 403 200 200 401 403 | 401 403 403 403 403 200 200 401 403"),
    ("PATCH /api/classes/{id}/",
        "401 403 403 403 403 200 200 401 403 | 401 403 403 403 403 200 200 401 403"),
    ("DELETE /api/classes/{id}/",
        "401 403 403 403 403 204 204 401 403 | 401 403 403 403 403 204 204 401 403"),
    ("POST /api/classes/{id}/promote/",
        "401 403 403 403 403 200 200 401 403 | 401 403 403 403 403 200 200 401 403"),
    ("GET /api/lessons/",                                     "401 200 200 200 200 200 200 401 403"),
    ("POST /api/lessons/",                                    "401 403 403 403 403 201 201 401 403"),
    ("POST /api/lessons/bulk_create/",                        "401 403 403 403 403 201 201 401 403"),
    ("POST /api/lessons/bulk_update/",                        "401 403 403 403 403 200 200 401 403"),
    ("POST /api/lessons/bulk_delete/",                        "401 403 403 403 403 204 204 401 403"),
    ("POST /api/lessons/copy_term/",                          "401 403 403 403 403 201 201 401 403"),
    ("GET /api/lessons/{id}/",
        "401 200 200 200 200 200 200 401 403 | 401 404 404 404 200 200 200 401 403"),
    ("PUT /api/lessons/{id}/",
        "401 403 403 403 403 200 200 401 403 | 401 403 403 403 403 200 200 401 403"),
    ("PATCH /api/lessons/{id}/",
        "401 403 403 403 403 200 200 401 403 | 401 403 403 403 403 200 200 401 403"),
    ("DELETE /api/lessons/{id}/",
        "401 403 403 403 403 204 204 401 403 | 401 403 403 403 403 204 204 401 403"),
    ("GET /api/attendance/register/",                         "401 404 404 200 403 200 200 401 403 | 401 404 404 404 403 200 200 401 403"),
    ("POST /api/attendance/register/",                        "401 404 404 200 403 200 200 401 403"),
    ("GET /api/attendance/tally/",                            "401 200 200 200 200 200 200 401 403 | 401 404 404 404 200 200 200 401 403"),
    ("GET /api/attendance/holidays/",                         "401 404 404 200 200 200 200 401 403"),
    ("PUT /api/attendance/holidays/",                         "401 403 403 403 403 200 200 401 403"),
    ("GET /api/attendance/day/",                              "401 403 403 403 200 200 200 401 403"),
    ("GET /api/attendance/summary/",                          "401 404 404 200 200 200 200 401 403 | 401 404 404 404 200 200 200 401 403"),
    ("GET /api/attendance/summary/export/",                   "401 404 404 200 200 200 200 401 403 | 401 404 404 404 200 200 200 401 403"),
    ("GET /api/attendance/month/",                            "401 404 404 200 200 200 200 401 403 | 401 404 404 404 200 200 200 401 403"),
    ("GET /api/attendance/month/export/",                     "401 404 404 200 200 200 200 401 403 | 401 404 404 404 200 200 200 401 403"),
    ("GET /api/attendance/student/",                          "401 200 200 200 200 200 200 401 403 | 401 404 404 404 200 200 200 401 403"),
    ("GET /api/attendance/changes/",                          "401 403 403 403 200 200 200 401 403 | 401 403 403 403 200 200 200 401 403"),
    ("GET /api/exams/",                                       "401 200 200 200 200 200 200 401 403"),
    ("POST /api/exams/",                                      "401 403 403 403 403 201 201 401 403"),
    ("GET /api/exams/{id}/",
        "401 200 200 200 200 200 200 401 403 | 401 404 404 404 200 200 200 401 403"),
    ("PUT /api/exams/{id}/",
        "401 403 403 403 403 200 200 401 403 | 401 403 403 403 403 200 200 401 403"),
    ("PATCH /api/exams/{id}/",
        "401 403 403 403 403 200 200 401 403 | 401 403 403 403 403 200 200 401 403"),
    ("DELETE /api/exams/{id}/",
        "401 403 403 403 403 204 204 401 403 | 401 403 403 403 403 204 204 401 403"),
    ("POST /api/exams/{id}/publish/",
        "401 403 403 403 403 200 200 401 403 | 401 403 403 403 403 200 200 401 403"),
    ("GET /api/exam-schedules/",                              "401 200 200 200 200 200 200 401 403"),
    ("POST /api/exam-schedules/",                             "401 403 403 403 403 201 201 401 403"),
    ("POST /api/exam-schedules/bulk_create/",                 "401 403 403 403 403 201 201 401 403"),
    ("POST /api/exam-schedules/bulk_delete/",                 "401 403 403 403 403 204 204 401 403"),
    ("GET /api/exam-schedules/{id}/",
        "401 200 200 200 200 200 200 401 403 | 401 404 404 404 200 200 200 401 403"),
    ("PUT /api/exam-schedules/{id}/",
        "401 403 403 403 403 200 200 401 403 | 401 403 403 403 403 200 200 401 403"),
    ("PATCH /api/exam-schedules/{id}/",
        "401 403 403 403 403 200 200 401 403 | 401 403 403 403 403 200 200 401 403"),
    ("DELETE /api/exam-schedules/{id}/",
        "401 403 403 403 403 204 204 401 403 | 401 403 403 403 403 204 204 401 403"),
    ("GET /api/score-sheets/{id}/",
        "401 404 404 200 200 200 200 401 403 | 401 404 404 404 200 200 200 401 403"),
    ("PATCH /api/score-sheets/{id}/",
        "401 404 404 200 403 200 200 401 403 | 401 404 404 404 403 200 200 401 403"),
    ("POST /api/score-sheets/{id}/submit/",
        "401 404 404 422 403 409 409 401 403 | 401 404 404 404 403 409 409 401 403"),
    ("POST /api/score-sheets/{id}/approve/",
        "401 404 404 403 403 409 409 401 403 | 401 404 404 404 403 409 409 401 403"),
    ("POST /api/score-sheets/{id}/return/",
        "401 404 404 403 403 409 409 401 403 | 401 404 404 404 403 409 409 401 403"),
    ("GET /api/results/board/",                               "401 403 403 200 200 200 200 401 403"),
    ("POST /api/results/classes/{id}/publish/",
        "401 403 403 403 403 409 409 401 403 | 401 403 403 403 403 409 409 401 403"),
    ("POST /api/results/classes/{id}/unpublish/",
        "401 403 403 403 403 409 409 401 403 | 401 403 403 403 403 409 409 401 403"),
    ("GET /api/results/classes/{id}/cards/",
        "401 404 404 200 200 200 200 401 403 | 401 404 404 404 200 200 200 401 403"),
    ("GET /api/results/classes/{id}/broadsheet/",
        "401 404 404 200 200 200 200 401 403 | 401 404 404 404 200 200 200 401 403"),
    ("GET /api/results/classes/{id}/broadsheet/export/",
        "401 404 404 200 200 200 200 401 403 | 401 404 404 404 200 200 200 401 403"),
    ("GET /api/results/classes/{id}/changes/",
        "401 403 403 403 200 200 200 401 403 | 401 403 403 403 200 200 200 401 403"),
    ("GET /api/results/students/{id}/",
        "401 404 404 200 200 200 200 401 403 | 401 404 404 404 200 200 200 401 403"),
    ("PATCH /api/results/students/{id}/",
        "401 404 404 200 403 200 200 401 403 | 401 404 404 404 403 200 200 401 403"),
    ("GET /api/results/students/{id}/terms/",
        "401 200 200 200 200 200 200 401 403 | 401 404 404 404 200 200 200 401 403"),
    ("GET /api/results/comments/",                            "401 403 403 200 200 200 200 401 403"),
    ("POST /api/results/comments/",                           "401 403 403 201 201 201 201 401 403"),
    ("DELETE /api/results/comments/{id}/",
        "401 403 403 403 403 204 204 401 403 | 401 403 403 403 403 204 204 401 403"),
    ("POST /api/result-pins/batches/",                        "401 403 403 403 403 201 201 401 403"),
    ("GET /api/result-pins/batches/",                         "401 403 403 403 403 200 200 401 403"),
    ("GET /api/result-pins/batches/{id}/",
        "401 403 403 403 403 200 200 401 403 | 401 403 403 403 403 200 200 401 403"),
    ("GET /api/result-pins/batches/{id}/cards/",
        "401 403 403 403 403 200 200 401 403 | 401 403 403 403 403 200 200 401 403"),
    ("GET /api/result-pins/batches/{id}/export/",
        "401 403 403 403 403 200 200 401 403 | 401 403 403 403 403 200 200 401 403"),
    ("POST /api/result-pins/batches/{id}/revoke/",
        "401 403 403 403 403 200 200 401 403 | 401 403 403 403 403 200 200 401 403"),
    ("POST /api/result-pins/batches/{id}/cards/{card}/revoke/",
        "401 403 403 403 403 204 204 401 403 | 401 403 403 403 403 204 204 401 403"),
    // Public: the caller's token is not looked at; a wrong card is the same answer for all.
    // Conversations (decisions/023): everyone signed in has an inbox and the people they may
    // write to. A student writing to their teacher meets the default settings, which close
    // that pair; a parent, the teacher's admins and the teacher's parents write; a teacher to
    // another teacher finds nobody. A conversation is read by its two people and moderators
    // (admins holding messages.moderate); others find nothing.
    ("GET /api/conversations/",                               "401 200 200 200 200 200 200 401 403"),
    ("GET /api/conversations/contacts/",                      "401 200 200 200 200 200 200 401 403"),
    ("POST /api/conversations/",                              "401 403 201 404 201 201 201 401 403"),
    ("GET /api/conversations/{id}/",
        "401 200 200 200 200 200 200 401 403 | 401 404 404 404 404 200 200 401 403"),
    ("POST /api/conversations/{id}/messages/",
        "401 403 201 201 201 201 201 401 403 | 401 404 404 404 404 404 404 401 403"),
    // A file in a conversation: as a message, where the pair shares files (students and
    // teachers do not, by default: that pair is closed). A message's file is the two people's
    // and the moderators'.
    ("POST /api/conversations/{id}/attachments/",
        "401 403 201 201 201 201 201 401 403 | 401 404 404 404 404 404 404 401 403"),
    ("GET /api/messages/{id}/attachment/",
        "401 200 200 200 200 200 200 401 403 | 401 404 404 404 404 200 200 401 403"),
    // The moderators' queue; nobody decides on their own message.
    ("GET /api/messages/",                                    "401 403 403 403 403 200 200 401 403"),
    ("POST /api/messages/{id}/approve/",
        "401 403 403 403 403 200 200 401 403 | 401 403 403 403 403 404 404 401 403"),
    ("POST /api/messages/{id}/reject/",
        "401 403 403 403 403 200 200 401 403 | 401 403 403 403 403 404 404 401 403"),
    // Fees and payments (decisions/024): a family reads its statement and its invoices, and
    // pays them (by the gateways the school has on: the matrix's school has only bank
    // transfers); every admin reads every invoice and payment; admins holding
    // payments.confirm raise invoices, choose optional fees, read proofs and decide on
    // transfers. Teachers have no fees. A webhook needs no token and is judged by its
    // signature alone.
    ("GET /api/fees/statement/",                              "401 200 200 403 403 403 403 401 403"),
    ("POST /api/fees/invoices/generate/",                     "401 403 403 403 403 200 200 401 403"),
    ("GET /api/fees/collection/",                             "401 403 403 403 200 200 200 401 403"),
    ("GET /api/fees/choices/",                                "401 403 403 403 200 200 200 401 403 | 401 403 403 403 200 200 200 401 403"),
    ("PUT /api/fees/choices/",                                "401 403 403 403 403 200 200 401 403"),
    ("GET /api/fees/invoices/",                               "401 403 403 403 200 200 200 401 403"),
    ("GET /api/fees/invoices/{id}/",
        "401 200 200 403 200 200 200 401 403 | 401 404 404 403 200 200 200 401 403"),
    ("PUT /api/fees/invoices/{id}/plan/",
        "401 200 200 403 403 200 200 401 403 | 401 404 404 403 403 200 200 401 403"),
    ("POST /api/fees/invoices/{id}/entries/",
        "401 403 403 403 403 201 201 401 403 | 401 403 403 403 403 201 201 401 403"),
    ("GET /api/payments/export/",                             "401 403 403 403 200 200 200 401 403"),
    ("POST /api/payments/checkout/",                          "401 422 422 403 403 403 403 401 403"),
    ("POST /api/payments/verify/",                            "401 404 404 403 404 404 404 401 403"),
    ("POST /api/payments/bank-transfers/",                    "401 422 422 403 403 403 403 401 403"),
    ("POST /api/payments/webhooks/{gateway}/",
        "401 401 401 401 401 401 401 401 401 | 404 404 404 404 404 404 404 404 404"),
    ("GET /api/payments/",                                    "401 403 403 403 200 200 200 401 403"),
    ("GET /api/payments/{id}/",
        "401 200 200 403 200 200 200 401 403 | 401 404 404 403 200 200 200 401 403"),
    ("GET /api/payments/{id}/proof/",
        "401 403 403 403 403 200 200 401 403 | 401 403 403 403 403 200 200 401 403"),
    ("POST /api/payments/{id}/confirm/",
        "401 403 403 403 403 200 200 401 403 | 401 403 403 403 403 200 200 401 403"),
    ("POST /api/payments/{id}/reject/",
        "401 403 403 403 403 200 200 401 403 | 401 403 403 403 403 200 200 401 403"),
    ("POST /api/result-pins/check/",                          "422 422 422 422 422 422 422 422 422"),
    ("GET /api/class-subjects/",                              "401 200 200 200 200 200 200 401 403"),
    ("GET /api/class-subjects/export/",                       "401 200 200 200 200 200 200 401 403"),
    ("POST /api/class-subjects/",                             "401 403 403 403 403 201 201 401 403"),
    ("POST /api/class-subjects/bulk_create/",                 "401 403 403 403 403 201 201 401 403"),
    ("POST /api/class-subjects/bulk_update/",                 "401 403 403 403 403 200 200 401 403"),
    ("POST /api/class-subjects/bulk_delete/",                 "401 403 403 403 403 204 204 401 403"),
    ("GET /api/class-subjects/{id}/",
        "401 200 200 200 200 200 200 401 403 | 401 404 404 404 200 200 200 401 403"),
    ("PUT /api/class-subjects/{id}/",
        "401 403 403 403 403 200 200 401 403 | 401 403 403 403 403 200 200 401 403"),
    ("PATCH /api/class-subjects/{id}/",
        "401 403 403 403 403 200 200 401 403 | 401 403 403 403 403 200 200 401 403"),
    ("DELETE /api/class-subjects/{id}/",
        "401 403 403 403 403 204 204 401 403 | 401 403 403 403 403 204 204 401 403"),
    ("GET /api/enrolments/",                                  "401 200 200 200 200 200 200 401 403"),
    ("GET /api/enrolments/export/",                           "401 200 200 200 200 200 200 401 403"),
    ("POST /api/enrolments/",                                 "401 403 403 403 403 201 201 401 403"),
    ("POST /api/enrolments/bulk_create/",                     "401 403 403 403 403 201 201 401 403"),
    ("POST /api/enrolments/bulk_delete/",                     "401 403 403 403 403 204 204 401 403"),
    ("GET /api/enrolments/{id}/",
        "401 200 200 200 200 200 200 401 403 | 401 404 404 404 200 200 200 401 403"),
    ("DELETE /api/enrolments/{id}/",
        "401 403 403 403 403 204 204 401 403 | 401 403 403 403 403 204 204 401 403"),

    // Students: a student reads themselves, a parent their children, a teacher their classes'
    // students, admins everyone; users.manage writes.
    ("GET /api/students/",                                    "401 200 200 200 200 200 200 401 403"),
    ("GET /api/students/export/",                             "401 200 200 200 200 200 200 401 403"),
    ("GET /api/students/import/template/",                    "401 200 200 200 200 200 200 401 403"),
    ("POST /api/students/import/",                            "401 403 403 403 403 201 201 401 403"),
    ("POST /api/students/",                                   "401 403 403 403 403 201 201 401 403"),
    ("POST /api/students/bulk_create/",                       "401 403 403 403 403 201 201 401 403"),
    ("POST /api/students/bulk_update/",                       "401 403 403 403 403 200 200 401 403"),
    ("POST /api/students/bulk_delete/",                       "401 403 403 403 403 204 204 401 403"),
    ("GET /api/students/{id}/",
        "401 200 200 200 200 200 200 401 403 | 401 404 404 404 200 200 200 401 403"),
    ("PUT /api/students/{id}/",
        "401 403 403 403 403 200 200 401 403 | 401 403 403 403 403 200 200 401 403"),
    ("PATCH /api/students/{id}/",
        "401 403 403 403 403 200 200 401 403 | 401 403 403 403 403 200 200 401 403"),
    ("DELETE /api/students/{id}/",
        "401 403 403 403 403 204 204 401 403 | 401 403 403 403 403 204 204 401 403"),

    // Teachers: the staff room reads them (students and parents are told there is no such
    // teacher); a teacher changes part of their own record; users.manage writes.
    ("GET /api/teachers/",                                    "401 403 403 200 200 200 200 401 403"),
    ("GET /api/teachers/export/",                             "401 403 403 200 200 200 200 401 403"),
    ("GET /api/teachers/import/template/",                    "401 200 200 200 200 200 200 401 403"),
    ("POST /api/teachers/import/",                            "401 403 403 403 403 201 201 401 403"),
    ("GET /api/teachers/me/",                                 "401 404 404 200 404 404 404 401 403"),
    ("PATCH /api/teachers/me/",                               "401 404 404 200 404 404 404 401 403"),
    ("POST /api/teachers/",                                   "401 403 403 403 403 201 201 401 403"),
    ("POST /api/teachers/bulk_create/",                       "401 403 403 403 403 201 201 401 403"),
    ("POST /api/teachers/bulk_update/",                       "401 403 403 403 403 200 200 401 403"),
    ("POST /api/teachers/bulk_delete/",                       "401 403 403 403 403 204 204 401 403"),
    ("GET /api/teachers/{id}/",
        "401 404 404 200 200 200 200 401 403 | 401 404 404 200 200 200 200 401 403"),
    ("PUT /api/teachers/{id}/",
        "401 403 403 403 403 200 200 401 403 | 401 403 403 403 403 200 200 401 403"),
    ("PATCH /api/teachers/{id}/",
        "401 403 403 403 403 200 200 401 403 | 401 403 403 403 403 200 200 401 403"),
    ("DELETE /api/teachers/{id}/",
        "401 403 403 403 403 204 204 401 403 | 401 403 403 403 403 204 204 401 403"),

    // Parents: a parent reads themselves and their children's other parents, a student their
    // parents, a teacher the parents of their classes' students; users.manage writes and links.
    ("GET /api/parents/",                                     "401 200 200 200 200 200 200 401 403"),
    ("GET /api/parents/export/",                              "401 200 200 200 200 200 200 401 403"),
    ("POST /api/parents/",                                    "401 403 403 403 403 201 201 401 403"),
    ("POST /api/parents/bulk_create/",                        "401 403 403 403 403 201 201 401 403"),
    ("POST /api/parents/bulk_update/",                        "401 403 403 403 403 200 200 401 403"),
    ("POST /api/parents/bulk_delete/",                        "401 403 403 403 403 204 204 401 403"),
    ("GET /api/parents/{id}/",
        "401 200 200 200 200 200 200 401 403 | 401 404 404 404 200 200 200 401 403"),
    ("PUT /api/parents/{id}/",
        "401 403 403 403 403 200 200 401 403 | 401 403 403 403 403 200 200 401 403"),
    ("PATCH /api/parents/{id}/",
        "401 403 403 403 403 200 200 401 403 | 401 403 403 403 403 200 200 401 403"),
    ("DELETE /api/parents/{id}/",
        "401 403 403 403 403 204 204 401 403 | 401 403 403 403 403 204 204 401 403"),
    ("POST /api/parents/{id}/children/",
        "401 403 403 403 403 200 200 401 403 | 401 403 403 403 403 200 200 401 403"),
    ("DELETE /api/parents/{id}/children/{student_id}/",
        "401 403 403 403 403 204 204 401 403 | 401 403 403 403 403 204 204 401 403"),
];
