// Generated from the server's OpenAPI document by scripts/gen-api.mjs. Do not edit.

export interface paths {
    "/api/admins/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The school's admins. */
        get: operations["admins_list_admins"];
        put?: never;
        /** Adds an admin. */
        post: operations["admins_create_admin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admins/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One admin. */
        get: operations["admins_get_admin"];
        /** Replaces an admin's names, e-mail, active and superuser flags (superusers only). */
        put: operations["admins_replace_admin"];
        post?: never;
        /**
         * Deactivates an admin: their sessions end and they cannot sign in. Their records stay, so the
         *     school's history keeps who did what.
         */
        delete: operations["admins_deactivate_admin"];
        options?: never;
        head?: never;
        /** Changes an admin: names, e-mail, active, superuser. */
        patch: operations["admins_update_admin"];
        trace?: never;
    };
    "/api/admins/bulk_create/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds several admins in one transaction; each must change the password given at first
         *     sign-in. Problems come back per item as `items.{index}.{field}`, and none is added.
         */
        post: operations["admins_bulk_create_admins"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admins/bulk_delete/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deactivates several admins in one transaction (as `DELETE /api/admins/{id}/` does). */
        post: operations["admins_bulk_delete_admins"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admins/bulk_update/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes several admins in one transaction, by the rules of `PATCH /api/admins/{id}/`. */
        post: operations["admins_bulk_update_admins"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attendance/changes/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The corrections of a student's marks, newest first: the day, from and to, why, who and
         *     when. For admins.
         */
        get: operations["attendance_changes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attendance/day/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The whole school on a day: every class's register, marked or not, with its counts and rate,
         *     and the school's totals. For admins.
         */
        get: operations["attendance_day"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attendance/holidays/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A term's holidays, by date (admins and teachers). */
        get: operations["attendance_holidays"];
        /** Replaces a term's holidays (admins who may change the structure): days without a register. */
        put: operations["attendance_set_holidays"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attendance/month/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A class's month as the register book shows it: each student's mark on each school day.
         *     For admins and the class's teachers.
         */
        get: operations["attendance_month"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attendance/month/export/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The class's month as CSV: P, A, L or E per school day, then the counts. */
        get: operations["attendance_month_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attendance/register/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A class's register for a school day: its students enrolled this session with the marks
         *     saved so far. For the class's teachers and admins who manage people.
         */
        get: operations["attendance_register"];
        put?: never;
        /**
         * Saves a class's register whole: every student of it once. Send an idempotency key new for
         *     each save, as the `Idempotency-Key` header or `idempotency_key` (a retry with the same key
         *     writes nothing), and `read_at` to be refused if someone changed the register after you read
         *     it.
         */
        post: operations["attendance_save"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attendance/student/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A student's days over a range (the term so far by default): school days, holidays, marks,
         *     counts and rate, for a calendar. Anyone who may see the student.
         */
        get: operations["attendance_student"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attendance/summary/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A class's attendance over a range: each student's days open, present, absent, late,
         *     excused, not marked, and rate. For admins and the class's teachers.
         */
        get: operations["attendance_summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attendance/summary/export/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The class's attendance over a range as CSV. */
        get: operations["attendance_summary_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attendance/tally/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A student's days in the current term so far: days open, present, absent, late and excused.
         *     Anyone who may see the student.
         */
        get: operations["attendance_tally"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/change-password/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Changes the caller's password. Every other session of theirs ends; the answer holds new
         *     tokens for this device.
         */
        post: operations["auth_change_password"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs in with a username or e-mail address (any case) and a password. */
        post: operations["auth_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ends the session of a refresh token. Always succeeds. */
        post: operations["auth_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password-reset/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a link to choose a new password, valid for 30 minutes. The answer is the same whether
         *     or not an account has that address.
         */
        post: operations["auth_request_password_reset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password-reset/confirm/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets a new password with the token of a reset link. Every session of the account ends. */
        post: operations["auth_confirm_password_reset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signup/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Makes an account, when the school allows self sign-up. It gets the school's default role. */
        post: operations["auth_sign_up"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/token/refresh/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchanges a refresh token for a new pair. Each refresh token works once; using one twice
         *     ends the session it belongs to.
         */
        post: operations["auth_refresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-email/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirms an e-mail address with the token of the link sent to it. */
        post: operations["auth_verify_email"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/class-levels/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The class levels, in order. */
        get: operations["levels_list"];
        put?: never;
        /** Adds a class level; its id defaults to its name in lower case with dashes. */
        post: operations["levels_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/class-levels/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["levels_get"];
        /** Renames or moves a class level. PUT and PATCH take the same fields. */
        put: operations["levels_replace"];
        post?: never;
        /** Removes a class level; 409 while classes use it. */
        delete: operations["levels_delete"];
        options?: never;
        head?: never;
        patch: operations["levels_update"];
        trace?: never;
    };
    "/api/class-levels/bulk_create/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["levels_bulk_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/class-levels/bulk_delete/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["levels_bulk_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/class-levels/bulk_update/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["levels_bulk_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/class-subjects/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The subjects classes offer, with their teachers, as far as the caller may see the classes. */
        get: operations["class_subjects_list"];
        put?: never;
        post: operations["class_subjects_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/class-subjects/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["class_subjects_get"];
        /**
         * Changes (or with `null` clears) a class subject's teacher: the one field that changes, so
         *     PUT and PATCH are the same.
         */
        put: operations["class_subjects_replace"];
        post?: never;
        delete: operations["class_subjects_delete"];
        options?: never;
        head?: never;
        patch: operations["class_subjects_update"];
        trace?: never;
    };
    "/api/class-subjects/bulk_create/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["class_subjects_bulk_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/class-subjects/bulk_delete/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["class_subjects_bulk_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/class-subjects/bulk_update/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets the teacher of several class subjects at once. */
        post: operations["class_subjects_bulk_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/class-subjects/export/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What classes offer, as CSV, with the list's filters. */
        get: operations["class_subjects_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/classes/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The classes the caller may see: admins all, a teacher those they teach, a student their
         *     own, a parent their children's.
         */
        get: operations["classes_list"];
        put?: never;
        /** Adds a class (an arm of a level, such as JSS 1A) with its class teacher. */
        post: operations["classes_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/classes/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["classes_get"];
        /** Replaces a class; without a `name` it is named from its level and arm, as a new class is. */
        put: operations["classes_replace"];
        post?: never;
        /** Deletes a class; 409 while students are or were enrolled in it. */
        delete: operations["classes_delete"];
        options?: never;
        head?: never;
        patch: operations["classes_update"];
        trace?: never;
    };
    "/api/classes/{id}/promote/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End of session: moves the class's students into the next session's class, except those
         *     chosen to repeat or graduate.
         */
        post: operations["classes_promote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/classes/bulk_create/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["classes_bulk_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/classes/bulk_delete/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["classes_bulk_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/classes/bulk_update/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["classes_bulk_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/classes/export/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The classes as CSV, with the list's filters. */
        get: operations["classes_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's conversations, the latest first, each with its last message and unread count. */
        get: operations["conversations_inbox"];
        put?: never;
        /**
         * Writes to someone: in the conversation the two have about that student, opened if they have
         *     none. The message may be delivered, or held for a moderator (`state`).
         */
        post: operations["conversations_start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A conversation's latest 500 messages the caller may see, oldest first (its two people, and
         *     moderators); reading it marks it read. With `after`, only what changed since.
         */
        get: operations["conversations_thread"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{id}/attachments/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a file (form field `file`, with an optional `body`: the message, else the file's
         *     name) in one of the caller's conversations, where the chat settings let their pair share
         *     files, within its size and types, judged from the content.
         */
        post: operations["conversations_send_file"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{id}/messages/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Writes in one of the caller's conversations. */
        post: operations["conversations_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/contacts/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The people the caller may write to now: related through a class, in a pair of roles the
         *     school's chat settings open.
         */
        get: operations["conversations_contacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enrolments/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The enrolments the caller may see. */
        get: operations["enrolments_list"];
        put?: never;
        /** Puts a student in a class for a session (replacing their enrolment of that session). */
        post: operations["enrolments_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enrolments/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["enrolments_get"];
        put?: never;
        post?: never;
        delete: operations["enrolments_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enrolments/bulk_create/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["enrolments_bulk_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enrolments/bulk_delete/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["enrolments_bulk_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enrolments/export/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Enrolments as CSV, with the list's filters. */
        get: operations["enrolments_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam-schedules/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The papers the caller may see: admins every paper; anyone else those of published exams,
         *     a teacher those they invigilate and their classes', a student their class's, a parent their
         *     children's classes'.
         */
        get: operations["papers_list"];
        put?: never;
        /** Adds a paper; its invigilator defaults to the class subject's teacher. */
        post: operations["papers_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam-schedules/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["papers_get"];
        put: operations["papers_replace"];
        post?: never;
        delete: operations["papers_delete"];
        options?: never;
        head?: never;
        patch: operations["papers_update"];
        trace?: never;
    };
    "/api/exam-schedules/bulk_create/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds several papers at once (a class's whole exam): all or none. */
        post: operations["papers_bulk_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam-schedules/bulk_delete/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["papers_bulk_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exams/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The exams the caller may see: admins every exam, everyone else the published ones. */
        get: operations["exams_list"];
        put?: never;
        /** Adds an exam, as a draft; its term defaults to the current one. */
        post: operations["exams_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exams/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["exams_get"];
        /** Replaces an exam's name, kind and dates. */
        put: operations["exams_replace"];
        post?: never;
        /** Deletes an exam with its papers; a published one must be withdrawn first. */
        delete: operations["exams_delete"];
        options?: never;
        head?: never;
        /**
         * Changes an exam; its status moves scheduled to in progress to completed, or back to draft
         *     to withdraw it (a draft becomes scheduled only by publishing).
         */
        patch: operations["exams_update"];
        trace?: never;
    };
    "/api/exams/{id}/publish/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publishes a draft exam's schedule: its classes see it, and their students and parents are
         *     told (examSchedule, through the outbox, as the settings say).
         */
        post: operations["exams_publish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Checks the database. Answers 503 while it is down; recovers by itself once it is back. */
        get: operations["health_health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lessons/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The lessons the caller may see, by weekday and start time: admins all, a teacher theirs and
         *     their classes', a student their class's, a parent their children's classes'.
         */
        get: operations["lessons_list"];
        put?: never;
        /** Adds a lesson; its teacher defaults to the class subject's, its term to the current one. */
        post: operations["lessons_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lessons/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["lessons_get"];
        /** Replaces a lesson, in its own term. */
        put: operations["lessons_replace"];
        post?: never;
        delete: operations["lessons_delete"];
        options?: never;
        head?: never;
        patch: operations["lessons_update"];
        trace?: never;
    };
    "/api/lessons/bulk_create/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds several lessons at once (a class's day or week): all or none. */
        post: operations["lessons_bulk_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lessons/bulk_delete/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["lessons_bulk_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lessons/bulk_update/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["lessons_bulk_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lessons/copy_term/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Copies a term's timetable into another term that has no lessons yet, in one action. */
        post: operations["lessons_copy_term"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The messages waiting for a moderator, the oldest first (admins with `messages.moderate`). */
        get: operations["conversations_waiting"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/{id}/approve/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delivers a waiting message; its recipient is told. */
        post: operations["conversations_approve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/{id}/attachment/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A message's file, to the two people of its conversation while they may see the message,
         *     and to moderators. Always downloaded, never shown in the portal's origin.
         */
        get: operations["conversations_attachment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/{id}/reject/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refuses a waiting message with a reason its sender reads. */
        post: operations["conversations_reject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The subscribers, newest first (`announcements.manage`). */
        get: operations["newsletter_list_subscribers"];
        put?: never;
        /** Subscribes an address to the school's newsletter. */
        post: operations["newsletter_subscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes a subscriber (`announcements.manage`). */
        delete: operations["newsletter_remove_subscriber"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/confirm/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirms a subscription from the link e-mailed to the address. */
        post: operations["newsletter_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's in-app messages, newest first. */
        get: operations["notifications_inbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}/read/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks one of the caller's messages read. Another person's message is not found. */
        post: operations["notifications_mark_read"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/outbox/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The outbox: every message the portal sent or will send, newest first (`settings.change`). */
        get: operations["notifications_outbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/outbox/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One outbox message. */
        get: operations["notifications_outbox_message"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/outbox/{id}/cancel/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancels a message that has not been sent yet. */
        post: operations["notifications_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/outbox/{id}/retry/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a failed or cancelled e-mail or SMS again, at once, with its tries counted afresh. */
        post: operations["notifications_retry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/outbox/counts/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many messages wait and how many failed (the admin dashboard). */
        get: operations["notifications_outbox_counts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read_all/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks every message of the caller read. */
        post: operations["notifications_mark_all_read"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/unread_count/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many of the caller's in-app messages are unread (the bell). */
        get: operations["notifications_unread_count"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parents/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The parents the caller may see: admins all, a teacher the parents of their students, a
         *     parent themselves, a student their own parents.
         */
        get: operations["parents_list"];
        put?: never;
        /**
         * Adds a parent with their sign-in account and links to their children;
         *     `initial_password` is answered once when the server made the password.
         */
        post: operations["parents_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parents/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["parents_get"];
        put: operations["parents_replace"];
        post?: never;
        /** Deletes a parent with their account and links. */
        delete: operations["parents_delete"];
        options?: never;
        head?: never;
        patch: operations["parents_update"];
        trace?: never;
    };
    "/api/parents/{id}/children/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Links a parent to a child, or changes the relationship of their link. */
        post: operations["parents_link_child"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parents/{id}/children/{student_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes the link between a parent and a child. */
        delete: operations["parents_unlink_child"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parents/bulk_create/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["parents_bulk_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parents/bulk_delete/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["parents_bulk_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parents/bulk_update/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["parents_bulk_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parents/export/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The parents of the list as CSV (same filters). */
        get: operations["parents_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profiles/contact-info/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How the school reaches the caller. */
        get: operations["profiles_contact_info"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profiles/me/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's profile; also how the client checks that its token still works. */
        get: operations["profiles_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profiles/profiles/contact_info/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How the school reaches the caller. */
        get: operations["profiles_contact_info_1"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profiles/profiles/upload_profile_picture/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets the caller's profile picture: an image (PNG, JPEG, WebP or GIF, judged by its content)
         *     within the school's size limit, sent as multipart field `profile_image`.
         */
        post: operations["media_upload_profile_picture"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profiles/profiles/verification_status/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the caller's account is verified and approved. */
        get: operations["profiles_verification_status_1"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profiles/update_preferences/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Changes the caller's preferences. */
        patch: operations["profiles_update_preferences"];
        trace?: never;
    };
    "/api/profiles/verification-status/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the caller's account is verified and approved. */
        get: operations["profiles_verification_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/result-pins/batches/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every batch, newest first, with how its cards are used (admins with `results.publish`). */
        get: operations["batches_batches"];
        put?: never;
        /**
         * Makes a batch of cards (admins with `results.publish`). The answer holds every card's PIN,
         *     this once: the portal keeps only their hashes, so print or save the list now.
         */
        post: operations["batches_make_batch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/result-pins/batches/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One batch. */
        get: operations["batches_batch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/result-pins/batches/{id}/cards/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A batch's cards in serial order: who each checks, the views left, the last use. */
        get: operations["batches_cards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/result-pins/batches/{id}/cards/{card}/revoke/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraws one card of a batch. */
        post: operations["batches_revoke_card"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/result-pins/batches/{id}/export/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The batch's cards and their use as CSV (never a PIN). */
        get: operations["batches_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/result-pins/batches/{id}/revoke/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraws every card of a batch (a lost or stolen list): no card of it works again. */
        post: operations["batches_revoke_batch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/result-pins/check/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Checks a result with a scratch card (public): the student's admission number, the card's
         *     serial and PIN. Answers the published report card of the card's term (a session's card:
         *     the term asked for, or the latest published), one view used. An unknown serial and a wrong
         *     PIN get the same answer; wrong tries are limited per client and per card (429).
         */
        post: operations["check_check"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/results/board/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every class's score sheets in a term and where each is, whether the class is published or
         *     ready to be (every sheet approved). Admins see every class; a teacher, their own sheets.
         */
        get: operations["cards_board"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/results/classes/{id}/broadsheet/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A class's broadsheet for a term: every student by every subject, with totals, averages and
         *     positions. For admins and the class teacher.
         */
        get: operations["cards_broadsheet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/results/classes/{id}/broadsheet/export/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The broadsheet as CSV. */
        get: operations["cards_broadsheet_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/results/classes/{id}/cards/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every report card of a class for a term, as they stand, to check and print at once (one
         *     card per A4 page). For admins and the class teacher.
         */
        get: operations["cards_class_cards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/results/classes/{id}/changes/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The changes to a class's results for a term since they were first published, newest
         *     first: who, when, what, the old value and the new. For admins.
         */
        get: operations["cards_changes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/results/classes/{id}/publish/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publishes a class's results for a term (admins with `results.publish`): every subject's
         *     sheet must be approved. Students and parents then see the report cards as computed now,
         *     and each parent is told (resultReleased), once per child and term.
         */
        post: operations["cards_publish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/results/classes/{id}/unpublish/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraws a class's published results to correct them (admins with `results.publish`):
         *     its sheets go back to approved, and every change until it is published again is in the
         *     class's audit log.
         */
        post: operations["cards_unpublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/results/comments/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The bank of reusable report comments (staff). */
        get: operations["cards_comments"];
        put?: never;
        /**
         * Adds a comment to the bank: teachers add class teacher's comments, admins with
         *     `results.publish` either kind.
         */
        post: operations["cards_add_comment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/results/comments/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes a comment from the bank (admins with `results.publish`). */
        delete: operations["cards_delete_comment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/results/students/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A student's report card for a term (the current by default). Students and parents see it
         *     once published, exactly as published; admins and the class teacher see it as it stands.
         */
        get: operations["cards_student_card"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Writes a student's term report: the class teacher's comment and the ratings (the class
         *     teacher, or an admin with `results.publish`), the principal's comment (admins with
         *     `results.publish`). Fields left out stay; refused while the class's results are published.
         */
        patch: operations["cards_save_report"];
        trace?: never;
    };
    "/api/results/students/{id}/terms/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The terms a student has a report card in, newest first: the published ones for students
         *     and parents; for staff, also the terms with scores entered.
         */
        get: operations["cards_student_terms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/school-settings/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The design settings of every page (spec §3 "Design settings"). */
        get: operations["settings_design_settings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/school-settings/announcements/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The announcements the caller may see: admins all of them; students, teachers and parents the
         *     active, unexpired ones for everyone or for their role; visitors the ones for everyone.
         */
        get: operations["announcements_list_announcements"];
        put?: never;
        /** Publishes an announcement (`announcements.manage`). */
        post: operations["announcements_create_announcement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/school-settings/announcements/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One announcement, if the caller may see it (404 otherwise). */
        get: operations["announcements_get_announcement"];
        /** Replaces an announcement (`announcements.manage`); fields left out take their defaults. */
        put: operations["announcements_replace_announcement"];
        post?: never;
        /** Deletes an announcement (`announcements.manage`). */
        delete: operations["announcements_delete_announcement"];
        options?: never;
        head?: never;
        /** Changes some fields of an announcement (`announcements.manage`). */
        patch: operations["announcements_update_announcement"];
        trace?: never;
    };
    "/api/school-settings/communication-settings/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The notification, message template and chat settings, for admins. */
        get: operations["settings_communication_settings"];
        /**
         * Changes the communication settings sent, as the school settings update does; other settings
         *     answer 422.
         */
        put: operations["settings_update_communication_settings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/school-settings/notifications/brevo/send-test/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a test e-mail through Brevo to `to`. */
        post: operations["connection_tests_brevo_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/school-settings/notifications/brevo/test/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Checks a Brevo API key. */
        post: operations["connection_tests_brevo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/school-settings/notifications/email/test/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Connects to the SMTP server sent, secures and signs in as it says; with `to`, also sends a
         *     test e-mail.
         */
        post: operations["connection_tests_email"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/school-settings/notifications/sms/test/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Checks the SMS provider's account (Twilio; other providers cannot be tested from here). */
        post: operations["connection_tests_sms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/school-settings/notifications/twilio/send-test/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a test SMS through Twilio to `to`. */
        post: operations["connection_tests_twilio_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/school-settings/notifications/twilio/test/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Checks a Twilio account: `apiKey` is the account SID, `apiSecret` the auth token. */
        post: operations["connection_tests_twilio"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/school-settings/payment-gateways/{gateway}/test/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tests a payment gateway: `paystack`, `stripe` or `flutterwave` with its secret key, or
         *     `bankTransfer` for complete details.
         */
        post: operations["connection_tests_gateway"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/school-settings/permissions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every permission the server checks. */
        get: operations["access_list_permissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/school-settings/permissions/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One permission, by codename. */
        get: operations["access_get_permission"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/school-settings/roles/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every role. */
        get: operations["access_list_roles"];
        put?: never;
        /** Creates a role. */
        post: operations["access_create_role"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/school-settings/roles/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One role. */
        get: operations["access_get_role"];
        /** Replaces a role's name, description and permissions. */
        put: operations["access_update_role"];
        post?: never;
        /** Deletes a role; the admins who held it lose its permissions. */
        delete: operations["access_delete_role"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/school-settings/school-settings/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The school's settings in the spec's snake_case names, with the spec's defaults for every
         *     field the school has not set, and their `version`. Admins get everything but the secrets
         *     (shown as `*Set` flags); everyone else gets the connection details blanked.
         */
        get: operations["settings_school_settings"];
        /**
         * Changes the settings sent, and only those: nested groups merge key by key, lists replace
         *     whole. Send the `version` you read (or `If-Match`) so that a change someone else made
         *     meanwhile is not overwritten. Secrets are write-only (decision 007).
         */
        put: operations["settings_update_school_settings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/school-settings/school-settings/upload-favicon/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets the school's favicon: multipart field `favicon`, a PNG, JPEG, WebP or ICO image of at
         *     most 512 KB, judged by its content. Answers the settings with the new `favicon_url`.
         */
        post: operations["settings_upload_favicon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/school-settings/school-settings/upload-logo/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets the school's logo: multipart field `logo`, a PNG, JPEG, WebP or ICO image of at most
         *     2 MB, judged by its content. Answers the settings with the new `logo_url`.
         */
        post: operations["settings_upload_logo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/school-settings/user-roles/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every grant of a role to an admin. */
        get: operations["access_list_user_roles"];
        put?: never;
        /** Grants a role to an admin. */
        post: operations["access_create_user_role"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/school-settings/user-roles/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One grant. */
        get: operations["access_get_user_role"];
        /** Changes which role a grant gives. */
        put: operations["access_update_user_role"];
        post?: never;
        /** Takes a role back. */
        delete: operations["access_delete_user_role"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/score-sheets/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A class subject's score sheet for a term: each student's cells (`"12.5"`, `"ABS"` or null),
         *     total, grade, remark and position, and the subject's average, highest and lowest. For the
         *     subject's teacher and admins.
         */
        get: operations["sheets_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Saves some rows of a draft sheet (the rows not sent keep their cells). Send the `version`
         *     you read: a save from an older one is refused (409), so two tabs never overwrite each
         *     other. A cell is a mark from 0 to its column's maximum (one decimal at most), `ABS`, or
         *     null; a wrong one is refused on `rows.{i}.ca.{j}` or `rows.{i}.exam`.
         */
        patch: operations["sheets_save"];
        trace?: never;
    };
    "/api/score-sheets/{id}/approve/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approves a submitted sheet (admins with `results.publish`). */
        post: operations["sheets_approve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/score-sheets/{id}/return/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Returns a submitted sheet to its teacher with what to correct (admins with
         *     `results.publish`).
         */
        post: operations["sheets_return_sheet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/score-sheets/{id}/submit/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a draft for approval: every student needs a mark or ABS in every column. */
        post: operations["sheets_submit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sessions with their terms; the current ones are flagged. */
        get: operations["sessions_list"];
        put?: never;
        /** Adds a session with its terms (First, Second and Third Term unless others are named). */
        post: operations["sessions_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["sessions_get"];
        /** Changes a session's name and dates (its terms change one by one at `/api/terms/{id}/`). */
        put: operations["sessions_replace"];
        post?: never;
        /** Removes a session with its terms; 409 while enrolments use it or when it is the last one. */
        delete: operations["sessions_delete"];
        options?: never;
        head?: never;
        patch: operations["sessions_update"];
        trace?: never;
    };
    "/api/sessions/{id}/make_current/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Makes this session (and its first term, unless one of its terms already is) current. */
        post: operations["sessions_make_current"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/bulk_create/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["sessions_bulk_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/bulk_delete/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["sessions_bulk_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/bulk_update/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["sessions_bulk_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/students/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The students the caller may see: admins all, a teacher those of the classes they teach, a
         *     parent their children, a student themselves.
         */
        get: operations["students_list"];
        put?: never;
        /**
         * Adds a student with their sign-in account; `initial_password` is answered once when the
         *     server made the password.
         */
        post: operations["students_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/students/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["students_get"];
        put: operations["students_replace"];
        post?: never;
        /**
         * Deletes a student and their account (for records made by mistake); once other records
         *     depend on them, 409 says to set the status to withdrawn instead.
         */
        delete: operations["students_delete"];
        options?: never;
        head?: never;
        patch: operations["students_update"];
        trace?: never;
    };
    "/api/students/bulk_create/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["students_bulk_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/students/bulk_delete/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["students_bulk_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/students/bulk_update/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["students_bulk_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/students/export/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The students of the list as CSV (same filters), for a spreadsheet. */
        get: operations["students_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/students/import/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Imports students and their parents from a CSV file (multipart field `file`, at most 5 MB,
         *     5,000 lines). All or nothing: problems come back as 422 with `fields` keyed `line.{n}`.
         *     The answer lists every generated password once, for sign-in slips.
         */
        post: operations["students_import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/students/import/template/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A CSV template for the import, with one example line. */
        get: operations["students_template"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subjects/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The subjects, in order. */
        get: operations["subjects_list"];
        put?: never;
        /** Adds a subject; its id defaults to its name in lower case with dashes. */
        post: operations["subjects_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subjects/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["subjects_get"];
        /** Renames or moves a subject. PUT and PATCH take the same fields. */
        put: operations["subjects_replace"];
        post?: never;
        /** Removes a subject; 409 while classes offer it. */
        delete: operations["subjects_delete"];
        options?: never;
        head?: never;
        patch: operations["subjects_update"];
        trace?: never;
    };
    "/api/subjects/bulk_create/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["subjects_bulk_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subjects/bulk_delete/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["subjects_bulk_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subjects/bulk_update/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["subjects_bulk_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teachers/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The teachers, for the school's staff (admins and teachers). */
        get: operations["teachers_list"];
        put?: never;
        /**
         * Adds a teacher with their sign-in account; `initial_password` is answered once when the
         *     server made the password.
         */
        post: operations["teachers_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teachers/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["teachers_get"];
        put: operations["teachers_replace"];
        post?: never;
        /** Deletes a teacher and their account; 409 while they are a class or subject teacher. */
        delete: operations["teachers_delete"];
        options?: never;
        head?: never;
        patch: operations["teachers_update"];
        trace?: never;
    };
    "/api/teachers/bulk_create/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["teachers_bulk_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teachers/bulk_delete/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["teachers_bulk_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teachers/bulk_update/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["teachers_bulk_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teachers/export/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The teachers of the list as CSV (same filters). */
        get: operations["teachers_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teachers/import/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Imports teachers from a CSV file (multipart field `file`, at most 1 MB, 1,000 lines). All or
         *     nothing: problems come back as 422 with `fields` keyed `line.{n}`. The answer lists every
         *     generated password once, for sign-in slips.
         */
        post: operations["teachers_import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teachers/import/template/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A CSV template for the teachers' import, with one example line. */
        get: operations["teachers_template"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teachers/me/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in teacher's own record. */
        get: operations["teachers_own"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** A teacher changes their own phone, qualification, specialisation and bio. */
        patch: operations["teachers_update_own"];
        trace?: never;
    };
    "/api/terms/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The terms in order, of every session or of one. */
        get: operations["terms_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/terms/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["terms_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Changes a term's name and dates, including when the next term begins (printed on report
         *     cards).
         */
        patch: operations["terms_update"];
        trace?: never;
    };
    "/api/terms/{id}/make_current/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Makes this term, and its session, the current ones. */
        post: operations["terms_make_current"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every account, to find one for password recovery. */
        get: operations["admins_list_users"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Changes any account that is not an admin's: names, e-mail, active, approved. */
        patch: operations["admins_update_user"];
        trace?: never;
    };
    "/api/users/{id}/recover-password/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Helps someone who forgot their password: a temporary password or an e-mailed reset link.
         *     Either way, every session of theirs ends.
         */
        post: operations["admins_recover_password"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description An academic session (such as 2025/2026) and its terms, in order. */
        AcademicSession: {
            id: string;
            name: string;
            terms: string[];
        };
        /** @description Changes to an account; absent fields keep their value. */
        AccountPatch: {
            /** @description Approves a self-registered account; its owner is told by e-mail. */
            approved?: boolean | null;
            email?: string | null;
            first_name?: string | null;
            is_active?: boolean | null;
            is_superuser?: boolean | null;
            last_name?: string | null;
        };
        /** @description One admin's changes in `bulk_update`: its id and the fields that change. */
        AdminItemPatch: components["schemas"]["AccountPatch"] & {
            id: components["schemas"]["UserId"];
        };
        /** @description An admin's editable fields, all of them (`PUT`). */
        AdminReplace: {
            email: string;
            first_name: string;
            is_active: boolean;
            is_superuser: boolean;
            last_name: string;
        };
        /** @description A new admin account. */
        AdminRequest: {
            /** @default  */
            email: string;
            /** @default  */
            first_name: string;
            /** @default false */
            is_superuser: boolean;
            /** @default  */
            last_name: string;
            /**
             * @description Must follow the school's password policy; the admin must change it at first sign-in.
             * @default
             */
            password: string;
            /** @default  */
            username: string;
        };
        /** @description An announcement as answered. */
        AnnouncementBody: {
            content: string;
            /** Format: date-time */
            created_at: string;
            /**
             * Format: uuid
             * @description The author's account id; `null` once that account is gone.
             */
            created_by?: string | null;
            created_by_name: string;
            /**
             * Format: date-time
             * @description When it stops being shown; `null` for never.
             */
            expires_at?: string | null;
            /** Format: uuid */
            id: string;
            is_active: boolean;
            priority: components["schemas"]["Priority"];
            target_audience: components["schemas"]["Audience"];
            title: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** @description A new announcement, or the whole of a replaced one. */
        AnnouncementForm: {
            content: string;
            /**
             * Format: date-time
             * @description RFC 3339, in the future; `null` or left out for never.
             */
            expires_at?: string | null;
            /** @description `true` when left out. */
            is_active?: boolean | null;
            priority?: components["schemas"]["Priority"] | null;
            target_audience?: components["schemas"]["Audience"] | null;
            title: string;
        };
        /** @description Some fields of an announcement; the others keep their value. */
        AnnouncementPatch: {
            /** @default null */
            content: string | null;
            /**
             * Format: date-time
             * @description RFC 3339; `null` removes the expiry.
             * @default null
             */
            expires_at: string | null;
            /** @default null */
            is_active: boolean | null;
            /** @default null */
            priority: components["schemas"]["Priority"] | null;
            /** @default null */
            target_audience: components["schemas"]["Audience"] | null;
            /** @default null */
            title: string | null;
        };
        /** @description A continuous-assessment component and the marks it carries. */
        AssessmentComponent: {
            color: string;
            name: string;
            /** Format: int32 */
            weight: number;
        };
        /** @description A message's file: `GET /api/messages/{id}/attachment/` serves it. */
        AttachmentBody: {
            /** Format: int64 */
            bytes: number;
            /** @description Its type, judged from its content: `pdf`, `jpg`, `png`, `docx`... */
            kind: string;
            name: string;
        };
        /**
         * @description A student's mark for a day.
         * @enum {string}
         */
        AttendanceStatus: "present" | "absent" | "late" | "excused";
        /**
         * @description Who an announcement is for.
         * @enum {string}
         */
        Audience: "ALL" | "STUDENTS" | "TEACHERS" | "PARENTS";
        /** @description A reusable comment from the bank. */
        BankComment: {
            body: string;
            /** Format: uuid */
            id: string;
            kind: components["schemas"]["CommentKind"];
        };
        BankTransfer: {
            /** @default  */
            accountName: string;
            /** @default  */
            accountNumber: string;
            /** @default  */
            bankName: string;
            /** @default false */
            enabled: boolean;
        };
        /** @description One subject of a class, with its sheet's state in the term. */
        BoardSheet: {
            class_subject_id: components["schemas"]["ClassSubjectId"];
            /**
             * Format: int32
             * @description The students with at least one cell entered.
             */
            entered: number;
            /** @description `draft` too for a sheet nobody has saved yet. */
            status: components["schemas"]["SheetStatus"];
            subject_name: string;
            teacher_name?: string | null;
            /** Format: int64 */
            version: number;
        };
        BrevoSettings: {
            /**
             * @description Whether an API key is stored; the key itself is never shown.
             * @default false
             */
            apiKeySet: boolean;
            /** @default  */
            fromEmail: string;
            /** @default  */
            fromName: string;
            /**
             * Format: int64
             * @description Brevo's sender id: a whole number from 0 to 4,294,967,295.
             * @default 1
             */
            senderId: number;
            /** @default  */
            templateId: string;
        };
        /** @description `notifications/brevo/test/` and `send-test/`. */
        BrevoTestRequest: {
            /**
             * @description Left out or empty: the stored key.
             * @default null
             */
            apiKey: string | null;
            /** @default  */
            fromEmail: string;
            /** @default  */
            fromName: string;
            /**
             * Format: int64
             * @default null
             */
            senderId: number | null;
            /** @default  */
            templateId: string;
            /**
             * @description The address of a test e-mail (`send-test/` only).
             * @default null
             */
            to: string | null;
        };
        /** @description Every student by every subject of a class in a term. */
        Broadsheet: {
            class_average?: string | null;
            class_id: components["schemas"]["ClassId"];
            class_name: string;
            lines: components["schemas"]["BroadsheetLine"][];
            /** Format: int32 */
            out_of: number;
            published: boolean;
            /** @description Each subject's average total. */
            subject_averages: (string | null)[];
            subjects: string[];
            term_id: components["schemas"]["TermId"];
            term_name: string;
        };
        /** @description One student's line of a broadsheet. */
        BroadsheetLine: {
            admission_number: string;
            average?: string | null;
            grade?: string | null;
            name: string;
            /** Format: int32 */
            position?: number | null;
            student_id: components["schemas"]["StudentId"];
            total?: string | null;
            /** @description A total per subject, in the broadsheet's order; null where there is none. */
            totals: (string | null)[];
        };
        /** @description The admins a bulk call made or changed. */
        BulkResult: {
            results: components["schemas"]["UserBody"][];
        };
        /** @description Opening hours as `HH:MM`, start before end. */
        BusinessHours: {
            /** @default 16:00 */
            end: string;
            /** @default 08:00 */
            start: string;
        };
        /** @description Paystack and Flutterwave: a public key, a secret key and test mode. */
        CardGateway: {
            /** @default false */
            enabled: boolean;
            /** @default  */
            publicKey: string;
            /**
             * @description Whether a secret key is stored; the key itself is never shown.
             * @default false
             */
            secretKeySet: boolean;
            /** @default false */
            testMode: boolean;
        };
        /** @description One subject on a report card. */
        CardSubject: {
            /** @description The subject's class average, highest and lowest totals. */
            average?: string | null;
            /** @description A cell per CA component: a mark, `ABS`, or null. */
            ca: (string | null)[];
            cumulative?: string | null;
            cumulative_average?: string | null;
            /**
             * @description On the session's last term: the subject's total in each earlier term (in the order of
             *     `earlier_terms`), the cumulative total and its average over the terms that have one.
             */
            earlier: (string | null)[];
            exam?: string | null;
            grade?: string | null;
            highest?: string | null;
            lowest?: string | null;
            /** Format: int32 */
            position?: number | null;
            remark?: string | null;
            subject: string;
            total?: string | null;
        };
        /** @description A term a student has a report card in. */
        CardTerm: {
            class_name: string;
            published: boolean;
            session_name: string;
            term_id: components["schemas"]["TermId"];
            term_name: string;
        };
        ChangePasswordRequest: {
            /** @default  */
            current_password: string;
            /** @default  */
            new_password: string;
        };
        /**
         * @description A message's channel.
         * @enum {string}
         */
        ChannelName: "email" | "sms" | "in_app";
        /** @description One pair of roles that may talk. `max_file_size` is in megabytes. */
        ChatChannel: {
            /** @default [] */
            allowedFileTypes: string[];
            /** @default false */
            allowFileSharing: boolean;
            /** @default false */
            enabled: boolean;
            /**
             * Format: int32
             * @default 0
             */
            maxFileSize: number;
            /** @default false */
            moderationEnabled: boolean;
            /** @default false */
            requireApproval: boolean;
        };
        /** @description Who may message whom, with what attachments, under what moderation. */
        ChatSystem: {
            /**
             * @default {
             *       "allowFileSharing": true,
             *       "allowedFileTypes": [
             *         "pdf",
             *         "doc",
             *         "docx",
             *         "jpg",
             *         "png"
             *       ],
             *       "enabled": true,
             *       "maxFileSize": 10,
             *       "moderationEnabled": false,
             *       "requireApproval": false
             *     }
             */
            adminToTeacher: components["schemas"]["ChatChannel"];
            /** @default true */
            enabled: boolean;
            /**
             * @default {
             *       "autoModeration": false,
             *       "blockedKeywords": [],
             *       "businessHours": {
             *         "end": "16:00",
             *         "start": "08:00"
             *       },
             *       "businessHoursOnly": false,
             *       "enabled": true,
             *       "flaggedContentAction": "hide",
             *       "keywordBlacklist": true,
             *       "moderators": [
             *         "admin",
             *         "principal"
             *       ],
             *       "profanityFilter": true
             *     }
             */
            moderation: components["schemas"]["Moderation"];
            /**
             * @default {
             *       "allowFileSharing": false,
             *       "allowedFileTypes": [
             *         "pdf"
             *       ],
             *       "enabled": false,
             *       "maxFileSize": 2,
             *       "moderationEnabled": true,
             *       "requireApproval": true
             *     }
             */
            parentToParent: components["schemas"]["ChatChannel"];
            /**
             * @default {
             *       "allowFileSharing": true,
             *       "allowedFileTypes": [
             *         "pdf",
             *         "jpg",
             *         "png"
             *       ],
             *       "enabled": true,
             *       "maxFileSize": 5,
             *       "moderationEnabled": true,
             *       "requireApproval": false
             *     }
             */
            teacherToParent: components["schemas"]["ChatChannel"];
            /**
             * @default {
             *       "allowFileSharing": true,
             *       "allowedFileTypes": [
             *         "pdf"
             *       ],
             *       "enabled": false,
             *       "maxFileSize": 2,
             *       "moderationEnabled": true,
             *       "requireApproval": true
             *     }
             */
            teacherToStudent: components["schemas"]["ChatChannel"];
        };
        /** @description What a test found. */
        CheckOutcome: {
            /** @description A sentence: what worked, or why it did not. */
            message: string;
            success: boolean;
        };
        /** @description A link from a parent to a child. */
        ChildLink: {
            /** @description Mother, Father, Guardian... */
            relationship?: string;
            student_id: components["schemas"]["StudentId"];
        };
        /** @description A class arm (JSS 1A) of a class level, with its class teacher. */
        Class: {
            arm: string;
            class_teacher_id?: components["schemas"]["TeacherId"] | null;
            class_teacher_name?: string | null;
            id: components["schemas"]["ClassId"];
            level_id: components["schemas"]["LevelId"];
            level_name: string;
            name: string;
            /**
             * Format: int64
             * @description Students enrolled in it in the current session.
             */
            student_count: number;
        };
        /** @description A class's report cards for a term, to print at once. */
        ClassCards: {
            cards: components["schemas"]["ReportCard"][];
            class_id: components["schemas"]["ClassId"];
            class_name: string;
            term_id: components["schemas"]["TermId"];
            term_name: string;
        };
        /** @description A class's day across the school, as the store counts it. */
        ClassDay: {
            /** Format: int32 */
            absent: number;
            class_id: components["schemas"]["ClassId"];
            class_name: string;
            class_teacher_name?: string | null;
            /** Format: int32 */
            excused: number;
            /** Format: int32 */
            late: number;
            /**
             * Format: int32
             * @description Students of the register with a mark that day: 0 when the register is not marked.
             */
            marked: number;
            /** Format: date-time */
            marked_at?: string | null;
            /** @description Who saved the register last, and when. */
            marked_by_name?: string | null;
            /** Format: int32 */
            present: number;
            /**
             * Format: int32
             * @description (present + late) / marked, a whole percent; none before the register is marked.
             */
            rate?: number | null;
            /**
             * Format: int32
             * @description Students on the register (enrolled this session, active).
             */
            students: number;
        };
        /** Format: uuid */
        ClassId: string;
        /** @description A new class. */
        ClassInput: {
            arm: string;
            class_teacher_id?: components["schemas"]["TeacherId"] | null;
            level_id: components["schemas"]["LevelId"];
            /** @description Defaults to the level's name and the arm: "JSS 1" and "A" give "JSS 1A". */
            name?: string | null;
        };
        /** @description A class level, in the school's order. */
        ClassLevel: {
            id: components["schemas"]["LevelId"];
            name: string;
            /**
             * Format: int32
             * @description Lower comes first: Grade 1 before Grade 2.
             */
            position: number;
        };
        /** @description Changes to a class; absent fields keep their value, `null` clears the class teacher. */
        ClassPatch: {
            /** @default null */
            arm: string | null;
            /**
             * Format: uuid
             * @default null
             */
            class_teacher_id: string | null;
            /** @default null */
            level_id: components["schemas"]["LevelId"] | null;
            /** @default null */
            name: string | null;
        };
        /** @description A class by id and name. */
        ClassRef: {
            id: components["schemas"]["ClassId"];
            name: string;
        };
        /** @description A class's results for a term on the admin's board. */
        ClassResults: {
            class_id: components["schemas"]["ClassId"];
            class_name: string;
            class_teacher_name?: string | null;
            /**
             * Format: date-time
             * @description When they were first published; changes since are in the class's audit log.
             */
            first_published_at?: string | null;
            /** @description Whether students and parents see the class's results now. */
            published: boolean;
            /** @description Every sheet is approved (or published): the class can be published. */
            ready: boolean;
            sheets: components["schemas"]["BoardSheet"][];
            /** Format: int32 */
            students: number;
        };
        /** @description A subject a class offers, with its subject teacher. */
        ClassSubject: {
            class_id: components["schemas"]["ClassId"];
            class_name: string;
            id: components["schemas"]["ClassSubjectId"];
            subject_id: components["schemas"]["SubjectId"];
            subject_name: string;
            teacher_id?: components["schemas"]["TeacherId"] | null;
            teacher_name?: string | null;
        };
        /** Format: uuid */
        ClassSubjectId: string;
        ClassSubjectInput: {
            class_id: components["schemas"]["ClassId"];
            subject_id: components["schemas"]["SubjectId"];
            teacher_id?: components["schemas"]["TeacherId"] | null;
        };
        /** @description Changes to a class subject: only its teacher changes (`null` clears it). */
        ClassSubjectPatch: {
            /**
             * Format: uuid
             * @default null
             */
            teacher_id: string | null;
        };
        /** @description A class's attendance between two days: each student's counts. */
        ClassSummary: {
            class_id: components["schemas"]["ClassId"];
            class_name: string;
            /**
             * Format: int32
             * @description School days in the range, up to today.
             */
            days_open: number;
            /** Format: date */
            from: string;
            /**
             * Format: int32
             * @description The class's rate over the range: (present + late) / marks.
             */
            rate?: number | null;
            students: components["schemas"]["StudentSummary"][];
            /** Format: date */
            to: string;
        };
        /** @description A component's name and maximum, as a sheet shows its columns. */
        Column: {
            /** Format: int32 */
            max: number;
            name: string;
        };
        /**
         * @description Whose comment a bank entry is.
         * @enum {string}
         */
        CommentKind: "class_teacher" | "principal";
        /** @description The communication part of the settings and the version it was read at. */
        CommunicationSettings: {
            chat_system: components["schemas"]["ChatSystem"];
            message_templates: components["schemas"]["MessageTemplates"];
            notifications: components["schemas"]["Notifications"];
            notifications_enabled: boolean;
            /** Format: int64 */
            version: number;
        };
        /** @description The token of a newsletter confirmation link. */
        ConfirmRequest: {
            token: string;
        };
        /**
         * @description Someone the caller may write to now, with the students who relate them (a teacher and a
         *     parent: the parent's children the teacher teaches; two parents: the classmates).
         */
        ContactBody: {
            /** Format: uuid */
            id: string;
            name: string;
            role: string;
            students: components["schemas"]["StudentRefBody"][];
        };
        /** @description How to reach the user. */
        ContactInfo: {
            email: string;
        };
        /** @description A conversation: its two people, the one the caller writes to, and the student it is about. */
        ConversationBody: {
            about?: components["schemas"]["StudentRefBody"] | null;
            /** Format: date-time */
            created_at: string;
            /** Format: uuid */
            id: string;
            /** @description `admin_teacher`, `teacher_parent`, `teacher_student` or `parent_parent`. */
            pair: string;
            people: components["schemas"]["PersonBody"][];
            with?: components["schemas"]["PersonBody"] | null;
        };
        /** @description What copying a term's timetable did. */
        CopyResult: {
            /** Format: int64 */
            copied: number;
            detail: string;
        };
        /** @description Copy one term's timetable into another that has none yet. */
        CopyTermRequest: {
            from_term_id: components["schemas"]["TermId"];
            to_term_id: components["schemas"]["TermId"];
        };
        /** @description A published announcement, and how many messages tell its audience. */
        CreatedAnnouncement: components["schemas"]["AnnouncementBody"] & {
            /** @description How many messages were written to tell its audience (0 unless `notify` was asked). */
            messages: number;
        };
        /** @description A generated password, for the sign-in slips of an import. */
        Credential: {
            name: string;
            password: string;
            /** @description `student`, `teacher` or `parent`. */
            role: string;
            username: string;
            /** @description Where the welcome e-mail with a link to choose a password is going, if one is. */
            welcome_email?: string | null;
        };
        /** @description A student's mark on one day. */
        DayMark: {
            /** Format: date */
            date: string;
            remark: string;
            status: components["schemas"]["AttendanceStatus"];
        };
        /** @description The look of every page: the spec's "Design settings". */
        DesignSettings: {
            animations_enabled: boolean;
            border_radius: string;
            compact_mode: boolean;
            primary_color: string;
            shadow_style: string;
            theme: string;
            typography: string;
        };
        /** @description A sentence that says what happened. */
        Detail: {
            detail: string;
        };
        DiscountRules: {
            /**
             * @default {
             *       "enabled": false,
             *       "secondChild": 10,
             *       "thirdChild": 15
             *     }
             */
            siblingDiscount: components["schemas"]["SiblingDiscount"];
        };
        EmailNotifications: components["schemas"]["EventFlags"] & {
            /**
             * @default {
             *       "apiKeySet": false,
             *       "fromEmail": "",
             *       "fromName": "",
             *       "senderId": 1,
             *       "templateId": ""
             *     }
             */
            brevo: components["schemas"]["BrevoSettings"];
            /** @default true */
            enabled: boolean;
            /**
             * @description `smtp` or `brevo`.
             * @default smtp
             */
            provider: string;
            /**
             * @default {
             *       "encryption": "TLS",
             *       "fromEmail": "",
             *       "fromName": "",
             *       "host": "",
             *       "passwordSet": false,
             *       "port": 587,
             *       "username": ""
             *     }
             */
            smtp: components["schemas"]["SmtpSettings"];
            /** @default true */
            welcomeEmail: boolean;
        };
        /** @description A student's class in a session. */
        Enrolment: {
            admission_number: string;
            class_id: components["schemas"]["ClassId"];
            class_name: string;
            id: components["schemas"]["EnrolmentId"];
            session_id: components["schemas"]["SessionId"];
            student_id: components["schemas"]["StudentId"];
            student_name: string;
        };
        /** Format: uuid */
        EnrolmentId: string;
        EnrolmentInput: {
            class_id: components["schemas"]["ClassId"];
            session_id: components["schemas"]["SessionId"];
            student_id: components["schemas"]["StudentId"];
        };
        /** @description The body of every error answer. */
        ErrorBody: {
            /** @description A stable machine code, `area.machine_code`. */
            code: string;
            /** @description A sentence for people that says what happened and what to do next. */
            detail: string;
            /** @description On validation errors only: the messages for each field. */
            fields?: {
                [key: string]: string[];
            } | null;
        };
        /** @description The events the portal can notify people of, one flag each. */
        EventFlags: {
            /** @default true */
            absentNotice: boolean;
            /** @default true */
            disciplinaryAction: boolean;
            /** @default true */
            eventAnnouncement: boolean;
            /** @default true */
            examSchedule: boolean;
            /** @default true */
            feeReminder: boolean;
            /** @default true */
            resultReleased: boolean;
        };
        /**
         * @description What a message is about.
         * @enum {string}
         */
        EventName: "verify_email" | "reset_password" | "account_approved" | "welcome" | "newsletter_confirm" | "result_released" | "absent_notice" | "fee_reminder" | "exam_schedule" | "event_announcement" | "disciplinary_action" | "new_message";
        /** @description An exam: a term's tests or examinations, sat over a range of dates. */
        Exam: {
            /** Format: date */
            end_date: string;
            id: components["schemas"]["ExamId"];
            kind: components["schemas"]["ExamKind"];
            name: string;
            /**
             * Format: int32
             * @description How many papers its schedule has.
             */
            papers: number;
            /** Format: date */
            start_date: string;
            status: components["schemas"]["ExamStatus"];
            term_id: components["schemas"]["TermId"];
            /** @description "First Term 2026/2027". */
            term_name: string;
        };
        /** Format: uuid */
        ExamId: string;
        /** @description A new exam. */
        ExamInput: {
            /** Format: date */
            end_date: string;
            kind: components["schemas"]["ExamKind"];
            name: string;
            /** Format: date */
            start_date: string;
            term_id?: components["schemas"]["TermId"] | null;
        };
        /**
         * @description A class test or the term's examination.
         * @enum {string}
         */
        ExamKind: "test" | "exam";
        /** @description One paper of an exam's schedule: a class sits a subject on a date between two times. */
        ExamPaper: {
            class_id: components["schemas"]["ClassId"];
            class_name: string;
            class_subject_id: components["schemas"]["ClassSubjectId"];
            /** Format: date */
            date: string;
            /** @example 11:00 */
            end_time: string;
            exam_id: components["schemas"]["ExamId"];
            exam_name: string;
            exam_status: components["schemas"]["ExamStatus"];
            id: components["schemas"]["ExamPaperId"];
            invigilator_id?: components["schemas"]["TeacherId"] | null;
            invigilator_name?: string | null;
            /** @description Empty when the class sits it in its own room. */
            room: string;
            /** @example 09:00 */
            start_time: string;
            subject_id: components["schemas"]["SubjectId"];
            subject_name: string;
        };
        /** Format: uuid */
        ExamPaperId: string;
        /** @description A new paper. */
        ExamPaperInput: {
            /** @description The subject as the class offers it (its class comes with it). */
            class_subject_id: components["schemas"]["ClassSubjectId"];
            /** Format: date */
            date: string;
            /** @example 11:00 */
            end_time: string;
            exam_id: components["schemas"]["ExamId"];
            /**
             * Format: uuid
             * @description Absent: the subject's teacher; `null`: nobody yet.
             */
            invigilator_id?: string | null;
            room?: string;
            /** @example 09:00 */
            start_time: string;
        };
        /** @description Changes to a paper; absent fields keep their value, `invigilator_id: null` clears it. */
        ExamPaperPatch: {
            /** @default null */
            class_subject_id: components["schemas"]["ClassSubjectId"] | null;
            /**
             * Format: date
             * @default null
             */
            date: string | null;
            /**
             * @default null
             * @example 11:00
             */
            end_time: string | null;
            /**
             * Format: uuid
             * @default null
             */
            invigilator_id: string | null;
            /** @default null */
            room: string | null;
            /**
             * @default null
             * @example 09:00
             */
            start_time: string | null;
        };
        /** @description Changes to an exam; absent fields keep their value. */
        ExamPatch: {
            /**
             * Format: date
             * @default null
             */
            end_date: string | null;
            /** @default null */
            kind: components["schemas"]["ExamKind"] | null;
            /** @default null */
            name: string | null;
            /**
             * Format: date
             * @default null
             */
            start_date: string | null;
            /** @default null */
            status: components["schemas"]["ExamStatus"] | null;
        };
        /**
         * @description Where an exam is in its life: drafted by the office, scheduled (published to the students
         *     and parents of its classes), being sat, done.
         * @enum {string}
         */
        ExamStatus: "draft" | "scheduled" | "in_progress" | "completed";
        /** @description A fee the school charges each term, in integer minor units of the school's currency. */
        FeeCategory: {
            /** Format: int64 */
            amount: number;
            id: string;
            mandatory?: boolean;
            name: string;
        };
        /** @description Fee categories and the payment plans a family may choose. */
        FeeStructure: {
            /** @default [] */
            categories: components["schemas"]["FeeCategory"][];
            /**
             * @default {
             *       "fullPayment": true,
             *       "threeInstallments": true,
             *       "twoInstallments": true
             *     }
             */
            paymentPlans: components["schemas"]["PaymentPlans"];
        };
        GatewayAccess: {
            /** @default false */
            bankTransfer: boolean;
            /** @default false */
            flutterwave: boolean;
            /** @default false */
            paystack: boolean;
            /** @default false */
            stripe: boolean;
        };
        /** @description `payment-gateways/{gateway}/test/`: the gateway's settings being edited. */
        GatewayTestRequest: {
            /** @default  */
            accountName: string;
            /** @default  */
            accountNumber: string;
            /** @default  */
            bankName: string;
            /** @default  */
            publicKey: string;
            /** @default  */
            publishableKey: string;
            /**
             * @description Left out or empty: the stored key.
             * @default null
             */
            secretKey: string | null;
            /** @default false */
            testMode: boolean;
        };
        /**
         * @description Empty when not given.
         * @enum {string}
         */
        Gender: "" | "male" | "female";
        /** @description One grade: scores from `min` to `max`, both included, earn `letter`. */
        GradeBand: {
            letter: string;
            /** Format: int32 */
            max: number;
            /** Format: int32 */
            min: number;
        };
        /** @description Grade bands and the pass mark. */
        Grading: {
            /**
             * @default [
             *       {
             *         "letter": "A",
             *         "max": 100,
             *         "min": 70
             *       },
             *       {
             *         "letter": "B",
             *         "max": 69,
             *         "min": 60
             *       },
             *       {
             *         "letter": "C",
             *         "max": 59,
             *         "min": 50
             *       },
             *       {
             *         "letter": "D",
             *         "max": 49,
             *         "min": 45
             *       },
             *       {
             *         "letter": "E",
             *         "max": 44,
             *         "min": 40
             *       },
             *       {
             *         "letter": "F",
             *         "max": 39,
             *         "min": 0
             *       }
             *     ]
             */
            grades: components["schemas"]["GradeBand"][];
            /**
             * Format: int32
             * @default 40
             */
            passMark: number;
        };
        /** @description The portal's health: `ok` when every dependency answers. */
        Health: {
            /** @description Each dependency (`database`) and whether it answers: `ok` or `unavailable`. */
            checks: {
                [key: string]: string;
            };
            /** @description When unavailable: `health.unavailable`. */
            code?: string | null;
            /** @description When unavailable: a sentence for the operator. */
            detail?: string | null;
            /** @description `ok` or `unavailable`. */
            status: string;
        };
        /** @description A day the school is closed in a term. */
        Holiday: {
            /** Format: date */
            date: string;
            name: string;
        };
        /** @description A term's holidays, replaced whole. */
        HolidaysBody: {
            items: components["schemas"]["Holiday"][];
            term_id: components["schemas"]["TermId"];
        };
        /** @description What an import stored. */
        ImportResult: {
            /** @description The generated passwords, shown once. */
            credentials: components["schemas"]["Credential"][];
            /** Format: int32 */
            parents_created: number;
            /** Format: int32 */
            parents_matched: number;
            /** Format: int32 */
            students_created: number;
        };
        InAppNotifications: components["schemas"]["EventFlags"] & {
            /** @default false */
            desktopNotifications: boolean;
            /** @default true */
            enabled: boolean;
            /** @default true */
            soundEnabled: boolean;
            /** @default true */
            welcomeMessage: boolean;
        };
        /** @description The caller's conversations, the latest first, with what is unread. */
        InboxBody: {
            results: components["schemas"]["InboxLine"][];
            /**
             * Format: int32
             * @description Unread messages across every conversation.
             */
            unread: number;
        };
        /** @description A line of the inbox. */
        InboxLine: {
            conversation: components["schemas"]["ConversationBody"];
            last?: components["schemas"]["MessageBody"] | null;
            /**
             * Format: int32
             * @description Messages delivered to the caller since they last read it.
             */
            unread: number;
        };
        /** @description A card of a new batch with its PIN: answered once, to the admin who made the batch. */
        IssuedCard: {
            pin: string;
            serial: string;
        };
        /**
         * @description Several items of a bulk call: all are applied in one transaction, or none; problems come
         *     back per item as `items.{index}.{field}`.
         */
        Items_AdminItemPatch: {
            items: (components["schemas"]["AccountPatch"] & {
                id: components["schemas"]["UserId"];
            })[];
        };
        /**
         * @description Several items of a bulk call: all are applied in one transaction, or none; problems come
         *     back per item as `items.{index}.{field}`.
         */
        Items_AdminRequest: {
            items: {
                /** @default  */
                email: string;
                /** @default  */
                first_name: string;
                /** @default false */
                is_superuser: boolean;
                /** @default  */
                last_name: string;
                /**
                 * @description Must follow the school's password policy; the admin must change it at first sign-in.
                 * @default
                 */
                password: string;
                /** @default  */
                username: string;
            }[];
        };
        /**
         * @description Several items of a bulk call: all are applied in one transaction, or none; problems come
         *     back per item as `items.{index}.{field}`.
         */
        Items_Change_ClassId_ClassPatch: {
            items: ({
                /** @default null */
                arm: string | null;
                /**
                 * Format: uuid
                 * @default null
                 */
                class_teacher_id: string | null;
                /** @default null */
                level_id: components["schemas"]["LevelId"] | null;
                /** @default null */
                name: string | null;
            } & {
                /** Format: uuid */
                id: string;
            })[];
        };
        /**
         * @description Several items of a bulk call: all are applied in one transaction, or none; problems come
         *     back per item as `items.{index}.{field}`.
         */
        Items_Change_ClassSubjectId_ClassSubjectPatch: {
            items: ({
                /**
                 * Format: uuid
                 * @default null
                 */
                teacher_id: string | null;
            } & {
                /** Format: uuid */
                id: string;
            })[];
        };
        /**
         * @description Several items of a bulk call: all are applied in one transaction, or none; problems come
         *     back per item as `items.{index}.{field}`.
         */
        Items_Change_LessonId_LessonPatch: {
            items: ({
                /** @default null */
                class_subject_id: components["schemas"]["ClassSubjectId"] | null;
                /**
                 * @default null
                 * @example 08:40
                 */
                end_time: string | null;
                /** @default null */
                room: string | null;
                /**
                 * @default null
                 * @example 08:00
                 */
                start_time: string | null;
                /**
                 * Format: uuid
                 * @default null
                 */
                teacher_id: string | null;
                /** @default null */
                weekday: components["schemas"]["Weekday"] | null;
            } & {
                /** Format: uuid */
                id: string;
            })[];
        };
        /**
         * @description Several items of a bulk call: all are applied in one transaction, or none; problems come
         *     back per item as `items.{index}.{field}`.
         */
        Items_Change_LevelId_LevelPatch: {
            items: ({
                /** @default null */
                name: string | null;
                /**
                 * Format: int32
                 * @default null
                 */
                position: number | null;
            } & {
                /** @example jss-1 */
                id: string;
            })[];
        };
        /**
         * @description Several items of a bulk call: all are applied in one transaction, or none; problems come
         *     back per item as `items.{index}.{field}`.
         */
        Items_Change_ParentId_ParentPatch: {
            items: ({
                /** @default null */
                address: string | null;
                /** @default null */
                email: string | null;
                /** @default null */
                first_name: string | null;
                /** @default null */
                is_active: boolean | null;
                /** @default null */
                last_name: string | null;
                /** @default null */
                occupation: string | null;
                /** @default null */
                phone: string | null;
            } & {
                /** Format: uuid */
                id: string;
            })[];
        };
        /**
         * @description Several items of a bulk call: all are applied in one transaction, or none; problems come
         *     back per item as `items.{index}.{field}`.
         */
        Items_Change_SessionId_SessionPatch: {
            items: ({
                /**
                 * Format: date
                 * @default null
                 */
                end_date: string | null;
                /** @default null */
                name: string | null;
                /**
                 * Format: date
                 * @default null
                 */
                start_date: string | null;
            } & {
                /** @example 2025-2026 */
                id: string;
            })[];
        };
        /**
         * @description Several items of a bulk call: all are applied in one transaction, or none; problems come
         *     back per item as `items.{index}.{field}`.
         */
        Items_Change_StudentId_StudentPatch: {
            items: ({
                /** @default null */
                address: string | null;
                /**
                 * Format: date
                 * @default null
                 */
                admission_date: string | null;
                /** @default null */
                admission_number: string | null;
                /**
                 * Format: uuid
                 * @default null
                 */
                class_id: string | null;
                /**
                 * Format: date
                 * @default null
                 */
                date_of_birth: string | null;
                /** @default null */
                email: string | null;
                /** @default null */
                first_name: string | null;
                /** @default null */
                gender: components["schemas"]["Gender"] | null;
                /**
                 * @description Deactivating ends the student's sessions.
                 * @default null
                 */
                is_active: boolean | null;
                /** @default null */
                last_name: string | null;
                /** @default null */
                parents: components["schemas"]["ParentLink"][] | null;
                /** @default null */
                status: components["schemas"]["StudentStatus"] | null;
            } & {
                /** Format: uuid */
                id: string;
            })[];
        };
        /**
         * @description Several items of a bulk call: all are applied in one transaction, or none; problems come
         *     back per item as `items.{index}.{field}`.
         */
        Items_Change_SubjectId_SubjectPatch: {
            items: ({
                /** @default null */
                name: string | null;
                /**
                 * Format: int32
                 * @default null
                 */
                position: number | null;
            } & {
                /** @example mathematics */
                id: string;
            })[];
        };
        /**
         * @description Several items of a bulk call: all are applied in one transaction, or none; problems come
         *     back per item as `items.{index}.{field}`.
         */
        Items_Change_TeacherId_TeacherPatch: {
            items: ({
                /** @default null */
                bio: string | null;
                /** @default null */
                email: string | null;
                /** @default null */
                first_name: string | null;
                /**
                 * Format: date
                 * @default null
                 */
                hire_date: string | null;
                /** @default null */
                is_active: boolean | null;
                /** @default null */
                last_name: string | null;
                /** @default null */
                phone: string | null;
                /** @default null */
                qualification: string | null;
                /** @default null */
                specialisation: string | null;
                /** @default null */
                staff_number: string | null;
            } & {
                /** Format: uuid */
                id: string;
            })[];
        };
        /**
         * @description Several items of a bulk call: all are applied in one transaction, or none; problems come
         *     back per item as `items.{index}.{field}`.
         */
        Items_ClassId: {
            items: string[];
        };
        /**
         * @description Several items of a bulk call: all are applied in one transaction, or none; problems come
         *     back per item as `items.{index}.{field}`.
         */
        Items_ClassInput: {
            items: {
                arm: string;
                class_teacher_id?: components["schemas"]["TeacherId"] | null;
                level_id: components["schemas"]["LevelId"];
                /** @description Defaults to the level's name and the arm: "JSS 1" and "A" give "JSS 1A". */
                name?: string | null;
            }[];
        };
        /**
         * @description Several items of a bulk call: all are applied in one transaction, or none; problems come
         *     back per item as `items.{index}.{field}`.
         */
        Items_ClassSubjectId: {
            items: string[];
        };
        /**
         * @description Several items of a bulk call: all are applied in one transaction, or none; problems come
         *     back per item as `items.{index}.{field}`.
         */
        Items_ClassSubjectInput: {
            items: {
                class_id: components["schemas"]["ClassId"];
                subject_id: components["schemas"]["SubjectId"];
                teacher_id?: components["schemas"]["TeacherId"] | null;
            }[];
        };
        /**
         * @description Several items of a bulk call: all are applied in one transaction, or none; problems come
         *     back per item as `items.{index}.{field}`.
         */
        Items_EnrolmentId: {
            items: string[];
        };
        /**
         * @description Several items of a bulk call: all are applied in one transaction, or none; problems come
         *     back per item as `items.{index}.{field}`.
         */
        Items_EnrolmentInput: {
            items: {
                class_id: components["schemas"]["ClassId"];
                session_id: components["schemas"]["SessionId"];
                student_id: components["schemas"]["StudentId"];
            }[];
        };
        /**
         * @description Several items of a bulk call: all are applied in one transaction, or none; problems come
         *     back per item as `items.{index}.{field}`.
         */
        Items_ExamPaperId: {
            items: string[];
        };
        /**
         * @description Several items of a bulk call: all are applied in one transaction, or none; problems come
         *     back per item as `items.{index}.{field}`.
         */
        Items_ExamPaperInput: {
            items: {
                /** @description The subject as the class offers it (its class comes with it). */
                class_subject_id: components["schemas"]["ClassSubjectId"];
                /** Format: date */
                date: string;
                /** @example 11:00 */
                end_time: string;
                exam_id: components["schemas"]["ExamId"];
                /**
                 * Format: uuid
                 * @description Absent: the subject's teacher; `null`: nobody yet.
                 */
                invigilator_id?: string | null;
                room?: string;
                /** @example 09:00 */
                start_time: string;
            }[];
        };
        /**
         * @description Several items of a bulk call: all are applied in one transaction, or none; problems come
         *     back per item as `items.{index}.{field}`.
         */
        Items_LessonId: {
            items: string[];
        };
        /**
         * @description Several items of a bulk call: all are applied in one transaction, or none; problems come
         *     back per item as `items.{index}.{field}`.
         */
        Items_LessonInput: {
            items: {
                /** @description The subject as the class offers it (its class comes with it). */
                class_subject_id: components["schemas"]["ClassSubjectId"];
                /** @example 08:40 */
                end_time: string;
                room?: string;
                /** @example 08:00 */
                start_time: string;
                teacher_id?: components["schemas"]["TeacherId"] | null;
                term_id?: components["schemas"]["TermId"] | null;
                weekday: components["schemas"]["Weekday"];
            }[];
        };
        /**
         * @description Several items of a bulk call: all are applied in one transaction, or none; problems come
         *     back per item as `items.{index}.{field}`.
         */
        Items_LevelId: {
            items: string[];
        };
        /**
         * @description Several items of a bulk call: all are applied in one transaction, or none; problems come
         *     back per item as `items.{index}.{field}`.
         */
        Items_LevelInput: {
            items: {
                /** @default null */
                id: components["schemas"]["LevelId"] | null;
                /** @default  */
                name: string;
                /**
                 * Format: int32
                 * @default null
                 */
                position: number | null;
            }[];
        };
        /**
         * @description Several items of a bulk call: all are applied in one transaction, or none; problems come
         *     back per item as `items.{index}.{field}`.
         */
        Items_ParentId: {
            items: string[];
        };
        /**
         * @description Several items of a bulk call: all are applied in one transaction, or none; problems come
         *     back per item as `items.{index}.{field}`.
         */
        Items_ParentInput: {
            items: {
                /** @default  */
                address: string;
                /** @default [] */
                children: components["schemas"]["ChildLink"][];
                /**
                 * @description E-mail or phone is needed; the username defaults to the e-mail, else the phone.
                 * @default
                 */
                email: string;
                /** @default  */
                first_name: string;
                /** @default  */
                last_name: string;
                /** @default  */
                occupation: string;
                /** @default null */
                password: string | null;
                /** @default  */
                phone: string;
                /** @default null */
                username: string | null;
            }[];
        };
        /**
         * @description Several items of a bulk call: all are applied in one transaction, or none; problems come
         *     back per item as `items.{index}.{field}`.
         */
        Items_SessionId: {
            items: string[];
        };
        /**
         * @description Several items of a bulk call: all are applied in one transaction, or none; problems come
         *     back per item as `items.{index}.{field}`.
         */
        Items_SessionInput: {
            items: {
                /**
                 * Format: date
                 * @default null
                 */
                end_date: string | null;
                /** @default null */
                id: components["schemas"]["SessionId"] | null;
                /** @default  */
                name: string;
                /**
                 * Format: date
                 * @default null
                 */
                start_date: string | null;
                /**
                 * @description The terms' names in order.
                 * @default null
                 */
                terms: string[] | null;
            }[];
        };
        /**
         * @description Several items of a bulk call: all are applied in one transaction, or none; problems come
         *     back per item as `items.{index}.{field}`.
         */
        Items_StudentId: {
            items: string[];
        };
        /**
         * @description Several items of a bulk call: all are applied in one transaction, or none; problems come
         *     back per item as `items.{index}.{field}`.
         */
        Items_StudentInput: {
            items: {
                /** @default  */
                address: string;
                /**
                 * Format: date
                 * @default null
                 */
                admission_date: string | null;
                /** @default  */
                admission_number: string;
                /** @default null */
                class_id: components["schemas"]["ClassId"] | null;
                /**
                 * Format: date
                 * @default null
                 */
                date_of_birth: string | null;
                /** @default  */
                email: string;
                /** @default  */
                first_name: string;
                /** @default  */
                gender: components["schemas"]["Gender"];
                /** @default  */
                last_name: string;
                /** @default [] */
                parents: components["schemas"]["ParentLink"][];
                /**
                 * @description Left out, the server makes one and answers it once as `initial_password`. Either way
                 *     the student changes it at first sign-in.
                 * @default null
                 */
                password: string | null;
                /** @default active */
                status: components["schemas"]["StudentStatus"];
                /**
                 * @description Defaults to the admission number.
                 * @default null
                 */
                username: string | null;
            }[];
        };
        /**
         * @description Several items of a bulk call: all are applied in one transaction, or none; problems come
         *     back per item as `items.{index}.{field}`.
         */
        Items_SubjectId: {
            items: string[];
        };
        /**
         * @description Several items of a bulk call: all are applied in one transaction, or none; problems come
         *     back per item as `items.{index}.{field}`.
         */
        Items_SubjectInput: {
            items: {
                /** @default null */
                id: components["schemas"]["SubjectId"] | null;
                /** @default  */
                name: string;
                /**
                 * Format: int32
                 * @default null
                 */
                position: number | null;
            }[];
        };
        /**
         * @description Several items of a bulk call: all are applied in one transaction, or none; problems come
         *     back per item as `items.{index}.{field}`.
         */
        Items_TeacherId: {
            items: string[];
        };
        /**
         * @description Several items of a bulk call: all are applied in one transaction, or none; problems come
         *     back per item as `items.{index}.{field}`.
         */
        Items_TeacherInput: {
            items: {
                /** @default  */
                bio: string;
                /** @default  */
                email: string;
                /** @default  */
                first_name: string;
                /**
                 * Format: date
                 * @default null
                 */
                hire_date: string | null;
                /** @default  */
                last_name: string;
                /**
                 * @description Left out, the server makes one and answers it once as `initial_password`.
                 * @default null
                 */
                password: string | null;
                /** @default  */
                phone: string;
                /** @default  */
                qualification: string;
                /** @default  */
                specialisation: string;
                /** @default  */
                staff_number: string;
                /**
                 * @description Defaults to the staff number.
                 * @default null
                 */
                username: string | null;
            }[];
        };
        /**
         * @description Several items of a bulk call: all are applied in one transaction, or none; problems come
         *     back per item as `items.{index}.{field}`.
         */
        Items_UserId: {
            items: string[];
        };
        /** @description One slot of a class's timetable. */
        Lesson: {
            class_id: components["schemas"]["ClassId"];
            class_name: string;
            class_subject_id: components["schemas"]["ClassSubjectId"];
            /**
             * @description `HH:MM`; the lesson ends before this minute starts.
             * @example 08:40
             */
            end_time: string;
            id: components["schemas"]["LessonId"];
            /** @description Empty when the class stays in its own room. */
            room: string;
            /**
             * @description `HH:MM`, 24-hour, in the school's time zone.
             * @example 08:00
             */
            start_time: string;
            subject_id: components["schemas"]["SubjectId"];
            subject_name: string;
            teacher_id?: components["schemas"]["TeacherId"] | null;
            teacher_name?: string | null;
            term_id: components["schemas"]["TermId"];
            weekday: components["schemas"]["Weekday"];
        };
        /** Format: uuid */
        LessonId: string;
        /** @description A new lesson. */
        LessonInput: {
            /** @description The subject as the class offers it (its class comes with it). */
            class_subject_id: components["schemas"]["ClassSubjectId"];
            /** @example 08:40 */
            end_time: string;
            room?: string;
            /** @example 08:00 */
            start_time: string;
            teacher_id?: components["schemas"]["TeacherId"] | null;
            term_id?: components["schemas"]["TermId"] | null;
            weekday: components["schemas"]["Weekday"];
        };
        /** @description Changes to a lesson; absent fields keep their value, `teacher_id: null` clears the teacher. */
        LessonPatch: {
            /** @default null */
            class_subject_id: components["schemas"]["ClassSubjectId"] | null;
            /**
             * @default null
             * @example 08:40
             */
            end_time: string | null;
            /** @default null */
            room: string | null;
            /**
             * @default null
             * @example 08:00
             */
            start_time: string | null;
            /**
             * Format: uuid
             * @default null
             */
            teacher_id: string | null;
            /** @default null */
            weekday: components["schemas"]["Weekday"] | null;
        };
        /** @example jss-1 */
        LevelId: string;
        /**
         * @description A new class level. The id defaults to the name in lower case with dashes (`jss-1`); the
         *     position to after the last level.
         */
        LevelInput: {
            /** @default null */
            id: components["schemas"]["LevelId"] | null;
            /** @default  */
            name: string;
            /**
             * Format: int32
             * @default null
             */
            position: number | null;
        };
        /** @description Changes to a class level; absent fields keep their value. */
        LevelPatch: {
            /** @default null */
            name: string | null;
            /**
             * Format: int32
             * @default null
             */
            position: number | null;
        };
        /** @description The token of a link sent by e-mail. */
        LinkRequest: {
            /** @default  */
            token: string;
        };
        /** @description Username (or e-mail address) and password. */
        LoginRequest: {
            /** @default  */
            password: string;
            /** @default  */
            username: string;
        };
        /** @description A session's tokens and the signed-in user. */
        LoginResponse: {
            /** @description The access token (30 minutes by default): send it as `Authorization: Bearer <access>`. */
            access: string;
            /** @description The refresh token (1 day by default): exchange it at `/api/auth/token/refresh/`. */
            refresh: string;
            user: components["schemas"]["UserBody"];
        };
        /** @description A correction of a student's mark, from the audit log. */
        MarkChange: {
            /** Format: date-time */
            changed_at: string;
            changed_by_name?: string | null;
            /** Format: date */
            date: string;
            from_remark: string;
            from_status: components["schemas"]["AttendanceStatus"];
            reason: string;
            to_remark: string;
            to_status: components["schemas"]["AttendanceStatus"];
        };
        /** @description How many messages were marked read. */
        MarkedRead: {
            /** Format: int64 */
            marked: number;
        };
        /** @description How a subject's 100 marks split between continuous assessment and the examination. */
        MarkingScheme: {
            /**
             * @default [
             *       {
             *         "color": "#3B82F6",
             *         "name": "Classwork",
             *         "weight": 10
             *       },
             *       {
             *         "color": "#10B981",
             *         "name": "Homework",
             *         "weight": 10
             *       },
             *       {
             *         "color": "#F59E0B",
             *         "name": "Projects",
             *         "weight": 10
             *       }
             *     ]
             */
            components: components["schemas"]["AssessmentComponent"][];
            /**
             * Format: int32
             * @default 30
             */
            continuousAssessment: number;
            /**
             * Format: int32
             * @default 70
             */
            examination: number;
        };
        /** @description One student's mark in a save. */
        MarkInput: {
            remark?: string;
            status: components["schemas"]["AttendanceStatus"];
            student_id: components["schemas"]["StudentId"];
        };
        /** @description A message, plain text. */
        MessageBody: {
            attachment?: components["schemas"]["AttachmentBody"] | null;
            body: string;
            /** Format: uuid */
            conversation_id: string;
            /**
             * Format: date-time
             * @description When its recipient could first read it; `null` while it waits.
             */
            delivered_at?: string | null;
            /** Format: uuid */
            id: string;
            /** @description The caller sent it. */
            mine: boolean;
            /** @description A rejection's reason (for its sender), or why it waits (for moderators). */
            note?: string | null;
            /** Format: uuid */
            sender_id: string;
            /** Format: date-time */
            sent_at: string;
            /**
             * Format: int64
             * @description The cursor an open thread asks after (`?after=`).
             */
            seq: number;
            state: components["schemas"]["MessageStateName"];
        };
        /** @description A message to send. */
        MessageInput: {
            /** @description Plain text, at most 2,000 characters. */
            body: string;
        };
        /**
         * @description Where a message stands, as its reader may know it: `held` (waiting for a moderator; a
         *     message the filters hid reads as held to anyone but a moderator), `hidden` (moderators
         *     only), `delivered`, `rejected` (its sender reads the reason in `note`).
         * @enum {string}
         */
        MessageStateName: "delivered" | "held" | "hidden" | "rejected";
        MessageTemplate: {
            /** @default false */
            active: boolean;
            /** @default  */
            content: string;
            /** @default  */
            subject: string;
        };
        /** @description The texts of the messages the portal sends. `{{placeholders}}` are filled in when sending. */
        MessageTemplates: {
            /**
             * @default {
             *       "active": true,
             *       "content": "Dear {{parent_name}},\n\n{{student_name}} was marked absent on {{date}}. Please contact the school if you did not expect this.\n\nKind regards,\n{{school_name}}",
             *       "subject": "{{student_name}} was absent today"
             *     }
             */
            absentNotice: components["schemas"]["MessageTemplate"];
            /**
             * @default {
             *       "active": true,
             *       "content": "Dear {{parent_name}},\n\nOn {{date}} the school recorded the following about {{student_name}}: {{action}}. Reason: {{reason}}.\n\nPlease contact the school if you would like to discuss it.\n\nKind regards,\n{{school_name}}",
             *       "subject": "A note about {{student_name}}'s conduct"
             *     }
             */
            disciplinaryAction: components["schemas"]["MessageTemplate"];
            /**
             * @default {
             *       "active": true,
             *       "content": "Dear {{name}},\n\n{{message}}\n\nRead it on the school portal: {{link}}\n\nKind regards,\n{{school_name}}",
             *       "subject": "{{title}}"
             *     }
             */
            eventAnnouncement: components["schemas"]["MessageTemplate"];
            /**
             * @default {
             *       "active": true,
             *       "content": "Dear {{name}},\n\nThe timetable of {{exam_name}} ({{term}}) for {{class_name}} is published. You can see the dates and times on the school portal: {{link}}\n\nKind regards,\n{{school_name}}",
             *       "subject": "{{exam_name}} timetable for {{class_name}}"
             *     }
             */
            examSchedule: components["schemas"]["MessageTemplate"];
            /**
             * @default {
             *       "active": true,
             *       "content": "Dear {{parent_name}},\n\nThis is a reminder that {{amount}} of {{student_name}}'s fees is due on {{due_date}}. You can pay on the school portal.\n\nKind regards,\n{{school_name}}",
             *       "subject": "School fees reminder for {{student_name}}"
             *     }
             */
            feeReminder: components["schemas"]["MessageTemplate"];
            /**
             * @default {
             *       "active": true,
             *       "content": "Dear {{parent_name}},\n\nThe {{term}} results of {{student_name}} are now available on the school portal.\n\nKind regards,\n{{school_name}}",
             *       "subject": "{{term}} results for {{student_name}}"
             *     }
             */
            resultReleased: components["schemas"]["MessageTemplate"];
            /**
             * @default {
             *       "active": true,
             *       "content": "Dear {{name}},\n\nWelcome to {{school_name}}. You can now sign in to the school portal with your username {{username}}.\n\nKind regards,\n{{school_name}}",
             *       "subject": "Welcome to {{school_name}}"
             *     }
             */
            welcomeEmail: components["schemas"]["MessageTemplate"];
        };
        Moderation: {
            /** @default false */
            autoModeration: boolean;
            /** @default [] */
            blockedKeywords: string[];
            /**
             * @default {
             *       "end": "16:00",
             *       "start": "08:00"
             *     }
             */
            businessHours: components["schemas"]["BusinessHours"];
            /** @default false */
            businessHoursOnly: boolean;
            /** @default true */
            enabled: boolean;
            /**
             * @description `hide` keeps a flagged message but shows it only to moderators.
             * @default hide
             */
            flaggedContentAction: string;
            /**
             * @description Whether messages are checked against `blockedKeywords`.
             * @default true
             */
            keywordBlacklist: boolean;
            /**
             * @default [
             *       "admin",
             *       "principal"
             *     ]
             */
            moderators: string[];
            /** @default true */
            profanityFilter: boolean;
        };
        /** @description One student's line of a month's sheet: a mark (or none) per school day of the month. */
        MonthLine: {
            admission_number: string;
            /** @description One per entry of the sheet's `days`, in order. */
            marks: (components["schemas"]["AttendanceStatus"] | null)[];
            name: string;
            /** Format: int32 */
            rate?: number | null;
            student_id: components["schemas"]["StudentId"];
            tally: components["schemas"]["Tally"];
        };
        /** @description A class's month as the register book shows it: students down, school days across. */
        MonthSheet: {
            class_id: components["schemas"]["ClassId"];
            class_name: string;
            /** @description The month's school days, up to today. */
            days: string[];
            lines: components["schemas"]["MonthLine"][];
            /** @description `YYYY-MM`. */
            month: string;
        };
        /** @description An item of a configured list (class levels, subjects). */
        NamedItem: {
            id: string;
            name: string;
        };
        /** @description A new announcement, and whether to tell its audience now. */
        NewAnnouncementForm: components["schemas"]["AnnouncementForm"] & {
            /**
             * @description Also tell its audience, in the portal and by e-mail and SMS as the notification settings
             *     and each person's preferences say (`false` when left out).
             */
            notify?: boolean;
        };
        /** @description A comment to add to the bank. */
        NewBankComment: {
            body: string;
            kind: components["schemas"]["CommentKind"];
        };
        /** @description A new conversation's first message. */
        NewConversationInput: {
            /**
             * Format: uuid
             * @description The student it is about, for a teacher and a parent with several in common.
             */
            about?: string | null;
            /** @description Plain text, at most 2,000 characters. */
            body: string;
            /**
             * Format: uuid
             * @description The account written to: one of `GET /api/conversations/contacts/`.
             */
            to: string;
        };
        /** @description One of the caller's in-app messages. */
        NotificationBody: {
            body: string;
            /** Format: date-time */
            created_at: string;
            event: components["schemas"]["EventName"];
            /** Format: uuid */
            id: string;
            /** @description The portal page it is about, if any. */
            link?: string | null;
            /**
             * Format: date-time
             * @description When the caller read it; `null` while unread.
             */
            read_at?: string | null;
            subject: string;
        };
        /** @description E-mail, SMS and in-app notification settings. */
        Notifications: {
            /**
             * @default {
             *       "absentNotice": true,
             *       "brevo": {
             *         "apiKeySet": false,
             *         "fromEmail": "",
             *         "fromName": "",
             *         "senderId": 1,
             *         "templateId": ""
             *       },
             *       "disciplinaryAction": true,
             *       "enabled": true,
             *       "eventAnnouncement": true,
             *       "examSchedule": true,
             *       "feeReminder": true,
             *       "provider": "smtp",
             *       "resultReleased": true,
             *       "smtp": {
             *         "encryption": "TLS",
             *         "fromEmail": "",
             *         "fromName": "",
             *         "host": "",
             *         "passwordSet": false,
             *         "port": 587,
             *         "username": ""
             *       },
             *       "welcomeEmail": true
             *     }
             */
            email: components["schemas"]["EmailNotifications"];
            /**
             * @default {
             *       "absentNotice": true,
             *       "desktopNotifications": false,
             *       "disciplinaryAction": true,
             *       "enabled": true,
             *       "eventAnnouncement": true,
             *       "examSchedule": true,
             *       "feeReminder": true,
             *       "resultReleased": true,
             *       "soundEnabled": true,
             *       "welcomeMessage": true
             *     }
             */
            inApp: components["schemas"]["InAppNotifications"];
            /**
             * @default {
             *       "absentNotice": true,
             *       "apiKeySet": false,
             *       "apiSecretSet": false,
             *       "disciplinaryAction": true,
             *       "enabled": false,
             *       "eventAnnouncement": true,
             *       "examSchedule": true,
             *       "feeReminder": true,
             *       "provider": "twilio",
             *       "resultReleased": true,
             *       "senderID": "",
             *       "welcomeSMS": true
             *     }
             */
            sms: components["schemas"]["SmsNotifications"];
        };
        /** @description How many messages wait and how many failed. */
        OutboxCountsBody: {
            /** Format: int64 */
            failed: number;
            /** Format: int64 */
            pending: number;
            /**
             * Format: int64
             * @description Pending messages waiting because no provider is set for their channel.
             */
            waiting_for_provider: number;
        };
        /** @description A message in the outbox, as an admin sees it: a secret link's token is hidden. */
        OutboxMessageBody: {
            /** Format: int32 */
            attempts: number;
            body: string;
            channel: components["schemas"]["ChannelName"];
            /** Format: date-time */
            created_at: string;
            event: components["schemas"]["EventName"];
            /** Format: uuid */
            id: string;
            /** @description Why the last try did not send it. */
            last_error?: string | null;
            /**
             * Format: date-time
             * @description When it is next tried (pending messages).
             */
            next_attempt_at: string;
            provider_message_id?: string | null;
            /** @description The e-mail address or phone number; empty for in-app messages. */
            recipient: string;
            /** Format: date-time */
            sent_at?: string | null;
            status: components["schemas"]["StatusName"];
            subject: string;
            /**
             * Format: uuid
             * @description The account it is for; `null` for a newsletter subscriber.
             */
            user_id?: string | null;
        };
        /** @description What a teacher changes on their own record. */
        OwnTeacherPatch: {
            /** @default null */
            bio: string | null;
            /** @default null */
            phone: string | null;
            /** @default null */
            qualification: string | null;
            /** @default null */
            specialisation: string | null;
        };
        /** @description One page of a list, with links to its neighbours. */
        Paginated_AnnouncementBody: {
            /**
             * Format: int64
             * @description How many items the whole list has.
             */
            count: number;
            /** @description The next page's address, or `null` on the last page. */
            next?: string | null;
            /** @description The previous page's address, or `null` on the first page. */
            previous?: string | null;
            results: {
                content: string;
                /** Format: date-time */
                created_at: string;
                /**
                 * Format: uuid
                 * @description The author's account id; `null` once that account is gone.
                 */
                created_by?: string | null;
                created_by_name: string;
                /**
                 * Format: date-time
                 * @description When it stops being shown; `null` for never.
                 */
                expires_at?: string | null;
                /** Format: uuid */
                id: string;
                is_active: boolean;
                priority: components["schemas"]["Priority"];
                target_audience: components["schemas"]["Audience"];
                title: string;
                /** Format: date-time */
                updated_at: string;
            }[];
        };
        /** @description One page of a list, with links to its neighbours. */
        Paginated_BankComment: {
            /**
             * Format: int64
             * @description How many items the whole list has.
             */
            count: number;
            /** @description The next page's address, or `null` on the last page. */
            next?: string | null;
            /** @description The previous page's address, or `null` on the first page. */
            previous?: string | null;
            results: {
                body: string;
                /** Format: uuid */
                id: string;
                kind: components["schemas"]["CommentKind"];
            }[];
        };
        /** @description One page of a list, with links to its neighbours. */
        Paginated_CardTerm: {
            /**
             * Format: int64
             * @description How many items the whole list has.
             */
            count: number;
            /** @description The next page's address, or `null` on the last page. */
            next?: string | null;
            /** @description The previous page's address, or `null` on the first page. */
            previous?: string | null;
            results: {
                class_name: string;
                published: boolean;
                session_name: string;
                term_id: components["schemas"]["TermId"];
                term_name: string;
            }[];
        };
        /** @description One page of a list, with links to its neighbours. */
        Paginated_Class: {
            /**
             * Format: int64
             * @description How many items the whole list has.
             */
            count: number;
            /** @description The next page's address, or `null` on the last page. */
            next?: string | null;
            /** @description The previous page's address, or `null` on the first page. */
            previous?: string | null;
            results: {
                arm: string;
                class_teacher_id?: components["schemas"]["TeacherId"] | null;
                class_teacher_name?: string | null;
                id: components["schemas"]["ClassId"];
                level_id: components["schemas"]["LevelId"];
                level_name: string;
                name: string;
                /**
                 * Format: int64
                 * @description Students enrolled in it in the current session.
                 */
                student_count: number;
            }[];
        };
        /** @description One page of a list, with links to its neighbours. */
        Paginated_ClassLevel: {
            /**
             * Format: int64
             * @description How many items the whole list has.
             */
            count: number;
            /** @description The next page's address, or `null` on the last page. */
            next?: string | null;
            /** @description The previous page's address, or `null` on the first page. */
            previous?: string | null;
            results: {
                id: components["schemas"]["LevelId"];
                name: string;
                /**
                 * Format: int32
                 * @description Lower comes first: Grade 1 before Grade 2.
                 */
                position: number;
            }[];
        };
        /** @description One page of a list, with links to its neighbours. */
        Paginated_ClassSubject: {
            /**
             * Format: int64
             * @description How many items the whole list has.
             */
            count: number;
            /** @description The next page's address, or `null` on the last page. */
            next?: string | null;
            /** @description The previous page's address, or `null` on the first page. */
            previous?: string | null;
            results: {
                class_id: components["schemas"]["ClassId"];
                class_name: string;
                id: components["schemas"]["ClassSubjectId"];
                subject_id: components["schemas"]["SubjectId"];
                subject_name: string;
                teacher_id?: components["schemas"]["TeacherId"] | null;
                teacher_name?: string | null;
            }[];
        };
        /** @description One page of a list, with links to its neighbours. */
        Paginated_Enrolment: {
            /**
             * Format: int64
             * @description How many items the whole list has.
             */
            count: number;
            /** @description The next page's address, or `null` on the last page. */
            next?: string | null;
            /** @description The previous page's address, or `null` on the first page. */
            previous?: string | null;
            results: {
                admission_number: string;
                class_id: components["schemas"]["ClassId"];
                class_name: string;
                id: components["schemas"]["EnrolmentId"];
                session_id: components["schemas"]["SessionId"];
                student_id: components["schemas"]["StudentId"];
                student_name: string;
            }[];
        };
        /** @description One page of a list, with links to its neighbours. */
        Paginated_Exam: {
            /**
             * Format: int64
             * @description How many items the whole list has.
             */
            count: number;
            /** @description The next page's address, or `null` on the last page. */
            next?: string | null;
            /** @description The previous page's address, or `null` on the first page. */
            previous?: string | null;
            results: {
                /** Format: date */
                end_date: string;
                id: components["schemas"]["ExamId"];
                kind: components["schemas"]["ExamKind"];
                name: string;
                /**
                 * Format: int32
                 * @description How many papers its schedule has.
                 */
                papers: number;
                /** Format: date */
                start_date: string;
                status: components["schemas"]["ExamStatus"];
                term_id: components["schemas"]["TermId"];
                /** @description "First Term 2026/2027". */
                term_name: string;
            }[];
        };
        /** @description One page of a list, with links to its neighbours. */
        Paginated_ExamPaper: {
            /**
             * Format: int64
             * @description How many items the whole list has.
             */
            count: number;
            /** @description The next page's address, or `null` on the last page. */
            next?: string | null;
            /** @description The previous page's address, or `null` on the first page. */
            previous?: string | null;
            results: {
                class_id: components["schemas"]["ClassId"];
                class_name: string;
                class_subject_id: components["schemas"]["ClassSubjectId"];
                /** Format: date */
                date: string;
                /** @example 11:00 */
                end_time: string;
                exam_id: components["schemas"]["ExamId"];
                exam_name: string;
                exam_status: components["schemas"]["ExamStatus"];
                id: components["schemas"]["ExamPaperId"];
                invigilator_id?: components["schemas"]["TeacherId"] | null;
                invigilator_name?: string | null;
                /** @description Empty when the class sits it in its own room. */
                room: string;
                /** @example 09:00 */
                start_time: string;
                subject_id: components["schemas"]["SubjectId"];
                subject_name: string;
            }[];
        };
        /** @description One page of a list, with links to its neighbours. */
        Paginated_Lesson: {
            /**
             * Format: int64
             * @description How many items the whole list has.
             */
            count: number;
            /** @description The next page's address, or `null` on the last page. */
            next?: string | null;
            /** @description The previous page's address, or `null` on the first page. */
            previous?: string | null;
            results: {
                class_id: components["schemas"]["ClassId"];
                class_name: string;
                class_subject_id: components["schemas"]["ClassSubjectId"];
                /**
                 * @description `HH:MM`; the lesson ends before this minute starts.
                 * @example 08:40
                 */
                end_time: string;
                id: components["schemas"]["LessonId"];
                /** @description Empty when the class stays in its own room. */
                room: string;
                /**
                 * @description `HH:MM`, 24-hour, in the school's time zone.
                 * @example 08:00
                 */
                start_time: string;
                subject_id: components["schemas"]["SubjectId"];
                subject_name: string;
                teacher_id?: components["schemas"]["TeacherId"] | null;
                teacher_name?: string | null;
                term_id: components["schemas"]["TermId"];
                weekday: components["schemas"]["Weekday"];
            }[];
        };
        /** @description One page of a list, with links to its neighbours. */
        Paginated_NotificationBody: {
            /**
             * Format: int64
             * @description How many items the whole list has.
             */
            count: number;
            /** @description The next page's address, or `null` on the last page. */
            next?: string | null;
            /** @description The previous page's address, or `null` on the first page. */
            previous?: string | null;
            results: {
                body: string;
                /** Format: date-time */
                created_at: string;
                event: components["schemas"]["EventName"];
                /** Format: uuid */
                id: string;
                /** @description The portal page it is about, if any. */
                link?: string | null;
                /**
                 * Format: date-time
                 * @description When the caller read it; `null` while unread.
                 */
                read_at?: string | null;
                subject: string;
            }[];
        };
        /** @description One page of a list, with links to its neighbours. */
        Paginated_OutboxMessageBody: {
            /**
             * Format: int64
             * @description How many items the whole list has.
             */
            count: number;
            /** @description The next page's address, or `null` on the last page. */
            next?: string | null;
            /** @description The previous page's address, or `null` on the first page. */
            previous?: string | null;
            results: {
                /** Format: int32 */
                attempts: number;
                body: string;
                channel: components["schemas"]["ChannelName"];
                /** Format: date-time */
                created_at: string;
                event: components["schemas"]["EventName"];
                /** Format: uuid */
                id: string;
                /** @description Why the last try did not send it. */
                last_error?: string | null;
                /**
                 * Format: date-time
                 * @description When it is next tried (pending messages).
                 */
                next_attempt_at: string;
                provider_message_id?: string | null;
                /** @description The e-mail address or phone number; empty for in-app messages. */
                recipient: string;
                /** Format: date-time */
                sent_at?: string | null;
                status: components["schemas"]["StatusName"];
                subject: string;
                /**
                 * Format: uuid
                 * @description The account it is for; `null` for a newsletter subscriber.
                 */
                user_id?: string | null;
            }[];
        };
        /** @description One page of a list, with links to its neighbours. */
        Paginated_Parent: {
            /**
             * Format: int64
             * @description How many items the whole list has.
             */
            count: number;
            /** @description The next page's address, or `null` on the last page. */
            next?: string | null;
            /** @description The previous page's address, or `null` on the first page. */
            previous?: string | null;
            results: {
                address: string;
                children: components["schemas"]["ParentChild"][];
                email: string;
                first_name: string;
                id: components["schemas"]["ParentId"];
                initial_password?: string | null;
                is_active: boolean;
                last_name: string;
                occupation: string;
                phone: string;
                user_id: components["schemas"]["UserId"];
                username: string;
                /**
                 * @description Only on the answer to a create: the address the welcome e-mail with a link to choose a
                 *     password is going to, when one is (decisions/016).
                 */
                welcome_email?: string | null;
            }[];
        };
        /** @description One page of a list, with links to its neighbours. */
        Paginated_PermissionBody: {
            /**
             * Format: int64
             * @description How many items the whole list has.
             */
            count: number;
            /** @description The next page's address, or `null` on the last page. */
            next?: string | null;
            /** @description The previous page's address, or `null` on the first page. */
            previous?: string | null;
            results: {
                codename: string;
                description: string;
                /** @description The codename, such as `settings.change`; also the permission's id. */
                id: string;
            }[];
        };
        /** @description One page of a list, with links to its neighbours. */
        Paginated_PinBatch: {
            /**
             * Format: int64
             * @description How many items the whole list has.
             */
            count: number;
            /** @description The next page's address, or `null` on the last page. */
            next?: string | null;
            /** @description The previous page's address, or `null` on the first page. */
            previous?: string | null;
            results: {
                /**
                 * Format: int32
                 * @description Cards bound to a student (used at least once).
                 */
                bound: number;
                /** Format: int32 */
                count: number;
                /** Format: date-time */
                created_at: string;
                created_by?: string | null;
                /** Format: date */
                expires_on: string;
                first_serial: string;
                /** Format: uuid */
                id: string;
                last_serial: string;
                prefix: string;
                /** Format: date-time */
                revoked_at?: string | null;
                /**
                 * Format: int32
                 * @description Cards withdrawn one by one (a withdrawn batch withdraws them all).
                 */
                revoked_cards: number;
                scope: components["schemas"]["PinBatchScope"];
                /** @description "First Term, 2025/2026" or "2025/2026 (every term)". */
                scope_name: string;
                /** Format: int32 */
                uses_allowed: number;
                /**
                 * Format: int32
                 * @description Views used over every card.
                 */
                views: number;
            }[];
        };
        /** @description One page of a list, with links to its neighbours. */
        Paginated_PinCard: {
            /**
             * Format: int64
             * @description How many items the whole list has.
             */
            count: number;
            /** @description The next page's address, or `null` on the last page. */
            next?: string | null;
            /** @description The previous page's address, or `null` on the first page. */
            previous?: string | null;
            results: {
                admission_number?: string | null;
                /** Format: uuid */
                id: string;
                /** Format: date-time */
                last_used_at?: string | null;
                /** Format: date-time */
                revoked_at?: string | null;
                serial: string;
                student_id?: components["schemas"]["StudentId"] | null;
                student_name?: string | null;
                /** Format: int32 */
                uses: number;
                /** Format: int32 */
                uses_left: number;
            }[];
        };
        /** @description One page of a list, with links to its neighbours. */
        Paginated_ResultChange: {
            /**
             * Format: int64
             * @description How many items the whole list has.
             */
            count: number;
            /** @description The next page's address, or `null` on the last page. */
            next?: string | null;
            /** @description The previous page's address, or `null` on the first page. */
            previous?: string | null;
            results: {
                /** Format: date-time */
                changed_at: string;
                changed_by?: string | null;
                new_value: string;
                old_value: string;
                student_id?: components["schemas"]["StudentId"] | null;
                student_name?: string | null;
                /** @description What changed: "Mathematics: Exam", "Class teacher's comment", "Results" ... */
                what: string;
            }[];
        };
        /** @description One page of a list, with links to its neighbours. */
        Paginated_RoleBody: {
            /**
             * Format: int64
             * @description How many items the whole list has.
             */
            count: number;
            /** @description The next page's address, or `null` on the last page. */
            next?: string | null;
            /** @description The previous page's address, or `null` on the first page. */
            previous?: string | null;
            results: {
                /** Format: date-time */
                created_at: string;
                description: string;
                /** Format: uuid */
                id: string;
                name: string;
                /** @description Codenames. */
                permissions: string[];
            }[];
        };
        /** @description One page of a list, with links to its neighbours. */
        Paginated_Session: {
            /**
             * Format: int64
             * @description How many items the whole list has.
             */
            count: number;
            /** @description The next page's address, or `null` on the last page. */
            next?: string | null;
            /** @description The previous page's address, or `null` on the first page. */
            previous?: string | null;
            results: {
                /** Format: date */
                end_date?: string | null;
                id: components["schemas"]["SessionId"];
                is_current: boolean;
                name: string;
                /** Format: date */
                start_date?: string | null;
                terms: components["schemas"]["Term"][];
            }[];
        };
        /** @description One page of a list, with links to its neighbours. */
        Paginated_Student: {
            /**
             * Format: int64
             * @description How many items the whole list has.
             */
            count: number;
            /** @description The next page's address, or `null` on the last page. */
            next?: string | null;
            /** @description The previous page's address, or `null` on the first page. */
            previous?: string | null;
            results: {
                address: string;
                /** Format: date */
                admission_date?: string | null;
                admission_number: string;
                class_id?: components["schemas"]["ClassId"] | null;
                class_name?: string | null;
                /** Format: date */
                date_of_birth?: string | null;
                email: string;
                first_name: string;
                gender: components["schemas"]["Gender"];
                id: components["schemas"]["StudentId"];
                /** @description Only on the answer to a create that made the password: shown once. */
                initial_password?: string | null;
                is_active: boolean;
                last_name: string;
                level_id?: components["schemas"]["LevelId"] | null;
                parents: components["schemas"]["StudentParent"][];
                status: components["schemas"]["StudentStatus"];
                user_id: components["schemas"]["UserId"];
                username: string;
                /**
                 * @description Only on the answer to a create: the address the welcome e-mail with a link to choose a
                 *     password is going to, when one is (decisions/016).
                 */
                welcome_email?: string | null;
            }[];
        };
        /** @description One page of a list, with links to its neighbours. */
        Paginated_Subject: {
            /**
             * Format: int64
             * @description How many items the whole list has.
             */
            count: number;
            /** @description The next page's address, or `null` on the last page. */
            next?: string | null;
            /** @description The previous page's address, or `null` on the first page. */
            previous?: string | null;
            results: {
                id: components["schemas"]["SubjectId"];
                name: string;
                /** Format: int32 */
                position: number;
            }[];
        };
        /** @description One page of a list, with links to its neighbours. */
        Paginated_SubscriberBody: {
            /**
             * Format: int64
             * @description How many items the whole list has.
             */
            count: number;
            /** @description The next page's address, or `null` on the last page. */
            next?: string | null;
            /** @description The previous page's address, or `null` on the first page. */
            previous?: string | null;
            results: {
                /**
                 * Format: date-time
                 * @description When the address was confirmed from the e-mailed link; `null` while it waits (the
                 *     newsletter is not sent to it).
                 */
                confirmed_at?: string | null;
                email: string;
                /** Format: uuid */
                id: string;
                /** Format: date-time */
                subscribed_at: string;
            }[];
        };
        /** @description One page of a list, with links to its neighbours. */
        Paginated_Teacher: {
            /**
             * Format: int64
             * @description How many items the whole list has.
             */
            count: number;
            /** @description The next page's address, or `null` on the last page. */
            next?: string | null;
            /** @description The previous page's address, or `null` on the first page. */
            previous?: string | null;
            results: {
                bio: string;
                classes: components["schemas"]["ClassRef"][];
                email: string;
                first_name: string;
                /** Format: date */
                hire_date?: string | null;
                id: components["schemas"]["TeacherId"];
                initial_password?: string | null;
                is_active: boolean;
                last_name: string;
                phone: string;
                profile_picture?: string | null;
                qualification: string;
                specialisation: string;
                staff_number: string;
                subjects: components["schemas"]["TeachingRef"][];
                user_id: components["schemas"]["UserId"];
                username: string;
                /**
                 * @description Only on the answer to a create: the address the welcome e-mail with a link to choose a
                 *     password is going to, when one is (decisions/016).
                 */
                welcome_email?: string | null;
            }[];
        };
        /** @description One page of a list, with links to its neighbours. */
        Paginated_Term: {
            /**
             * Format: int64
             * @description How many items the whole list has.
             */
            count: number;
            /** @description The next page's address, or `null` on the last page. */
            next?: string | null;
            /** @description The previous page's address, or `null` on the first page. */
            previous?: string | null;
            results: {
                /** Format: date */
                end_date?: string | null;
                id: components["schemas"]["TermId"];
                is_current: boolean;
                name: string;
                /** Format: date */
                next_term_begins?: string | null;
                /**
                 * Format: int32
                 * @description First Term is 0.
                 */
                position: number;
                session_id: components["schemas"]["SessionId"];
                /** Format: date */
                start_date?: string | null;
            }[];
        };
        /** @description One page of a list, with links to its neighbours. */
        Paginated_UserBody: {
            /**
             * Format: int64
             * @description How many items the whole list has.
             */
            count: number;
            /** @description The next page's address, or `null` on the last page. */
            next?: string | null;
            /** @description The previous page's address, or `null` on the first page. */
            previous?: string | null;
            results: {
                /** @description False while a self-registered account waits for an admin's approval. */
                approved: boolean;
                /** Format: date-time */
                date_joined: string;
                email: string;
                email_verified: boolean;
                first_name: string;
                id: components["schemas"]["UserId"];
                is_active: boolean;
                is_staff: boolean;
                is_superuser: boolean;
                /** Format: date-time */
                last_login?: string | null;
                last_name: string;
                /** @description True after an admin set a temporary password: the user must choose a new one. */
                must_change_password: boolean;
                parent_data?: components["schemas"]["Parent"] | null;
                /** @description The codenames of what the user may do; only in the user's own profile and sign-in. */
                permissions?: string[] | null;
                preferences: components["schemas"]["PreferencesBody"];
                profile_picture?: string | null;
                /** @description `student`, `teacher`, `parent` or `admin`. */
                role: string;
                student_data?: components["schemas"]["Student"] | null;
                teacher_data?: components["schemas"]["Teacher"] | null;
                username: string;
            }[];
        };
        /** @description One page of a list, with links to its neighbours. */
        Paginated_UserRoleBody: {
            /**
             * Format: int64
             * @description How many items the whole list has.
             */
            count: number;
            /** @description The next page's address, or `null` on the last page. */
            next?: string | null;
            /** @description The previous page's address, or `null` on the first page. */
            previous?: string | null;
            results: {
                /** Format: date-time */
                created_at: string;
                /** Format: uuid */
                id: string;
                /** Format: uuid */
                role: string;
                user: components["schemas"]["UserId"];
            }[];
        };
        Parent: {
            address: string;
            children: components["schemas"]["ParentChild"][];
            email: string;
            first_name: string;
            id: components["schemas"]["ParentId"];
            initial_password?: string | null;
            is_active: boolean;
            last_name: string;
            occupation: string;
            phone: string;
            user_id: components["schemas"]["UserId"];
            username: string;
            /**
             * @description Only on the answer to a create: the address the welcome e-mail with a link to choose a
             *     password is going to, when one is (decisions/016).
             */
            welcome_email?: string | null;
        };
        /** @description One of a parent's children, as the parent's record shows them. */
        ParentChild: {
            admission_number: string;
            class_id?: components["schemas"]["ClassId"] | null;
            class_name?: string | null;
            name: string;
            relationship: string;
            student_id: components["schemas"]["StudentId"];
        };
        /** Format: uuid */
        ParentId: string;
        ParentInput: {
            /** @default  */
            address: string;
            /** @default [] */
            children: components["schemas"]["ChildLink"][];
            /**
             * @description E-mail or phone is needed; the username defaults to the e-mail, else the phone.
             * @default
             */
            email: string;
            /** @default  */
            first_name: string;
            /** @default  */
            last_name: string;
            /** @default  */
            occupation: string;
            /** @default null */
            password: string | null;
            /** @default  */
            phone: string;
            /** @default null */
            username: string | null;
        };
        /** @description A link from a student to a parent. */
        ParentLink: {
            parent_id: components["schemas"]["ParentId"];
            /** @description Mother, Father, Guardian... */
            relationship?: string;
        };
        ParentPatch: {
            /** @default null */
            address: string | null;
            /** @default null */
            email: string | null;
            /** @default null */
            first_name: string | null;
            /** @default null */
            is_active: boolean | null;
            /** @default null */
            last_name: string | null;
            /** @default null */
            occupation: string | null;
            /** @default null */
            phone: string | null;
        };
        PasswordResetConfirm: {
            /** @default  */
            new_password: string;
            /** @default  */
            token: string;
        };
        PasswordResetRequest: {
            /** @default  */
            email: string;
        };
        /** @description The payment gateways; all are off until an admin turns one on. */
        PaymentGateways: {
            /**
             * @default {
             *       "accountName": "",
             *       "accountNumber": "",
             *       "bankName": "",
             *       "enabled": false
             *     }
             */
            bankTransfer: components["schemas"]["BankTransfer"];
            /**
             * @default {
             *       "enabled": false,
             *       "publicKey": "",
             *       "secretKeySet": false,
             *       "testMode": true
             *     }
             */
            flutterwave: components["schemas"]["CardGateway"];
            /**
             * @default {
             *       "enabled": false,
             *       "publicKey": "",
             *       "secretKeySet": false,
             *       "testMode": false
             *     }
             */
            paystack: components["schemas"]["CardGateway"];
            /**
             * @default {
             *       "enabled": false,
             *       "publishableKey": "",
             *       "secretKeySet": false,
             *       "testMode": false
             *     }
             */
            stripe: components["schemas"]["StripeGateway"];
        };
        PaymentPlans: {
            /** @default true */
            fullPayment: boolean;
            /** @default true */
            threeInstallments: boolean;
            /** @default true */
            twoInstallments: boolean;
        };
        /** @description Something the server checks before an admin action. */
        PermissionBody: {
            codename: string;
            description: string;
            /** @description The codename, such as `settings.change`; also the permission's id. */
            id: string;
        };
        /** @description One of the two people of a conversation, or someone the caller may write to. */
        PersonBody: {
            /**
             * Format: uuid
             * @description Their account.
             */
            id: string;
            name: string;
            /** @description `admin`, `teacher`, `parent` or `student`. */
            role: string;
        };
        /** @description Where the new picture is served. */
        PictureResponse: {
            profile_picture_url: string;
        };
        /** @description A batch with how its cards are used. */
        PinBatch: {
            /**
             * Format: int32
             * @description Cards bound to a student (used at least once).
             */
            bound: number;
            /** Format: int32 */
            count: number;
            /** Format: date-time */
            created_at: string;
            created_by?: string | null;
            /** Format: date */
            expires_on: string;
            first_serial: string;
            /** Format: uuid */
            id: string;
            last_serial: string;
            prefix: string;
            /** Format: date-time */
            revoked_at?: string | null;
            /**
             * Format: int32
             * @description Cards withdrawn one by one (a withdrawn batch withdraws them all).
             */
            revoked_cards: number;
            scope: components["schemas"]["PinBatchScope"];
            /** @description "First Term, 2025/2026" or "2025/2026 (every term)". */
            scope_name: string;
            /** Format: int32 */
            uses_allowed: number;
            /**
             * Format: int32
             * @description Views used over every card.
             */
            views: number;
        };
        /** @description What an admin asks for when making a batch. */
        PinBatchInput: {
            /**
             * Format: int32
             * @description How many cards, 1 to 10,000.
             */
            count: number;
            /**
             * Format: date
             * @description The last day a card works.
             */
            expires_on: string;
            /** @description The serials' letters, 2 to 6 (the school's initials, say): `GFA` in `GFA-2526-000123`. */
            prefix: string;
            session_id?: components["schemas"]["SessionId"] | null;
            term_id?: components["schemas"]["TermId"] | null;
            /**
             * Format: int32
             * @description Views each card allows, 1 to 20 (5 when left out).
             */
            uses_allowed?: number | null;
        };
        /** @description A batch's answer when made: the batch and, this once, its cards' PINs. */
        PinBatchMade: {
            batch: components["schemas"]["PinBatch"];
            cards: components["schemas"]["IssuedCard"][];
        };
        /** @description What a batch's cards open: one term's report cards, or any published term of a session. */
        PinBatchScope: {
            id: components["schemas"]["TermId"];
            /** @enum {string} */
            kind: "term";
        } | {
            id: components["schemas"]["SessionId"];
            /** @enum {string} */
            kind: "session";
        };
        /** @description One card of a batch as the admin sees it: who it checks, what is left. */
        PinCard: {
            admission_number?: string | null;
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            last_used_at?: string | null;
            /** Format: date-time */
            revoked_at?: string | null;
            serial: string;
            student_id?: components["schemas"]["StudentId"] | null;
            student_name?: string | null;
            /** Format: int32 */
            uses: number;
            /** Format: int32 */
            uses_left: number;
        };
        /** @description A check as the family sends it. */
        PinCheck: {
            admission_number: string;
            /** @description 12 digits; spaces and dashes are ignored. */
            pin: string;
            serial: string;
            term_id?: components["schemas"]["TermId"] | null;
        };
        /**
         * @description A successful check: the card as published, what is left on the card, and the other terms
         *     the card may open (a session's card).
         */
        PinCheckOutcome: {
            card: components["schemas"]["ReportCard"];
            /** Format: date */
            expires_on: string;
            serial: string;
            /** @description The published terms this card opens for the student, newest first. */
            terms: components["schemas"]["CardTerm"][];
            /** Format: int32 */
            uses_left: number;
        };
        /** @description A user's own choices. */
        PreferencesBody: {
            email_notifications: boolean;
            sms_notifications: boolean;
            /** @description `light`, `dark`, or `null` to follow the school's default. */
            theme?: string | null;
        };
        /** @description The fields to change; absent fields keep their value. `theme: null` follows the school. */
        PreferencesUpdate: {
            email_notifications?: boolean | null;
            sms_notifications?: boolean | null;
            theme?: string | null;
        };
        /** @enum {string} */
        Priority: "LOW" | "MEDIUM" | "HIGH";
        /** @description End of session for one class: everyone not listed is promoted into `to_class_id`. */
        PromoteRequest: {
            /** @description Students who leave as graduates: status graduated, no new enrolment. */
            graduate?: components["schemas"]["StudentId"][];
            /** @description Students who stay at their level, enrolled in `repeat_class_id` (default: this class). */
            repeat?: components["schemas"]["StudentId"][];
            repeat_class_id?: components["schemas"]["ClassId"] | null;
            to_class_id?: components["schemas"]["ClassId"] | null;
            /** @description The session the students move into (not the current one). */
            to_session_id: components["schemas"]["SessionId"];
        };
        PromoteResult: {
            /** Format: int32 */
            graduated: number;
            /** Format: int32 */
            promoted: number;
            /** Format: int32 */
            repeated: number;
        };
        /** @description What publishing an exam's schedule did. */
        PublishResult: {
            detail: string;
            exam: components["schemas"]["Exam"];
            /**
             * Format: int32
             * @description How many messages were written to the outbox.
             */
            messages: number;
        };
        /** @description One rating: a trait of a group, from 1 to 5. */
        Rating: {
            group: components["schemas"]["RatingGroup"];
            name: string;
            /**
             * Format: int32
             * @description 1 (poor) to 5 (excellent); none when not rated.
             */
            value?: number | null;
        };
        /**
         * @description The two groups of ratings on a report card.
         * @enum {string}
         */
        RatingGroup: "affective" | "psychomotor";
        /**
         * @description How to help someone who forgot their password.
         * @enum {string}
         */
        RecoveryMethod: "temporary_password" | "reset_link";
        RecoveryRequest: {
            method: components["schemas"]["RecoveryMethod"];
        };
        /** @description What was done. `temporary_password` is shown once: pass it on, it is not stored in clear. */
        RecoveryResponse: {
            detail: string;
            temporary_password?: string | null;
        };
        RefreshRequest: {
            /** @default  */
            refresh: string;
        };
        /** @description A class's register for a day: exactly the students enrolled in the class this session. */
        Register: {
            class_id: components["schemas"]["ClassId"];
            class_name: string;
            /** Format: date */
            date: string;
            lines: components["schemas"]["RegisterLine"][];
        };
        /** @description One student on a class's register for a day, with their mark if one was saved. */
        RegisterLine: {
            admission_number: string;
            /** Format: date-time */
            marked_at?: string | null;
            marked_by_name?: string | null;
            name: string;
            remark: string;
            status?: components["schemas"]["AttendanceStatus"] | null;
            student_id: components["schemas"]["StudentId"];
        };
        /** @description A class's register saved whole. */
        RegisterSave: {
            class_id: components["schemas"]["ClassId"];
            /** Format: date */
            date: string;
            /** @description The save's idempotency key, when it is not sent as the `Idempotency-Key` header. */
            idempotency_key?: string | null;
            /** @description Every student of the register, once. */
            marks: components["schemas"]["MarkInput"][];
            /**
             * Format: date-time
             * @description When the marker read the register: a save is refused if someone else changed a mark of
             *     this register after that, so a save a phone kept offline never overwrites a newer one.
             */
            read_at?: string | null;
            /** @description Why marks saved before are changed (kept in the audit log). */
            reason?: string;
        };
        /** @description A rejection's reason, which the sender reads. */
        RejectInput: {
            reason: string;
        };
        /**
         * @description A student's report card for a term. What students and parents read is the card as it was
         *     published; staff see it as it stands.
         */
        ReportCard: {
            admission_number: string;
            average?: string | null;
            class_average?: string | null;
            class_id: components["schemas"]["ClassId"];
            class_name: string;
            class_teacher_comment: string;
            class_teacher_name?: string | null;
            components: components["schemas"]["Column"][];
            /** Format: date */
            date_of_birth?: string | null;
            /** Format: int32 */
            days_open: number;
            /**
             * Format: int32
             * @description Days present (late counts as present) of the term's school days.
             */
            days_present: number;
            /** @description The earlier terms whose totals a subject shows (the session's last term only). */
            earlier_terms: string[];
            /** Format: int32 */
            exam_max: number;
            gender: string;
            grade?: string | null;
            name: string;
            /** Format: date */
            next_term_begins?: string | null;
            /** Format: int32 */
            out_of: number;
            photo_url?: string | null;
            /**
             * Format: int32
             * @description "Nth of N": the position, and N the students placed.
             */
            position?: number | null;
            principal_comment: string;
            published: boolean;
            /** Format: date-time */
            published_at?: string | null;
            /** @description Every trait the school rates, with the student's rating or none. */
            ratings: components["schemas"]["Rating"][];
            remark?: string | null;
            session_name: string;
            student_id: components["schemas"]["StudentId"];
            subjects: components["schemas"]["CardSubject"][];
            term_id: components["schemas"]["TermId"];
            term_name: string;
            total?: string | null;
        };
        /** @description What a save of a term report carries: the fields sent change, the rest stay. */
        ReportSave: {
            /** @description The class teacher's comment (up to 500 characters; empty clears it). */
            class_teacher_comment?: string | null;
            /** @description The principal's comment (admins who publish results). */
            principal_comment?: string | null;
            /** @description Ratings to set: a value from 1 to 5, or null to clear the trait. */
            ratings?: components["schemas"]["Rating"][] | null;
        };
        /**
         * @description The traits report cards rate from 1 to 5 (issue 17): behaviour (affective) and skills
         *     (psychomotor), seven of each by default, as the school names them.
         */
        ReportTraits: {
            /**
             * @default [
             *       "Punctuality",
             *       "Attentiveness",
             *       "Neatness",
             *       "Politeness",
             *       "Honesty",
             *       "Relationship with others",
             *       "Self-control"
             *     ]
             */
            affective: string[];
            /**
             * @default [
             *       "Handwriting",
             *       "Verbal fluency",
             *       "Games",
             *       "Sports",
             *       "Handling of tools",
             *       "Drawing and painting",
             *       "Musical skills"
             *     ]
             */
            psychomotor: string[];
        };
        /** @description One change to a class's results after they were first published. */
        ResultChange: {
            /** Format: date-time */
            changed_at: string;
            changed_by?: string | null;
            new_value: string;
            old_value: string;
            student_id?: components["schemas"]["StudentId"] | null;
            student_name?: string | null;
            /** @description What changed: "Mathematics: Exam", "Class teacher's comment", "Results" ... */
            what: string;
        };
        /** @description What a bulk call made or changed. */
        Results_Class: {
            results: {
                arm: string;
                class_teacher_id?: components["schemas"]["TeacherId"] | null;
                class_teacher_name?: string | null;
                id: components["schemas"]["ClassId"];
                level_id: components["schemas"]["LevelId"];
                level_name: string;
                name: string;
                /**
                 * Format: int64
                 * @description Students enrolled in it in the current session.
                 */
                student_count: number;
            }[];
        };
        /** @description What a bulk call made or changed. */
        Results_ClassLevel: {
            results: {
                id: components["schemas"]["LevelId"];
                name: string;
                /**
                 * Format: int32
                 * @description Lower comes first: Grade 1 before Grade 2.
                 */
                position: number;
            }[];
        };
        /** @description What a bulk call made or changed. */
        Results_ClassSubject: {
            results: {
                class_id: components["schemas"]["ClassId"];
                class_name: string;
                id: components["schemas"]["ClassSubjectId"];
                subject_id: components["schemas"]["SubjectId"];
                subject_name: string;
                teacher_id?: components["schemas"]["TeacherId"] | null;
                teacher_name?: string | null;
            }[];
        };
        /** @description What a bulk call made or changed. */
        Results_Enrolment: {
            results: {
                admission_number: string;
                class_id: components["schemas"]["ClassId"];
                class_name: string;
                id: components["schemas"]["EnrolmentId"];
                session_id: components["schemas"]["SessionId"];
                student_id: components["schemas"]["StudentId"];
                student_name: string;
            }[];
        };
        /** @description What a bulk call made or changed. */
        Results_ExamPaper: {
            results: {
                class_id: components["schemas"]["ClassId"];
                class_name: string;
                class_subject_id: components["schemas"]["ClassSubjectId"];
                /** Format: date */
                date: string;
                /** @example 11:00 */
                end_time: string;
                exam_id: components["schemas"]["ExamId"];
                exam_name: string;
                exam_status: components["schemas"]["ExamStatus"];
                id: components["schemas"]["ExamPaperId"];
                invigilator_id?: components["schemas"]["TeacherId"] | null;
                invigilator_name?: string | null;
                /** @description Empty when the class sits it in its own room. */
                room: string;
                /** @example 09:00 */
                start_time: string;
                subject_id: components["schemas"]["SubjectId"];
                subject_name: string;
            }[];
        };
        /** @description What a bulk call made or changed. */
        Results_Lesson: {
            results: {
                class_id: components["schemas"]["ClassId"];
                class_name: string;
                class_subject_id: components["schemas"]["ClassSubjectId"];
                /**
                 * @description `HH:MM`; the lesson ends before this minute starts.
                 * @example 08:40
                 */
                end_time: string;
                id: components["schemas"]["LessonId"];
                /** @description Empty when the class stays in its own room. */
                room: string;
                /**
                 * @description `HH:MM`, 24-hour, in the school's time zone.
                 * @example 08:00
                 */
                start_time: string;
                subject_id: components["schemas"]["SubjectId"];
                subject_name: string;
                teacher_id?: components["schemas"]["TeacherId"] | null;
                teacher_name?: string | null;
                term_id: components["schemas"]["TermId"];
                weekday: components["schemas"]["Weekday"];
            }[];
        };
        /** @description What a bulk call made or changed. */
        Results_Parent: {
            results: {
                address: string;
                children: components["schemas"]["ParentChild"][];
                email: string;
                first_name: string;
                id: components["schemas"]["ParentId"];
                initial_password?: string | null;
                is_active: boolean;
                last_name: string;
                occupation: string;
                phone: string;
                user_id: components["schemas"]["UserId"];
                username: string;
                /**
                 * @description Only on the answer to a create: the address the welcome e-mail with a link to choose a
                 *     password is going to, when one is (decisions/016).
                 */
                welcome_email?: string | null;
            }[];
        };
        /** @description What a bulk call made or changed. */
        Results_Session: {
            results: {
                /** Format: date */
                end_date?: string | null;
                id: components["schemas"]["SessionId"];
                is_current: boolean;
                name: string;
                /** Format: date */
                start_date?: string | null;
                terms: components["schemas"]["Term"][];
            }[];
        };
        /** @description What a bulk call made or changed. */
        Results_Student: {
            results: {
                address: string;
                /** Format: date */
                admission_date?: string | null;
                admission_number: string;
                class_id?: components["schemas"]["ClassId"] | null;
                class_name?: string | null;
                /** Format: date */
                date_of_birth?: string | null;
                email: string;
                first_name: string;
                gender: components["schemas"]["Gender"];
                id: components["schemas"]["StudentId"];
                /** @description Only on the answer to a create that made the password: shown once. */
                initial_password?: string | null;
                is_active: boolean;
                last_name: string;
                level_id?: components["schemas"]["LevelId"] | null;
                parents: components["schemas"]["StudentParent"][];
                status: components["schemas"]["StudentStatus"];
                user_id: components["schemas"]["UserId"];
                username: string;
                /**
                 * @description Only on the answer to a create: the address the welcome e-mail with a link to choose a
                 *     password is going to, when one is (decisions/016).
                 */
                welcome_email?: string | null;
            }[];
        };
        /** @description What a bulk call made or changed. */
        Results_Subject: {
            results: {
                id: components["schemas"]["SubjectId"];
                name: string;
                /** Format: int32 */
                position: number;
            }[];
        };
        /** @description What a bulk call made or changed. */
        Results_Teacher: {
            results: {
                bio: string;
                classes: components["schemas"]["ClassRef"][];
                email: string;
                first_name: string;
                /** Format: date */
                hire_date?: string | null;
                id: components["schemas"]["TeacherId"];
                initial_password?: string | null;
                is_active: boolean;
                last_name: string;
                phone: string;
                profile_picture?: string | null;
                qualification: string;
                specialisation: string;
                staff_number: string;
                subjects: components["schemas"]["TeachingRef"][];
                user_id: components["schemas"]["UserId"];
                username: string;
                /**
                 * @description Only on the answer to a create: the address the welcome e-mail with a link to choose a
                 *     password is going to, when one is (decisions/016).
                 */
                welcome_email?: string | null;
            }[];
        };
        /** @description The admin's board: every class's results in a term. */
        ResultsBoard: {
            classes: components["schemas"]["ClassResults"][];
            term_id: components["schemas"]["TermId"];
            term_name: string;
        };
        /** @description A return to the teacher, with what to correct. */
        ReturnBody: {
            reason: string;
            /** Format: int64 */
            version: number;
        };
        /** @description A named group of permissions. */
        RoleBody: {
            /** Format: date-time */
            created_at: string;
            description: string;
            /** Format: uuid */
            id: string;
            name: string;
            /** @description Codenames. */
            permissions: string[];
        };
        /** @description A role as an admin writes it. */
        RoleRequest: {
            /** @default  */
            description: string;
            /** @default  */
            name: string;
            /**
             * @description Codenames, such as `users.manage`.
             * @default []
             */
            permissions: string[];
        };
        /** @description One student's cells in a save: as text, like the sheet shows them. */
        RowInput: {
            /**
             * @description One per CA component, in the sheet's order: a mark with at most one decimal, `ABS`, or
             *     null (or empty) for not entered.
             */
            ca: (string | null)[];
            exam?: string | null;
            student_id: components["schemas"]["StudentId"];
        };
        /** @description What a save did, with the register as stored. */
        SaveAnswer: {
            /**
             * Format: int32
             * @description Marks changed (each in the audit log).
             */
            changed: number;
            detail: string;
            /**
             * Format: int32
             * @description Marks stored for the first time.
             */
            new: number;
            register: components["schemas"]["Register"];
            /** @description True when this save's key was taken before: nothing was written again. */
            repeated: boolean;
        };
        /** @description The whole school on one day: each class's register and the school's totals. */
        SchoolDay: {
            /** Format: int32 */
            absent: number;
            classes: components["schemas"]["ClassDay"][];
            /** @description Why there is no register that day (a weekend, a holiday, outside the term), if so. */
            closed?: string | null;
            /** Format: date */
            date: string;
            /** Format: int32 */
            excused: number;
            /** Format: int32 */
            late: number;
            /** Format: int32 */
            marked: number;
            /**
             * Format: int32
             * @description Classes whose register has no mark yet.
             */
            not_marked: number;
            /** Format: int32 */
            present: number;
            /** Format: int32 */
            rate?: number | null;
            /** Format: int32 */
            students: number;
        };
        /**
         * @description One period of the school day in the timetable's period template (issue 15): "Period 1",
         *     08:00-08:40, or a break. Times are `HH:MM`, 24-hour, in the school's time zone.
         */
        SchoolPeriod: {
            end: string;
            /** @description A break or lunch: shown in the day, never offered for a lesson. */
            isBreak?: boolean;
            name: string;
            start: string;
        };
        /**
         * @description Everything the school has configured, with the spec's defaults for what it has not.
         * @default {
         *       "academic_year": "2025/2026",
         *       "allow_profile_image_upload": true,
         *       "allow_self_registration": true,
         *       "animations_enabled": true,
         *       "border_radius": "rounded-lg",
         *       "chat_system": {
         *         "adminToTeacher": {
         *           "allowFileSharing": true,
         *           "allowedFileTypes": [
         *             "pdf",
         *             "doc",
         *             "docx",
         *             "jpg",
         *             "png"
         *           ],
         *           "enabled": true,
         *           "maxFileSize": 10,
         *           "moderationEnabled": false,
         *           "requireApproval": false
         *         },
         *         "enabled": true,
         *         "moderation": {
         *           "autoModeration": false,
         *           "blockedKeywords": [],
         *           "businessHours": {
         *             "end": "16:00",
         *             "start": "08:00"
         *           },
         *           "businessHoursOnly": false,
         *           "enabled": true,
         *           "flaggedContentAction": "hide",
         *           "keywordBlacklist": true,
         *           "moderators": [
         *             "admin",
         *             "principal"
         *           ],
         *           "profanityFilter": true
         *         },
         *         "parentToParent": {
         *           "allowFileSharing": false,
         *           "allowedFileTypes": [
         *             "pdf"
         *           ],
         *           "enabled": false,
         *           "maxFileSize": 2,
         *           "moderationEnabled": true,
         *           "requireApproval": true
         *         },
         *         "teacherToParent": {
         *           "allowFileSharing": true,
         *           "allowedFileTypes": [
         *             "pdf",
         *             "jpg",
         *             "png"
         *           ],
         *           "enabled": true,
         *           "maxFileSize": 5,
         *           "moderationEnabled": true,
         *           "requireApproval": false
         *         },
         *         "teacherToStudent": {
         *           "allowFileSharing": true,
         *           "allowedFileTypes": [
         *             "pdf"
         *           ],
         *           "enabled": false,
         *           "maxFileSize": 2,
         *           "moderationEnabled": true,
         *           "requireApproval": true
         *         }
         *       },
         *       "class_levels": [
         *         {
         *           "id": "grade-1",
         *           "name": "Grade 1"
         *         },
         *         {
         *           "id": "grade-2",
         *           "name": "Grade 2"
         *         },
         *         {
         *           "id": "grade-3",
         *           "name": "Grade 3"
         *         }
         *       ],
         *       "compact_mode": false,
         *       "currency": "NGN",
         *       "current_term": "First Term",
         *       "date_format": "dd/mm/yyyy",
         *       "default_user_role": "student",
         *       "design_theme": "default",
         *       "discount_rules": {
         *         "siblingDiscount": {
         *           "enabled": false,
         *           "secondChild": 10,
         *           "thirdChild": 15
         *         }
         *       },
         *       "email_verification_required": true,
         *       "favicon_url": null,
         *       "fee_structure": {
         *         "categories": [],
         *         "paymentPlans": {
         *           "fullPayment": true,
         *           "threeInstallments": true,
         *           "twoInstallments": true
         *         }
         *       },
         *       "font_size": "medium",
         *       "grading": {
         *         "grades": [
         *           {
         *             "letter": "A",
         *             "max": 100,
         *             "min": 70
         *           },
         *           {
         *             "letter": "B",
         *             "max": 69,
         *             "min": 60
         *           },
         *           {
         *             "letter": "C",
         *             "max": 59,
         *             "min": 50
         *           },
         *           {
         *             "letter": "D",
         *             "max": 49,
         *             "min": 45
         *           },
         *           {
         *             "letter": "E",
         *             "max": 44,
         *             "min": 40
         *           },
         *           {
         *             "letter": "F",
         *             "max": 39,
         *             "min": 0
         *           }
         *         ],
         *         "passMark": 40
         *       },
         *       "language": "English",
         *       "logo_url": null,
         *       "marking_scheme": {
         *         "components": [
         *           {
         *             "color": "#3B82F6",
         *             "name": "Classwork",
         *             "weight": 10
         *           },
         *           {
         *             "color": "#10B981",
         *             "name": "Homework",
         *             "weight": 10
         *           },
         *           {
         *             "color": "#F59E0B",
         *             "name": "Projects",
         *             "weight": 10
         *           }
         *         ],
         *         "continuousAssessment": 30,
         *         "examination": 70
         *       },
         *       "message_templates": {
         *         "absentNotice": {
         *           "active": true,
         *           "content": "Dear {{parent_name}},\n\n{{student_name}} was marked absent on {{date}}. Please contact the school if you did not expect this.\n\nKind regards,\n{{school_name}}",
         *           "subject": "{{student_name}} was absent today"
         *         },
         *         "disciplinaryAction": {
         *           "active": true,
         *           "content": "Dear {{parent_name}},\n\nOn {{date}} the school recorded the following about {{student_name}}: {{action}}. Reason: {{reason}}.\n\nPlease contact the school if you would like to discuss it.\n\nKind regards,\n{{school_name}}",
         *           "subject": "A note about {{student_name}}'s conduct"
         *         },
         *         "eventAnnouncement": {
         *           "active": true,
         *           "content": "Dear {{name}},\n\n{{message}}\n\nRead it on the school portal: {{link}}\n\nKind regards,\n{{school_name}}",
         *           "subject": "{{title}}"
         *         },
         *         "examSchedule": {
         *           "active": true,
         *           "content": "Dear {{name}},\n\nThe timetable of {{exam_name}} ({{term}}) for {{class_name}} is published. You can see the dates and times on the school portal: {{link}}\n\nKind regards,\n{{school_name}}",
         *           "subject": "{{exam_name}} timetable for {{class_name}}"
         *         },
         *         "feeReminder": {
         *           "active": true,
         *           "content": "Dear {{parent_name}},\n\nThis is a reminder that {{amount}} of {{student_name}}'s fees is due on {{due_date}}. You can pay on the school portal.\n\nKind regards,\n{{school_name}}",
         *           "subject": "School fees reminder for {{student_name}}"
         *         },
         *         "resultReleased": {
         *           "active": true,
         *           "content": "Dear {{parent_name}},\n\nThe {{term}} results of {{student_name}} are now available on the school portal.\n\nKind regards,\n{{school_name}}",
         *           "subject": "{{term}} results for {{student_name}}"
         *         },
         *         "welcomeEmail": {
         *           "active": true,
         *           "content": "Dear {{name}},\n\nWelcome to {{school_name}}. You can now sign in to the school portal with your username {{username}}.\n\nKind regards,\n{{school_name}}",
         *           "subject": "Welcome to {{school_name}}"
         *         }
         *       },
         *       "notifications": {
         *         "email": {
         *           "absentNotice": true,
         *           "brevo": {
         *             "apiKeySet": false,
         *             "fromEmail": "",
         *             "fromName": "",
         *             "senderId": 1,
         *             "templateId": ""
         *           },
         *           "disciplinaryAction": true,
         *           "enabled": true,
         *           "eventAnnouncement": true,
         *           "examSchedule": true,
         *           "feeReminder": true,
         *           "provider": "smtp",
         *           "resultReleased": true,
         *           "smtp": {
         *             "encryption": "TLS",
         *             "fromEmail": "",
         *             "fromName": "",
         *             "host": "",
         *             "passwordSet": false,
         *             "port": 587,
         *             "username": ""
         *           },
         *           "welcomeEmail": true
         *         },
         *         "inApp": {
         *           "absentNotice": true,
         *           "desktopNotifications": false,
         *           "disciplinaryAction": true,
         *           "enabled": true,
         *           "eventAnnouncement": true,
         *           "examSchedule": true,
         *           "feeReminder": true,
         *           "resultReleased": true,
         *           "soundEnabled": true,
         *           "welcomeMessage": true
         *         },
         *         "sms": {
         *           "absentNotice": true,
         *           "apiKeySet": false,
         *           "apiSecretSet": false,
         *           "disciplinaryAction": true,
         *           "enabled": false,
         *           "eventAnnouncement": true,
         *           "examSchedule": true,
         *           "feeReminder": true,
         *           "provider": "twilio",
         *           "resultReleased": true,
         *           "senderID": "",
         *           "welcomeSMS": true
         *         }
         *       },
         *       "notifications_enabled": true,
         *       "password_min_length": 8,
         *       "password_require_numbers": true,
         *       "password_require_symbols": false,
         *       "password_require_uppercase": false,
         *       "password_reset_interval": 90,
         *       "payment_gateways": {
         *         "bankTransfer": {
         *           "accountName": "",
         *           "accountNumber": "",
         *           "bankName": "",
         *           "enabled": false
         *         },
         *         "flutterwave": {
         *           "enabled": false,
         *           "publicKey": "",
         *           "secretKeySet": false,
         *           "testMode": true
         *         },
         *         "paystack": {
         *           "enabled": false,
         *           "publicKey": "",
         *           "secretKeySet": false,
         *           "testMode": false
         *         },
         *         "stripe": {
         *           "enabled": false,
         *           "publishableKey": "",
         *           "secretKeySet": false,
         *           "testMode": false
         *         }
         *       },
         *       "primary_color": "#3B82F6",
         *       "profile_image_max_size": 2,
         *       "registration_approval_required": false,
         *       "report_traits": {
         *         "affective": [
         *           "Punctuality",
         *           "Attentiveness",
         *           "Neatness",
         *           "Politeness",
         *           "Honesty",
         *           "Relationship with others",
         *           "Self-control"
         *         ],
         *         "psychomotor": [
         *           "Handwriting",
         *           "Verbal fluency",
         *           "Games",
         *           "Sports",
         *           "Handling of tools",
         *           "Drawing and painting",
         *           "Musical skills"
         *         ]
         *       },
         *       "school_address": "",
         *       "school_email": "",
         *       "school_motto": "Knowledge at its spring",
         *       "school_name": "School Portal",
         *       "school_periods": [
         *         {
         *           "end": "08:40",
         *           "isBreak": false,
         *           "name": "Period 1",
         *           "start": "08:00"
         *         },
         *         {
         *           "end": "09:20",
         *           "isBreak": false,
         *           "name": "Period 2",
         *           "start": "08:40"
         *         },
         *         {
         *           "end": "10:00",
         *           "isBreak": false,
         *           "name": "Period 3",
         *           "start": "09:20"
         *         },
         *         {
         *           "end": "10:20",
         *           "isBreak": true,
         *           "name": "Break",
         *           "start": "10:00"
         *         },
         *         {
         *           "end": "11:00",
         *           "isBreak": false,
         *           "name": "Period 4",
         *           "start": "10:20"
         *         },
         *         {
         *           "end": "11:40",
         *           "isBreak": false,
         *           "name": "Period 5",
         *           "start": "11:00"
         *         },
         *         {
         *           "end": "12:20",
         *           "isBreak": false,
         *           "name": "Period 6",
         *           "start": "11:40"
         *         },
         *         {
         *           "end": "13:00",
         *           "isBreak": true,
         *           "name": "Lunch",
         *           "start": "12:20"
         *         },
         *         {
         *           "end": "13:40",
         *           "isBreak": false,
         *           "name": "Period 7",
         *           "start": "13:00"
         *         },
         *         {
         *           "end": "14:20",
         *           "isBreak": false,
         *           "name": "Period 8",
         *           "start": "13:40"
         *         }
         *       ],
         *       "school_phone": "",
         *       "sessions": [
         *         {
         *           "id": "2025-2026",
         *           "name": "2025/2026",
         *           "terms": [
         *             "First Term",
         *             "Second Term",
         *             "Third Term"
         *           ]
         *         }
         *       ],
         *       "shadow_style": "shadow-md",
         *       "site_name": "School Portal",
         *       "subjects": [
         *         {
         *           "id": "mathematics",
         *           "name": "Mathematics"
         *         },
         *         {
         *           "id": "english",
         *           "name": "English"
         *         },
         *         {
         *           "id": "science",
         *           "name": "Science"
         *         }
         *       ],
         *       "theme": "light",
         *       "timezone": "UTC-5",
         *       "typography": "Inter",
         *       "user_role_payment_access": {
         *         "parents": {
         *           "bankTransfer": true,
         *           "flutterwave": true,
         *           "paystack": true,
         *           "stripe": true
         *         },
         *         "students": {
         *           "bankTransfer": true,
         *           "flutterwave": true,
         *           "paystack": true,
         *           "stripe": true
         *         },
         *         "teachers": {
         *           "bankTransfer": false,
         *           "flutterwave": false,
         *           "paystack": false,
         *           "stripe": false
         *         }
         *       }
         *     }
         */
        SchoolSettings: {
            /** @default 2025/2026 */
            academic_year: string;
            /** @default true */
            allow_profile_image_upload: boolean;
            /** @default true */
            allow_self_registration: boolean;
            /** @default true */
            animations_enabled: boolean;
            /** @default rounded-lg */
            border_radius: string;
            /**
             * @default {
             *       "adminToTeacher": {
             *         "allowFileSharing": true,
             *         "allowedFileTypes": [
             *           "pdf",
             *           "doc",
             *           "docx",
             *           "jpg",
             *           "png"
             *         ],
             *         "enabled": true,
             *         "maxFileSize": 10,
             *         "moderationEnabled": false,
             *         "requireApproval": false
             *       },
             *       "enabled": true,
             *       "moderation": {
             *         "autoModeration": false,
             *         "blockedKeywords": [],
             *         "businessHours": {
             *           "end": "16:00",
             *           "start": "08:00"
             *         },
             *         "businessHoursOnly": false,
             *         "enabled": true,
             *         "flaggedContentAction": "hide",
             *         "keywordBlacklist": true,
             *         "moderators": [
             *           "admin",
             *           "principal"
             *         ],
             *         "profanityFilter": true
             *       },
             *       "parentToParent": {
             *         "allowFileSharing": false,
             *         "allowedFileTypes": [
             *           "pdf"
             *         ],
             *         "enabled": false,
             *         "maxFileSize": 2,
             *         "moderationEnabled": true,
             *         "requireApproval": true
             *       },
             *       "teacherToParent": {
             *         "allowFileSharing": true,
             *         "allowedFileTypes": [
             *           "pdf",
             *           "jpg",
             *           "png"
             *         ],
             *         "enabled": true,
             *         "maxFileSize": 5,
             *         "moderationEnabled": true,
             *         "requireApproval": false
             *       },
             *       "teacherToStudent": {
             *         "allowFileSharing": true,
             *         "allowedFileTypes": [
             *           "pdf"
             *         ],
             *         "enabled": false,
             *         "maxFileSize": 2,
             *         "moderationEnabled": true,
             *         "requireApproval": true
             *       }
             *     }
             */
            chat_system: components["schemas"]["ChatSystem"];
            /**
             * @default [
             *       {
             *         "id": "grade-1",
             *         "name": "Grade 1"
             *       },
             *       {
             *         "id": "grade-2",
             *         "name": "Grade 2"
             *       },
             *       {
             *         "id": "grade-3",
             *         "name": "Grade 3"
             *       }
             *     ]
             */
            class_levels: components["schemas"]["NamedItem"][];
            /** @default false */
            compact_mode: boolean;
            /**
             * @description ISO 4217 code of the currency fees are charged in; amounts are integer minor units.
             * @default NGN
             */
            currency: string;
            /** @default First Term */
            current_term: string;
            /** @default dd/mm/yyyy */
            date_format: string;
            /** @default student */
            default_user_role: string;
            /**
             * @description The design theme of the spec's "Design settings" (its default is `default`).
             * @default default
             */
            design_theme: string;
            /**
             * @default {
             *       "siblingDiscount": {
             *         "enabled": false,
             *         "secondChild": 10,
             *         "thirdChild": 15
             *       }
             *     }
             */
            discount_rules: components["schemas"]["DiscountRules"];
            /** @default true */
            email_verification_required: boolean;
            /**
             * @description Where the school's favicon is served; `null` until one is uploaded.
             * @default null
             */
            favicon_url: string | null;
            /**
             * @default {
             *       "categories": [],
             *       "paymentPlans": {
             *         "fullPayment": true,
             *         "threeInstallments": true,
             *         "twoInstallments": true
             *       }
             *     }
             */
            fee_structure: components["schemas"]["FeeStructure"];
            /** @default medium */
            font_size: string;
            /**
             * @default {
             *       "grades": [
             *         {
             *           "letter": "A",
             *           "max": 100,
             *           "min": 70
             *         },
             *         {
             *           "letter": "B",
             *           "max": 69,
             *           "min": 60
             *         },
             *         {
             *           "letter": "C",
             *           "max": 59,
             *           "min": 50
             *         },
             *         {
             *           "letter": "D",
             *           "max": 49,
             *           "min": 45
             *         },
             *         {
             *           "letter": "E",
             *           "max": 44,
             *           "min": 40
             *         },
             *         {
             *           "letter": "F",
             *           "max": 39,
             *           "min": 0
             *         }
             *       ],
             *       "passMark": 40
             *     }
             */
            grading: components["schemas"]["Grading"];
            /** @default English */
            language: string;
            /**
             * @description Where the school's logo is served; `null` until one is uploaded.
             * @default null
             */
            logo_url: string | null;
            /**
             * @default {
             *       "components": [
             *         {
             *           "color": "#3B82F6",
             *           "name": "Classwork",
             *           "weight": 10
             *         },
             *         {
             *           "color": "#10B981",
             *           "name": "Homework",
             *           "weight": 10
             *         },
             *         {
             *           "color": "#F59E0B",
             *           "name": "Projects",
             *           "weight": 10
             *         }
             *       ],
             *       "continuousAssessment": 30,
             *       "examination": 70
             *     }
             */
            marking_scheme: components["schemas"]["MarkingScheme"];
            /**
             * @default {
             *       "absentNotice": {
             *         "active": true,
             *         "content": "Dear {{parent_name}},\n\n{{student_name}} was marked absent on {{date}}. Please contact the school if you did not expect this.\n\nKind regards,\n{{school_name}}",
             *         "subject": "{{student_name}} was absent today"
             *       },
             *       "disciplinaryAction": {
             *         "active": true,
             *         "content": "Dear {{parent_name}},\n\nOn {{date}} the school recorded the following about {{student_name}}: {{action}}. Reason: {{reason}}.\n\nPlease contact the school if you would like to discuss it.\n\nKind regards,\n{{school_name}}",
             *         "subject": "A note about {{student_name}}'s conduct"
             *       },
             *       "eventAnnouncement": {
             *         "active": true,
             *         "content": "Dear {{name}},\n\n{{message}}\n\nRead it on the school portal: {{link}}\n\nKind regards,\n{{school_name}}",
             *         "subject": "{{title}}"
             *       },
             *       "examSchedule": {
             *         "active": true,
             *         "content": "Dear {{name}},\n\nThe timetable of {{exam_name}} ({{term}}) for {{class_name}} is published. You can see the dates and times on the school portal: {{link}}\n\nKind regards,\n{{school_name}}",
             *         "subject": "{{exam_name}} timetable for {{class_name}}"
             *       },
             *       "feeReminder": {
             *         "active": true,
             *         "content": "Dear {{parent_name}},\n\nThis is a reminder that {{amount}} of {{student_name}}'s fees is due on {{due_date}}. You can pay on the school portal.\n\nKind regards,\n{{school_name}}",
             *         "subject": "School fees reminder for {{student_name}}"
             *       },
             *       "resultReleased": {
             *         "active": true,
             *         "content": "Dear {{parent_name}},\n\nThe {{term}} results of {{student_name}} are now available on the school portal.\n\nKind regards,\n{{school_name}}",
             *         "subject": "{{term}} results for {{student_name}}"
             *       },
             *       "welcomeEmail": {
             *         "active": true,
             *         "content": "Dear {{name}},\n\nWelcome to {{school_name}}. You can now sign in to the school portal with your username {{username}}.\n\nKind regards,\n{{school_name}}",
             *         "subject": "Welcome to {{school_name}}"
             *       }
             *     }
             */
            message_templates: components["schemas"]["MessageTemplates"];
            /**
             * @default {
             *       "email": {
             *         "absentNotice": true,
             *         "brevo": {
             *           "apiKeySet": false,
             *           "fromEmail": "",
             *           "fromName": "",
             *           "senderId": 1,
             *           "templateId": ""
             *         },
             *         "disciplinaryAction": true,
             *         "enabled": true,
             *         "eventAnnouncement": true,
             *         "examSchedule": true,
             *         "feeReminder": true,
             *         "provider": "smtp",
             *         "resultReleased": true,
             *         "smtp": {
             *           "encryption": "TLS",
             *           "fromEmail": "",
             *           "fromName": "",
             *           "host": "",
             *           "passwordSet": false,
             *           "port": 587,
             *           "username": ""
             *         },
             *         "welcomeEmail": true
             *       },
             *       "inApp": {
             *         "absentNotice": true,
             *         "desktopNotifications": false,
             *         "disciplinaryAction": true,
             *         "enabled": true,
             *         "eventAnnouncement": true,
             *         "examSchedule": true,
             *         "feeReminder": true,
             *         "resultReleased": true,
             *         "soundEnabled": true,
             *         "welcomeMessage": true
             *       },
             *       "sms": {
             *         "absentNotice": true,
             *         "apiKeySet": false,
             *         "apiSecretSet": false,
             *         "disciplinaryAction": true,
             *         "enabled": false,
             *         "eventAnnouncement": true,
             *         "examSchedule": true,
             *         "feeReminder": true,
             *         "provider": "twilio",
             *         "resultReleased": true,
             *         "senderID": "",
             *         "welcomeSMS": true
             *       }
             *     }
             */
            notifications: components["schemas"]["Notifications"];
            /** @default true */
            notifications_enabled: boolean;
            /**
             * Format: int32
             * @default 8
             */
            password_min_length: number;
            /** @default true */
            password_require_numbers: boolean;
            /** @default false */
            password_require_symbols: boolean;
            /** @default false */
            password_require_uppercase: boolean;
            /**
             * Format: int32
             * @description Days after which a password must be changed.
             * @default 90
             */
            password_reset_interval: number;
            /**
             * @default {
             *       "bankTransfer": {
             *         "accountName": "",
             *         "accountNumber": "",
             *         "bankName": "",
             *         "enabled": false
             *       },
             *       "flutterwave": {
             *         "enabled": false,
             *         "publicKey": "",
             *         "secretKeySet": false,
             *         "testMode": true
             *       },
             *       "paystack": {
             *         "enabled": false,
             *         "publicKey": "",
             *         "secretKeySet": false,
             *         "testMode": false
             *       },
             *       "stripe": {
             *         "enabled": false,
             *         "publishableKey": "",
             *         "secretKeySet": false,
             *         "testMode": false
             *       }
             *     }
             */
            payment_gateways: components["schemas"]["PaymentGateways"];
            /** @default #3B82F6 */
            primary_color: string;
            /**
             * Format: int32
             * @description Largest profile picture, in megabytes.
             * @default 2
             */
            profile_image_max_size: number;
            /** @default false */
            registration_approval_required: boolean;
            /**
             * @description The traits report cards rate.
             * @default {
             *       "affective": [
             *         "Punctuality",
             *         "Attentiveness",
             *         "Neatness",
             *         "Politeness",
             *         "Honesty",
             *         "Relationship with others",
             *         "Self-control"
             *       ],
             *       "psychomotor": [
             *         "Handwriting",
             *         "Verbal fluency",
             *         "Games",
             *         "Sports",
             *         "Handling of tools",
             *         "Drawing and painting",
             *         "Musical skills"
             *       ]
             *     }
             */
            report_traits: components["schemas"]["ReportTraits"];
            /** @default  */
            school_address: string;
            /** @default  */
            school_email: string;
            /** @default Knowledge at its spring */
            school_motto: string;
            /** @default School Portal */
            school_name: string;
            /**
             * @description The timetable's period template: the school day's periods and breaks, in order.
             * @default [
             *       {
             *         "end": "08:40",
             *         "isBreak": false,
             *         "name": "Period 1",
             *         "start": "08:00"
             *       },
             *       {
             *         "end": "09:20",
             *         "isBreak": false,
             *         "name": "Period 2",
             *         "start": "08:40"
             *       },
             *       {
             *         "end": "10:00",
             *         "isBreak": false,
             *         "name": "Period 3",
             *         "start": "09:20"
             *       },
             *       {
             *         "end": "10:20",
             *         "isBreak": true,
             *         "name": "Break",
             *         "start": "10:00"
             *       },
             *       {
             *         "end": "11:00",
             *         "isBreak": false,
             *         "name": "Period 4",
             *         "start": "10:20"
             *       },
             *       {
             *         "end": "11:40",
             *         "isBreak": false,
             *         "name": "Period 5",
             *         "start": "11:00"
             *       },
             *       {
             *         "end": "12:20",
             *         "isBreak": false,
             *         "name": "Period 6",
             *         "start": "11:40"
             *       },
             *       {
             *         "end": "13:00",
             *         "isBreak": true,
             *         "name": "Lunch",
             *         "start": "12:20"
             *       },
             *       {
             *         "end": "13:40",
             *         "isBreak": false,
             *         "name": "Period 7",
             *         "start": "13:00"
             *       },
             *       {
             *         "end": "14:20",
             *         "isBreak": false,
             *         "name": "Period 8",
             *         "start": "13:40"
             *       }
             *     ]
             */
            school_periods: components["schemas"]["SchoolPeriod"][];
            /** @default  */
            school_phone: string;
            /**
             * @default [
             *       {
             *         "id": "2025-2026",
             *         "name": "2025/2026",
             *         "terms": [
             *           "First Term",
             *           "Second Term",
             *           "Third Term"
             *         ]
             *       }
             *     ]
             */
            sessions: components["schemas"]["AcademicSession"][];
            /** @default shadow-md */
            shadow_style: string;
            /** @default School Portal */
            site_name: string;
            /**
             * @default [
             *       {
             *         "id": "mathematics",
             *         "name": "Mathematics"
             *       },
             *       {
             *         "id": "english",
             *         "name": "English"
             *       },
             *       {
             *         "id": "science",
             *         "name": "Science"
             *       }
             *     ]
             */
            subjects: components["schemas"]["NamedItem"][];
            /**
             * @description The admin's default theme for every page (one of [`THEMES`]).
             * @default light
             */
            theme: string;
            /** @default UTC-5 */
            timezone: string;
            /** @default Inter */
            typography: string;
            /**
             * @default {
             *       "parents": {
             *         "bankTransfer": true,
             *         "flutterwave": true,
             *         "paystack": true,
             *         "stripe": true
             *       },
             *       "students": {
             *         "bankTransfer": true,
             *         "flutterwave": true,
             *         "paystack": true,
             *         "stripe": true
             *       },
             *       "teachers": {
             *         "bankTransfer": false,
             *         "flutterwave": false,
             *         "paystack": false,
             *         "stripe": false
             *       }
             *     }
             */
            user_role_payment_access: components["schemas"]["UserRolePaymentAccess"];
        };
        /** @description A score sheet: one class subject in one term. */
        ScoreSheet: {
            /** @description The subject's average, highest and lowest totals. */
            average?: string | null;
            class_id: components["schemas"]["ClassId"];
            class_name: string;
            class_subject_id: components["schemas"]["ClassSubjectId"];
            components: components["schemas"]["Column"][];
            /** @description Whether the caller may enter scores now. */
            editable: boolean;
            /** Format: int32 */
            exam_max: number;
            /** @description Whether the term's marking scheme and grading are frozen (its first score is saved). */
            frozen: boolean;
            highest?: string | null;
            lines: components["schemas"]["SheetLine"][];
            lowest?: string | null;
            returned_reason?: string | null;
            status: components["schemas"]["SheetStatus"];
            subject_name: string;
            teacher_name?: string | null;
            term_id: components["schemas"]["TermId"];
            term_name: string;
            /**
             * Format: int64
             * @description Send it back with the next save: a save made from an older version is refused.
             */
            version: number;
        };
        Session: {
            /** Format: date */
            end_date?: string | null;
            id: components["schemas"]["SessionId"];
            is_current: boolean;
            name: string;
            /** Format: date */
            start_date?: string | null;
            terms: components["schemas"]["Term"][];
        };
        /** @example 2025-2026 */
        SessionId: string;
        /**
         * @description A new session. The id defaults to its name with `/` as `-` (`2026/2027` gives
         *     `2026-2027`); the terms to First, Second and Third Term.
         */
        SessionInput: {
            /**
             * Format: date
             * @default null
             */
            end_date: string | null;
            /** @default null */
            id: components["schemas"]["SessionId"] | null;
            /** @default  */
            name: string;
            /**
             * Format: date
             * @default null
             */
            start_date: string | null;
            /**
             * @description The terms' names in order.
             * @default null
             */
            terms: string[] | null;
        };
        /** @description A session's name and dates; absent keeps, `null` clears a date. Terms are changed one by one. */
        SessionPatch: {
            /**
             * Format: date
             * @default null
             */
            end_date: string | null;
            /** @default null */
            name: string | null;
            /**
             * Format: date
             * @default null
             */
            start_date: string | null;
        };
        /** @description The school's settings and the version they were read at. */
        SettingsResponse: components["schemas"]["SchoolSettings"] & {
            /**
             * Format: int64
             * @description Grows with every change; send it back with an update (decision 007).
             */
            version: number;
        };
        /**
         * @description One student's line of a sheet: cells as text (`"12.5"`, `"ABS"` or null when not
         *     entered), and the figures the server computes.
         */
        SheetLine: {
            admission_number: string;
            ca: (string | null)[];
            exam?: string | null;
            grade?: string | null;
            name: string;
            /** Format: int32 */
            position?: number | null;
            remark?: string | null;
            student_id: components["schemas"]["StudentId"];
            total?: string | null;
        };
        /** @description A save of some rows of a sheet (the rows not sent keep their cells). */
        SheetSave: {
            rows: components["schemas"]["RowInput"][];
            /**
             * Format: int64
             * @description The sheet's version as read: a save from an older one is refused (409).
             */
            version: number;
        };
        /**
         * @description Where a sheet is in its workflow (decisions/020).
         * @enum {string}
         */
        SheetStatus: "draft" | "submitted" | "approved" | "published";
        /** @description Percent off the second child's fees, and off the third's and every later child's. */
        SiblingDiscount: {
            /** @default false */
            enabled: boolean;
            /**
             * Format: int32
             * @default 10
             */
            secondChild: number;
            /**
             * Format: int32
             * @default 15
             */
            thirdChild: number;
        };
        /** @description What a person fills in to make their own account. */
        SignUpRequest: {
            /** @default  */
            email: string;
            /** @default  */
            first_name: string;
            /** @default  */
            last_name: string;
            /** @default  */
            password: string;
            /** @default  */
            username: string;
        };
        /** @description The new account and what it must still do before it can sign in. */
        SignUpResponse: {
            approval_required: boolean;
            /** @description What happens next, as a sentence for the person. */
            detail: string;
            email_verification_required: boolean;
            user: components["schemas"]["UserBody"];
        };
        SmsNotifications: components["schemas"]["EventFlags"] & {
            /**
             * @description Whether an API key is stored; the key itself is never shown.
             * @default false
             */
            apiKeySet: boolean;
            /**
             * @description Whether an API secret is stored; the secret itself is never shown.
             * @default false
             */
            apiSecretSet: boolean;
            /** @default false */
            enabled: boolean;
            /** @default twilio */
            provider: string;
            /** @default  */
            senderID: string;
            /** @default true */
            welcomeSMS: boolean;
        };
        /**
         * @description `notifications/sms/test/`, `twilio/test/` and `twilio/send-test/`. For Twilio, `apiKey` is
         *     the account SID and `apiSecret` the auth token.
         */
        SmsTestRequest: {
            /** @default null */
            apiKey: string | null;
            /** @default null */
            apiSecret: string | null;
            /**
             * @description `twilio` when left out.
             * @default null
             */
            provider: string | null;
            /** @default  */
            senderID: string;
            /**
             * @description The phone number of a test SMS, as +2348012345678 (`twilio/send-test/` only).
             * @default null
             */
            to: string | null;
        };
        SmtpSettings: {
            /**
             * @description `TLS`, `SSL` or `none`.
             * @default TLS
             */
            encryption: string;
            /** @default  */
            fromEmail: string;
            /** @default  */
            fromName: string;
            /** @default  */
            host: string;
            /**
             * @description Whether a password is stored; the password itself is never shown.
             * @default false
             */
            passwordSet: boolean;
            /**
             * Format: int32
             * @default 587
             */
            port: number;
            /** @default  */
            username: string;
        };
        /** @description `notifications/email/test/`: the SMTP settings being edited. */
        SmtpTestRequest: {
            /**
             * @description `TLS`, `SSL` or `none`.
             * @default
             */
            encryption: string;
            /** @default  */
            fromEmail: string;
            /** @default  */
            fromName: string;
            /** @default  */
            host: string;
            /**
             * @description Left out or empty: the stored password.
             * @default null
             */
            password: string | null;
            /**
             * Format: int32
             * @default null
             */
            port: number | null;
            /**
             * @description Also send a test message to this address.
             * @default null
             */
            to: string | null;
            /** @default  */
            username: string;
        };
        /** @description The conversation and the message just written in it. */
        StartedBody: {
            conversation: components["schemas"]["ConversationBody"];
            message: components["schemas"]["MessageBody"];
        };
        /**
         * @description Where a message is: `pending` (waiting, or to be tried again), `sent`, `failed` (it will not
         *     be tried again), `cancelled`.
         * @enum {string}
         */
        StatusName: "pending" | "sent" | "failed" | "cancelled";
        StripeGateway: {
            /** @default false */
            enabled: boolean;
            /** @default  */
            publishableKey: string;
            /**
             * @description Whether a secret key is stored; the key itself is never shown.
             * @default false
             */
            secretKeySet: boolean;
            /** @default false */
            testMode: boolean;
        };
        /** @description A student with their account, current class and parents. */
        Student: {
            address: string;
            /** Format: date */
            admission_date?: string | null;
            admission_number: string;
            class_id?: components["schemas"]["ClassId"] | null;
            class_name?: string | null;
            /** Format: date */
            date_of_birth?: string | null;
            email: string;
            first_name: string;
            gender: components["schemas"]["Gender"];
            id: components["schemas"]["StudentId"];
            /** @description Only on the answer to a create that made the password: shown once. */
            initial_password?: string | null;
            is_active: boolean;
            last_name: string;
            level_id?: components["schemas"]["LevelId"] | null;
            parents: components["schemas"]["StudentParent"][];
            status: components["schemas"]["StudentStatus"];
            user_id: components["schemas"]["UserId"];
            username: string;
            /**
             * @description Only on the answer to a create: the address the welcome e-mail with a link to choose a
             *     password is going to, when one is (decisions/016).
             */
            welcome_email?: string | null;
        };
        /**
         * @description A student's days over a range (the term by default), for the calendar on their record and
         *     dashboards.
         */
        StudentDays: {
            /** Format: date */
            from: string;
            /** @description The holidays in the range. */
            holidays: components["schemas"]["Holiday"][];
            marks: components["schemas"]["DayMark"][];
            /** Format: int32 */
            rate?: number | null;
            /** @description The range's school days up to today. */
            school_days: string[];
            student_id: components["schemas"]["StudentId"];
            tally: components["schemas"]["Tally"];
            /** Format: date */
            to: string;
        };
        /** Format: uuid */
        StudentId: string;
        /** @description A new student; their sign-in account is made with them. */
        StudentInput: {
            /** @default  */
            address: string;
            /**
             * Format: date
             * @default null
             */
            admission_date: string | null;
            /** @default  */
            admission_number: string;
            /** @default null */
            class_id: components["schemas"]["ClassId"] | null;
            /**
             * Format: date
             * @default null
             */
            date_of_birth: string | null;
            /** @default  */
            email: string;
            /** @default  */
            first_name: string;
            /** @default  */
            gender: components["schemas"]["Gender"];
            /** @default  */
            last_name: string;
            /** @default [] */
            parents: components["schemas"]["ParentLink"][];
            /**
             * @description Left out, the server makes one and answers it once as `initial_password`. Either way
             *     the student changes it at first sign-in.
             * @default null
             */
            password: string | null;
            /** @default active */
            status: components["schemas"]["StudentStatus"];
            /**
             * @description Defaults to the admission number.
             * @default null
             */
            username: string | null;
        };
        /** @description One of a student's parents, as the student's record shows them. */
        StudentParent: {
            email: string;
            name: string;
            parent_id: components["schemas"]["ParentId"];
            phone: string;
            relationship: string;
        };
        /**
         * @description Changes to a student; absent fields keep their value, `null` clears a date or the class.
         *     `parents`, when given, replaces the links.
         */
        StudentPatch: {
            /** @default null */
            address: string | null;
            /**
             * Format: date
             * @default null
             */
            admission_date: string | null;
            /** @default null */
            admission_number: string | null;
            /**
             * Format: uuid
             * @default null
             */
            class_id: string | null;
            /**
             * Format: date
             * @default null
             */
            date_of_birth: string | null;
            /** @default null */
            email: string | null;
            /** @default null */
            first_name: string | null;
            /** @default null */
            gender: components["schemas"]["Gender"] | null;
            /**
             * @description Deactivating ends the student's sessions.
             * @default null
             */
            is_active: boolean | null;
            /** @default null */
            last_name: string | null;
            /** @default null */
            parents: components["schemas"]["ParentLink"][] | null;
            /** @default null */
            status: components["schemas"]["StudentStatus"] | null;
        };
        /** @description The student a conversation is about. */
        StudentRefBody: {
            /** Format: uuid */
            id: string;
            name: string;
        };
        /**
         * @description Where a student stands with the school.
         * @enum {string}
         */
        StudentStatus: "active" | "suspended" | "withdrawn" | "graduated";
        /** @description A student's days between two dates, counted. */
        StudentSummary: {
            admission_number: string;
            name: string;
            /**
             * Format: int32
             * @description (present + late) / days marked, a whole percent; none without a marked day.
             */
            rate?: number | null;
            student_id: components["schemas"]["StudentId"];
            tally: components["schemas"]["Tally"];
            /**
             * Format: int32
             * @description School days with no mark (registers not marked).
             */
            unmarked: number;
        };
        /** @description A subject the school teaches. */
        Subject: {
            id: components["schemas"]["SubjectId"];
            name: string;
            /** Format: int32 */
            position: number;
        };
        /** @example mathematics */
        SubjectId: string;
        /** @description A new subject; the id defaults to the name in lower case with dashes (`basic-science`). */
        SubjectInput: {
            /** @default null */
            id: components["schemas"]["SubjectId"] | null;
            /** @default  */
            name: string;
            /**
             * Format: int32
             * @default null
             */
            position: number | null;
        };
        /** @description Changes to a subject; absent fields keep their value. */
        SubjectPatch: {
            /** @default null */
            name: string | null;
            /**
             * Format: int32
             * @default null
             */
            position: number | null;
        };
        /** @description A subscriber, for admins. */
        SubscriberBody: {
            /**
             * Format: date-time
             * @description When the address was confirmed from the e-mailed link; `null` while it waits (the
             *     newsletter is not sent to it).
             */
            confirmed_at?: string | null;
            email: string;
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            subscribed_at: string;
        };
        /** @description An address to send the newsletter to. */
        SubscribeRequest: {
            email: string;
        };
        /** @description The answer to a subscription: the same whether or not the address was already subscribed. */
        SubscribeResponse: {
            /** @description A sentence to show the visitor. */
            detail: string;
            email: string;
        };
        /** @description A student's days in a term, for the report card. */
        Tally: {
            /** Format: int32 */
            absent: number;
            /**
             * Format: int32
             * @description School days of the term so far (weekdays in its dates, up to today, less its holidays).
             */
            days_open: number;
            /** Format: int32 */
            excused: number;
            /** Format: int32 */
            late: number;
            /** Format: int32 */
            present: number;
        };
        /** @description A teacher with their account, the classes they are class teacher of and what they teach. */
        Teacher: {
            bio: string;
            classes: components["schemas"]["ClassRef"][];
            email: string;
            first_name: string;
            /** Format: date */
            hire_date?: string | null;
            id: components["schemas"]["TeacherId"];
            initial_password?: string | null;
            is_active: boolean;
            last_name: string;
            phone: string;
            profile_picture?: string | null;
            qualification: string;
            specialisation: string;
            staff_number: string;
            subjects: components["schemas"]["TeachingRef"][];
            user_id: components["schemas"]["UserId"];
            username: string;
            /**
             * @description Only on the answer to a create: the address the welcome e-mail with a link to choose a
             *     password is going to, when one is (decisions/016).
             */
            welcome_email?: string | null;
        };
        /** Format: uuid */
        TeacherId: string;
        /** @description What a teachers' import stored. */
        TeacherImportResult: {
            /** @description The generated passwords, shown once. */
            credentials: components["schemas"]["Credential"][];
            /** Format: int32 */
            teachers_created: number;
        };
        TeacherInput: {
            /** @default  */
            bio: string;
            /** @default  */
            email: string;
            /** @default  */
            first_name: string;
            /**
             * Format: date
             * @default null
             */
            hire_date: string | null;
            /** @default  */
            last_name: string;
            /**
             * @description Left out, the server makes one and answers it once as `initial_password`.
             * @default null
             */
            password: string | null;
            /** @default  */
            phone: string;
            /** @default  */
            qualification: string;
            /** @default  */
            specialisation: string;
            /** @default  */
            staff_number: string;
            /**
             * @description Defaults to the staff number.
             * @default null
             */
            username: string | null;
        };
        TeacherPatch: {
            /** @default null */
            bio: string | null;
            /** @default null */
            email: string | null;
            /** @default null */
            first_name: string | null;
            /**
             * Format: date
             * @default null
             */
            hire_date: string | null;
            /** @default null */
            is_active: boolean | null;
            /** @default null */
            last_name: string | null;
            /** @default null */
            phone: string | null;
            /** @default null */
            qualification: string | null;
            /** @default null */
            specialisation: string | null;
            /** @default null */
            staff_number: string | null;
        };
        /** @description A subject a teacher teaches in a class. */
        TeachingRef: {
            class_id: components["schemas"]["ClassId"];
            class_name: string;
            class_subject_id: components["schemas"]["ClassSubjectId"];
            subject_id: components["schemas"]["SubjectId"];
            subject_name: string;
        };
        Term: {
            /** Format: date */
            end_date?: string | null;
            id: components["schemas"]["TermId"];
            is_current: boolean;
            name: string;
            /** Format: date */
            next_term_begins?: string | null;
            /**
             * Format: int32
             * @description First Term is 0.
             */
            position: number;
            session_id: components["schemas"]["SessionId"];
            /** Format: date */
            start_date?: string | null;
        };
        /** Format: uuid */
        TermId: string;
        /** @description A term's name and dates; absent keeps, `null` clears a date. */
        TermPatch: {
            /**
             * Format: date
             * @default null
             */
            end_date: string | null;
            /** @default null */
            name: string | null;
            /**
             * Format: date
             * @default null
             */
            next_term_begins: string | null;
            /**
             * Format: date
             * @default null
             */
            start_date: string | null;
        };
        /** @description A thread: the conversation, its messages (oldest first), and the cursor to ask after. */
        ThreadBody: {
            conversation: components["schemas"]["ConversationBody"];
            /**
             * Format: int64
             * @description The highest `seq` answered (or the `after` asked, when nothing is new).
             */
            cursor: number;
            messages: components["schemas"]["MessageBody"][];
        };
        /** @description A new pair of tokens; the refresh token sent is no longer valid. */
        TokenResponse: {
            access: string;
            refresh: string;
        };
        /** @description The caller's unread count. */
        UnreadCount: {
            /** Format: int64 */
            count: number;
        };
        /** @description A user as the client sees them (spec §3 "User"). */
        UserBody: {
            /** @description False while a self-registered account waits for an admin's approval. */
            approved: boolean;
            /** Format: date-time */
            date_joined: string;
            email: string;
            email_verified: boolean;
            first_name: string;
            id: components["schemas"]["UserId"];
            is_active: boolean;
            is_staff: boolean;
            is_superuser: boolean;
            /** Format: date-time */
            last_login?: string | null;
            last_name: string;
            /** @description True after an admin set a temporary password: the user must choose a new one. */
            must_change_password: boolean;
            parent_data?: components["schemas"]["Parent"] | null;
            /** @description The codenames of what the user may do; only in the user's own profile and sign-in. */
            permissions?: string[] | null;
            preferences: components["schemas"]["PreferencesBody"];
            profile_picture?: string | null;
            /** @description `student`, `teacher`, `parent` or `admin`. */
            role: string;
            student_data?: components["schemas"]["Student"] | null;
            teacher_data?: components["schemas"]["Teacher"] | null;
            username: string;
        };
        /** Format: uuid */
        UserId: string;
        /** @description A role granted to an admin. */
        UserRoleBody: {
            /** Format: date-time */
            created_at: string;
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            role: string;
            user: components["schemas"]["UserId"];
        };
        /** @description Which gateways each paying role may use. */
        UserRolePaymentAccess: {
            /**
             * @default {
             *       "bankTransfer": true,
             *       "flutterwave": true,
             *       "paystack": true,
             *       "stripe": true
             *     }
             */
            parents: components["schemas"]["GatewayAccess"];
            /**
             * @default {
             *       "bankTransfer": true,
             *       "flutterwave": true,
             *       "paystack": true,
             *       "stripe": true
             *     }
             */
            students: components["schemas"]["GatewayAccess"];
            /**
             * @default {
             *       "bankTransfer": false,
             *       "flutterwave": false,
             *       "paystack": false,
             *       "stripe": false
             *     }
             */
            teachers: components["schemas"]["GatewayAccess"];
        };
        UserRoleRequest: {
            /** Format: uuid */
            role: string;
            user: components["schemas"]["UserId"];
        };
        /** @description Whether the account may sign in, and what it still has to do. */
        VerificationStatus: {
            approved: boolean;
            email_verified: boolean;
            is_active: boolean;
            must_change_password: boolean;
        };
        /** @description The version of the sheet the change was made from. */
        VersionBody: {
            /** Format: int64 */
            version: number;
        };
        /** @description A message waiting for a moderator, with its conversation. */
        WaitingBody: {
            conversation: components["schemas"]["ConversationBody"];
            message: components["schemas"]["MessageBody"];
        };
        /**
         * @description A day of the school week (ISO: Monday is 1).
         * @enum {string}
         */
        Weekday: "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    admins_list_admins: {
        parameters: {
            query?: {
                /** @description `false`: self-registered accounts waiting for approval (`/api/users/` only). */
                approved?: boolean | null;
                is_active?: boolean | null;
                /** @description `last_name`, `username`, `date_joined` or `last_login`; `-` before it reverses. */
                ordering?: string | null;
                page?: number | null;
                page_size?: number | null;
                /** @description `student`, `teacher`, `parent` or `admin` (`/api/users/` only). */
                role?: string | null;
                /** @description Case-insensitive, over username, names and e-mail. */
                search?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Paginated_UserBody"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid access token was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admins_create_admin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminRequest"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserBody"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid access token was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admins_get_admin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserBody"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid access token was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admins_replace_admin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminReplace"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserBody"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid access token was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admins_deactivate_admin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid access token was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admins_update_admin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountPatch"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserBody"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid access token was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admins_bulk_create_admins: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Items_AdminRequest"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkResult"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid access token was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admins_bulk_delete_admins: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Items_UserId"];
            };
        };
        responses: {
            /** @description Deactivated */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid access token was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admins_bulk_update_admins: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Items_AdminItemPatch"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkResult"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid access token was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    attendance_changes: {
        parameters: {
            query: {
                student_id: components["schemas"]["StudentId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarkChange"][];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    attendance_day: {
        parameters: {
            query?: {
                /** @description `YYYY-MM-DD`; today when left out. */
                date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchoolDay"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    attendance_holidays: {
        parameters: {
            query: {
                term_id: components["schemas"]["TermId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Holiday"][];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    attendance_set_holidays: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HolidaysBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Holiday"][];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    attendance_month: {
        parameters: {
            query: {
                class_id: components["schemas"]["ClassId"];
                /** @description `YYYY-MM`. */
                month: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MonthSheet"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    attendance_month_export: {
        parameters: {
            query: {
                class_id: components["schemas"]["ClassId"];
                /** @description `YYYY-MM`. */
                month: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    attendance_register: {
        parameters: {
            query: {
                class_id: components["schemas"]["ClassId"];
                /** @description `YYYY-MM-DD`: a weekday of the current term, today or before, not a holiday. */
                date: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Register"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    attendance_save: {
        parameters: {
            query?: never;
            header?: {
                /** @description 8 to 100 characters, new for each save (or `idempotency_key` in the body) */
                "Idempotency-Key"?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterSave"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SaveAnswer"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    attendance_student: {
        parameters: {
            query: {
                from?: string;
                student_id: components["schemas"]["StudentId"];
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentDays"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    attendance_summary: {
        parameters: {
            query: {
                class_id: components["schemas"]["ClassId"];
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassSummary"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    attendance_summary_export: {
        parameters: {
            query: {
                class_id: components["schemas"]["ClassId"];
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    attendance_tally: {
        parameters: {
            query: {
                student_id: components["schemas"]["StudentId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tally"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    auth_change_password: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            /** @description Changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong current password or a weak new one */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    auth_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Signed in */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong username or password */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Deactivated, unverified or unapproved account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Username or password missing */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many failed sign-ins; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    auth_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshRequest"];
            };
        };
        responses: {
            /** @description Signed out */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Some fields are not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    auth_request_password_reset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetRequest"];
            };
        };
        responses: {
            /** @description Sent, if the address is known */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Some fields are not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests for this address or from this client */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    auth_confirm_password_reset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetConfirm"];
            };
        };
        responses: {
            /** @description Changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description The link is unknown, used or expired */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The new password is not acceptable */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    auth_sign_up: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignUpRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignUpResponse"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Self sign-up is closed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Username or e-mail taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A field is not acceptable */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    auth_refresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshRequest"];
            };
        };
        responses: {
            /** @description New tokens */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The refresh token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Some fields are not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    auth_verify_email: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LinkRequest"];
            };
        };
        responses: {
            /** @description Confirmed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description The link is unknown, used or expired */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Some fields are not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    levels_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Paginated_ClassLevel"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    levels_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LevelInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassLevel"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    levels_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["LevelId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassLevel"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    levels_replace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["LevelId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LevelPatch"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassLevel"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    levels_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["LevelId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    levels_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["LevelId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LevelPatch"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassLevel"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    levels_bulk_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Items_LevelInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Results_ClassLevel"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    levels_bulk_delete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Items_LevelId"];
            };
        };
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    levels_bulk_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Items_Change_LevelId_LevelPatch"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Results_ClassLevel"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    class_subjects_list: {
        parameters: {
            query?: {
                class_id?: components["schemas"]["ClassId"][];
                page?: number;
                page_size?: number;
                subject_id?: components["schemas"]["SubjectId"];
                teacher_id?: components["schemas"]["TeacherId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Paginated_ClassSubject"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    class_subjects_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClassSubjectInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassSubject"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    class_subjects_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["ClassSubjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassSubject"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    class_subjects_replace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["ClassSubjectId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClassSubjectPatch"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassSubject"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    class_subjects_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["ClassSubjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    class_subjects_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["ClassSubjectId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClassSubjectPatch"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassSubject"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    class_subjects_bulk_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Items_ClassSubjectInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Results_ClassSubject"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    class_subjects_bulk_delete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Items_ClassSubjectId"];
            };
        };
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    class_subjects_bulk_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Items_Change_ClassSubjectId_ClassSubjectPatch"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Results_ClassSubject"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    class_subjects_export: {
        parameters: {
            query?: {
                class_id?: components["schemas"]["ClassId"][];
                page?: number;
                page_size?: number;
                subject_id?: components["schemas"]["SubjectId"];
                teacher_id?: components["schemas"]["TeacherId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    classes_list: {
        parameters: {
            query?: {
                class_teacher_id?: components["schemas"]["TeacherId"];
                level_id?: components["schemas"]["LevelId"][];
                page?: number;
                page_size?: number;
                search?: string;
                /** @description Class teacher or subject teacher (a teacher record's id). */
                teacher_id?: components["schemas"]["TeacherId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Paginated_Class"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    classes_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClassInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Class"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    classes_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["ClassId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Class"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    classes_replace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["ClassId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClassInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Class"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    classes_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["ClassId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    classes_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["ClassId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClassPatch"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Class"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    classes_promote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["ClassId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PromoteRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromoteResult"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    classes_bulk_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Items_ClassInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Results_Class"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    classes_bulk_delete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Items_ClassId"];
            };
        };
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    classes_bulk_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Items_Change_ClassId_ClassPatch"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Results_Class"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    classes_export: {
        parameters: {
            query?: {
                class_teacher_id?: components["schemas"]["TeacherId"];
                level_id?: components["schemas"]["LevelId"][];
                page?: number;
                page_size?: number;
                search?: string;
                /** @description Class teacher or subject teacher (a teacher record's id). */
                teacher_id?: components["schemas"]["TeacherId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    conversations_inbox: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InboxBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    conversations_start: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewConversationInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StartedBody"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    conversations_thread: {
        parameters: {
            query?: {
                /** @description Only the messages written or decided on after this cursor (an open thread's `cursor`). */
                after?: number;
            };
            header?: never;
            path: {
                /** @description The conversation */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThreadBody"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    conversations_send_file: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The conversation */
                id: string;
            };
            cookie?: never;
        };
        /** @description Fields file and, optionally, body */
        requestBody?: {
            content: {
                "multipart/form-data": unknown;
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageBody"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    conversations_send: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The conversation */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessageInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageBody"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    conversations_contacts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactBody"][];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    enrolments_list: {
        parameters: {
            query?: {
                class_id?: components["schemas"]["ClassId"][];
                page?: number;
                page_size?: number;
                session_id?: components["schemas"]["SessionId"];
                student_id?: components["schemas"]["StudentId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Paginated_Enrolment"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    enrolments_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnrolmentInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Enrolment"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    enrolments_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["EnrolmentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Enrolment"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    enrolments_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["EnrolmentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    enrolments_bulk_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Items_EnrolmentInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Results_Enrolment"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    enrolments_bulk_delete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Items_EnrolmentId"];
            };
        };
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    enrolments_export: {
        parameters: {
            query?: {
                class_id?: components["schemas"]["ClassId"][];
                page?: number;
                page_size?: number;
                session_id?: components["schemas"]["SessionId"];
                student_id?: components["schemas"]["StudentId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    papers_list: {
        parameters: {
            query?: {
                class_id?: components["schemas"]["ClassId"];
                /** @description Papers on this day only. */
                date?: string;
                exam_id?: components["schemas"]["ExamId"];
                /** @description Papers on or after this day (`YYYY-MM-DD`). */
                from?: string;
                /** @description The invigilating teacher record's id. */
                invigilator_id?: components["schemas"]["TeacherId"];
                page?: number;
                page_size?: number;
                /** @description Papers on or before this day. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Paginated_ExamPaper"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    papers_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExamPaperInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExamPaper"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    papers_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["ExamPaperId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExamPaper"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    papers_replace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["ExamPaperId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExamPaperInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExamPaper"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    papers_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["ExamPaperId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    papers_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["ExamPaperId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExamPaperPatch"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExamPaper"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    papers_bulk_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Items_ExamPaperInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Results_ExamPaper"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    papers_bulk_delete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Items_ExamPaperId"];
            };
        };
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    exams_list: {
        parameters: {
            query?: {
                kind?: components["schemas"]["ExamKind"];
                page?: number;
                page_size?: number;
                status?: components["schemas"]["ExamStatus"];
                term_id?: components["schemas"]["TermId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Paginated_Exam"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    exams_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExamInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Exam"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    exams_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["ExamId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Exam"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    exams_replace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["ExamId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExamInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Exam"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    exams_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["ExamId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    exams_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["ExamId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExamPatch"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Exam"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    exams_publish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["ExamId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublishResult"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    health_health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every dependency answers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency does not answer */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    lessons_list: {
        parameters: {
            query?: {
                class_id?: components["schemas"]["ClassId"];
                page?: number;
                page_size?: number;
                /** @description A room's name, in any case. */
                room?: string;
                /** @description The teacher record's id. */
                teacher_id?: components["schemas"]["TeacherId"];
                term_id?: components["schemas"]["TermId"];
                weekday?: components["schemas"]["Weekday"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Paginated_Lesson"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    lessons_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LessonInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Lesson"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    lessons_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["LessonId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Lesson"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    lessons_replace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["LessonId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LessonInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Lesson"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    lessons_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["LessonId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    lessons_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["LessonId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LessonPatch"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Lesson"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    lessons_bulk_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Items_LessonInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Results_Lesson"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    lessons_bulk_delete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Items_LessonId"];
            };
        };
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    lessons_bulk_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Items_Change_LessonId_LessonPatch"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Results_Lesson"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    lessons_copy_term: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CopyTermRequest"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CopyResult"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    conversations_waiting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WaitingBody"][];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    conversations_approve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The message */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageBody"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    conversations_attachment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The message */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": number[];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    conversations_reject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The message */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RejectInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageBody"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    newsletter_list_subscribers: {
        parameters: {
            query?: {
                page?: number | null;
                page_size?: number | null;
                /** @description Part of an address, in any case. */
                search?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of subscribers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Paginated_SubscriberBody"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid access token was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not manage the newsletter */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    newsletter_subscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscribeRequest"];
            };
        };
        responses: {
            /** @description Subscribed (also when it already was) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscribeResponse"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an e-mail address */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many sign-ups from this client */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    newsletter_remove_subscriber: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid access token was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not manage the newsletter */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such subscriber */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    newsletter_confirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmRequest"];
            };
        };
        responses: {
            /** @description Confirmed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscribeResponse"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The link is unknown or was used */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    notifications_inbox: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                /** @description Only the unread ones. */
                unread?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Paginated_NotificationBody"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    notifications_mark_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    notifications_outbox: {
        parameters: {
            query?: {
                channel?: components["schemas"]["ChannelName"];
                event?: components["schemas"]["EventName"];
                page?: number;
                page_size?: number;
                /** @description Part of the recipient or the subject, in any case. */
                search?: string;
                status?: components["schemas"]["StatusName"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Paginated_OutboxMessageBody"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    notifications_outbox_message: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxMessageBody"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    notifications_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxMessageBody"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    notifications_retry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxMessageBody"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    notifications_outbox_counts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxCountsBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    notifications_mark_all_read: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarkedRead"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    notifications_unread_count: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnreadCount"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    parents_list: {
        parameters: {
            query?: {
                is_active?: boolean;
                /** @description `last_name` or `first_name`; `-` reverses. */
                ordering?: string;
                page?: number;
                page_size?: number;
                /** @description Case-insensitive, over names, e-mail, phone and username. */
                search?: string;
                student_id?: components["schemas"]["StudentId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Paginated_Parent"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    parents_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ParentInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Parent"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    parents_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["ParentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Parent"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    parents_replace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["ParentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ParentInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Parent"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    parents_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["ParentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    parents_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["ParentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ParentPatch"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Parent"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    parents_link_child: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["ParentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChildLink"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Parent"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    parents_unlink_child: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["ParentId"];
                student_id: components["schemas"]["StudentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unlinked */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    parents_bulk_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Items_ParentInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Results_Parent"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    parents_bulk_delete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Items_ParentId"];
            };
        };
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    parents_bulk_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Items_Change_ParentId_ParentPatch"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Results_Parent"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    parents_export: {
        parameters: {
            query?: {
                is_active?: boolean;
                /** @description `last_name` or `first_name`; `-` reverses. */
                ordering?: string;
                page?: number;
                page_size?: number;
                /** @description Case-insensitive, over names, e-mail, phone and username. */
                search?: string;
                student_id?: components["schemas"]["StudentId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    profiles_contact_info: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's contact details */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactInfo"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    profiles_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    profiles_contact_info_1: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's contact details */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactInfo"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    media_upload_profile_picture: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description One field, profile_image */
        requestBody?: {
            content: {
                "multipart/form-data": unknown;
            };
        };
        responses: {
            /** @description Stored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PictureResponse"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid access token was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The school does not allow pictures */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Larger than the school allows */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not a picture */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Some fields are not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    profiles_verification_status_1: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account's status */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationStatus"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    profiles_update_preferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PreferencesUpdate"];
            };
        };
        responses: {
            /** @description The updated user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserBody"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A value is not allowed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    profiles_verification_status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account's status */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationStatus"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    batches_batches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Paginated_PinBatch"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    batches_make_batch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PinBatchInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PinBatchMade"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    batches_batch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The batch */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PinBatch"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    batches_cards: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                /** @description Part of a serial, a student's name or admission number. */
                search?: string;
            };
            header?: never;
            path: {
                /** @description The batch */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Paginated_PinCard"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    batches_revoke_card: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The card */
                card: string;
                /** @description The batch */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Withdrawn */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    batches_export: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The batch */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    batches_revoke_batch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The batch */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PinBatch"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    check_check: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PinCheck"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PinCheckOutcome"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Withdrawn, expired, used up, bound to another student, or not published yet */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A wrong serial or PIN, an unknown admission number, or a field missing */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    cards_board: {
        parameters: {
            query?: {
                term_id?: components["schemas"]["TermId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultsBoard"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    cards_broadsheet: {
        parameters: {
            query?: {
                term_id?: components["schemas"]["TermId"];
            };
            header?: never;
            path: {
                /** @description The class */
                id: components["schemas"]["ClassId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Broadsheet"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    cards_broadsheet_export: {
        parameters: {
            query?: {
                term_id?: components["schemas"]["TermId"];
            };
            header?: never;
            path: {
                /** @description The class */
                id: components["schemas"]["ClassId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    cards_class_cards: {
        parameters: {
            query?: {
                term_id?: components["schemas"]["TermId"];
            };
            header?: never;
            path: {
                /** @description The class */
                id: components["schemas"]["ClassId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassCards"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    cards_changes: {
        parameters: {
            query?: {
                term_id?: components["schemas"]["TermId"];
            };
            header?: never;
            path: {
                /** @description The class */
                id: components["schemas"]["ClassId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Paginated_ResultChange"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    cards_publish: {
        parameters: {
            query?: {
                term_id?: components["schemas"]["TermId"];
            };
            header?: never;
            path: {
                /** @description The class */
                id: components["schemas"]["ClassId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassResults"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    cards_unpublish: {
        parameters: {
            query?: {
                term_id?: components["schemas"]["TermId"];
            };
            header?: never;
            path: {
                /** @description The class */
                id: components["schemas"]["ClassId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassResults"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    cards_comments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Paginated_BankComment"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    cards_add_comment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewBankComment"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankComment"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    cards_delete_comment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The comment */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    cards_student_card: {
        parameters: {
            query?: {
                term_id?: components["schemas"]["TermId"];
            };
            header?: never;
            path: {
                /** @description The student */
                id: components["schemas"]["StudentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportCard"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    cards_save_report: {
        parameters: {
            query?: {
                term_id?: components["schemas"]["TermId"];
            };
            header?: never;
            path: {
                /** @description The student */
                id: components["schemas"]["StudentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportSave"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportCard"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    cards_student_terms: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student */
                id: components["schemas"]["StudentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Paginated_CardTerm"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    settings_design_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The design settings, with defaults for what is not set */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DesignSettings"];
                };
            };
            /** @description The settings could not be read */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    announcements_list_announcements: {
        parameters: {
            query?: {
                is_active?: boolean;
                /**
                 * @description `created_at`, `priority`, `expires_at`, `title`, comma-separated, `-` to reverse;
                 *     default `-priority,-created_at`.
                 */
                ordering?: string;
                page?: number;
                page_size?: number;
                /** @description `LOW`, `MEDIUM` or `HIGH`; repeat for several. */
                priority?: string[];
                /** @description Case-insensitive, in the title or the content. */
                search?: string;
                /** @description `ALL`, `STUDENTS`, `TEACHERS` or `PARENTS`; repeat for several. */
                target_audience?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of announcements */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Paginated_AnnouncementBody"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter is not valid */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    announcements_create_announcement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewAnnouncementForm"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedAnnouncement"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid access token was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not manage announcements */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Invalid fields */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    announcements_get_announcement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The announcement */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnnouncementBody"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such announcement for this caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    announcements_replace_announcement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnnouncementForm"];
            };
        };
        responses: {
            /** @description Replaced */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnnouncementBody"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid access token was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not manage announcements */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such announcement */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Invalid fields */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    announcements_delete_announcement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid access token was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not manage announcements */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such announcement */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    announcements_update_announcement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnnouncementPatch"];
            };
        };
        responses: {
            /** @description Changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnnouncementBody"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid access token was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not manage announcements */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such announcement */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Invalid fields */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    settings_communication_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The communication settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommunicationSettings"];
                };
            };
            /** @description No valid access token was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Only admins read them */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    settings_update_communication_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Any of notifications_enabled, notifications, message_templates, chat_system, plus `version` */
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The communication settings as stored now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommunicationSettings"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid access token was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not change settings */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Someone changed the settings since they were read */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Invalid values, one message list per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    connection_tests_brevo_send: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BrevoTestRequest"];
            };
        };
        responses: {
            /** @description The test ran: success, or the reason it failed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckOutcome"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid access token was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not change settings */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something the test needs is missing */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many tests in a minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    connection_tests_brevo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BrevoTestRequest"];
            };
        };
        responses: {
            /** @description The test ran: success, or the reason it failed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckOutcome"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid access token was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not change settings */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something the test needs is missing */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many tests in a minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    connection_tests_email: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SmtpTestRequest"];
            };
        };
        responses: {
            /** @description The test ran: success, or the reason it failed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckOutcome"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid access token was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not change settings */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something the test needs is missing */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many tests in a minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    connection_tests_sms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SmsTestRequest"];
            };
        };
        responses: {
            /** @description The test ran: success, or the reason it failed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckOutcome"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid access token was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not change settings */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something the test needs is missing */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many tests in a minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    connection_tests_twilio_send: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SmsTestRequest"];
            };
        };
        responses: {
            /** @description The test ran: success, or the reason it failed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckOutcome"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid access token was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not change settings */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something the test needs is missing */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many tests in a minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    connection_tests_twilio: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SmsTestRequest"];
            };
        };
        responses: {
            /** @description The test ran: success, or the reason it failed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckOutcome"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid access token was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not change settings */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something the test needs is missing */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many tests in a minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    connection_tests_gateway: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description paystack, stripe, flutterwave or bankTransfer */
                gateway: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GatewayTestRequest"];
            };
        };
        responses: {
            /** @description The test ran: success, or the reason it failed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckOutcome"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid access token was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not change settings */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such gateway */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something the test needs is missing */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many tests in a minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    access_list_permissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Paginated_PermissionBody"];
                };
            };
            /** @description No valid access token was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    access_get_permission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The codename */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PermissionBody"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid access token was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    access_list_roles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Paginated_RoleBody"];
                };
            };
            /** @description No valid access token was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    access_create_role: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleRequest"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleBody"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid access token was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    access_get_role: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleBody"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid access token was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    access_update_role: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleBody"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid access token was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    access_delete_role: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid access token was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    settings_school_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The school's settings; ETag `"settings-{version}"` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsResponse"];
                };
            };
            /** @description A token was sent but is no longer valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The settings could not be read */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    settings_update_school_settings: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the settings read */
                "If-Match"?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The settings that changed, in the names of SchoolSettings, plus `version` */
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The settings as stored now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsResponse"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid access token was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not change settings */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Someone changed the settings since they were read */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Invalid values, one message list per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    settings_upload_favicon: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description One field, favicon */
        requestBody?: {
            content: {
                "multipart/form-data": unknown;
            };
        };
        responses: {
            /** @description Stored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsResponse"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid access token was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not change settings */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Larger than 512 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an accepted image (SVG is refused) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Some fields are not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    settings_upload_logo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description One field, logo */
        requestBody?: {
            content: {
                "multipart/form-data": unknown;
            };
        };
        responses: {
            /** @description Stored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsResponse"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid access token was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not change settings */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Larger than 2 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an accepted image (SVG is refused) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Some fields are not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    access_list_user_roles: {
        parameters: {
            query?: {
                /** @description Only this user's roles. */
                user?: components["schemas"]["UserId"] | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Paginated_UserRoleBody"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid access token was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    access_create_user_role: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserRoleRequest"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserRoleBody"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid access token was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    access_get_user_role: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserRoleBody"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid access token was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    access_update_user_role: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserRoleRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserRoleBody"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid access token was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Some fields are not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    access_delete_user_role: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid access token was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    sheets_get: {
        parameters: {
            query?: {
                term_id?: components["schemas"]["TermId"];
            };
            header?: never;
            path: {
                /** @description The class subject */
                id: components["schemas"]["ClassSubjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScoreSheet"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    sheets_save: {
        parameters: {
            query?: {
                term_id?: components["schemas"]["TermId"];
            };
            header?: never;
            path: {
                /** @description The class subject */
                id: components["schemas"]["ClassSubjectId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SheetSave"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScoreSheet"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    sheets_approve: {
        parameters: {
            query?: {
                term_id?: components["schemas"]["TermId"];
            };
            header?: never;
            path: {
                /** @description The class subject */
                id: components["schemas"]["ClassSubjectId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VersionBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScoreSheet"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Some fields are not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    sheets_return_sheet: {
        parameters: {
            query?: {
                term_id?: components["schemas"]["TermId"];
            };
            header?: never;
            path: {
                /** @description The class subject */
                id: components["schemas"]["ClassSubjectId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReturnBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScoreSheet"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    sheets_submit: {
        parameters: {
            query?: {
                term_id?: components["schemas"]["TermId"];
            };
            header?: never;
            path: {
                /** @description The class subject */
                id: components["schemas"]["ClassSubjectId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VersionBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScoreSheet"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    sessions_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Paginated_Session"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    sessions_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SessionInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    sessions_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["SessionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    sessions_replace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["SessionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SessionPatch"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    sessions_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["SessionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    sessions_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["SessionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SessionPatch"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    sessions_make_current: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["SessionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    sessions_bulk_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Items_SessionInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Results_Session"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    sessions_bulk_delete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Items_SessionId"];
            };
        };
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    sessions_bulk_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Items_Change_SessionId_SessionPatch"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Results_Session"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    students_list: {
        parameters: {
            query?: {
                /** @description Classes of the current session (or of `session_id` when given). */
                class_id?: components["schemas"]["ClassId"][];
                level_id?: components["schemas"]["LevelId"][];
                /** @description `last_name`, `first_name`, `admission_number` or `admission_date`; `-` reverses. */
                ordering?: string;
                page?: number;
                page_size?: number;
                parent_id?: components["schemas"]["ParentId"];
                /** @description Case-insensitive, over names, admission number, username and e-mail. */
                search?: string;
                session_id?: components["schemas"]["SessionId"];
                status?: ("active" | "suspended" | "withdrawn" | "graduated")[];
                /** @description Taught by this teacher (a teacher record's id) this session. */
                teacher_id?: components["schemas"]["TeacherId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Paginated_Student"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    students_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudentInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Student"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    students_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["StudentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Student"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    students_replace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["StudentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudentInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Student"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    students_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["StudentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    students_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["StudentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudentPatch"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Student"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    students_bulk_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Items_StudentInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Results_Student"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    students_bulk_delete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Items_StudentId"];
            };
        };
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    students_bulk_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Items_Change_StudentId_StudentPatch"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Results_Student"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    students_export: {
        parameters: {
            query?: {
                /** @description Classes of the current session (or of `session_id` when given). */
                class_id?: components["schemas"]["ClassId"][];
                level_id?: components["schemas"]["LevelId"][];
                /** @description `last_name`, `first_name`, `admission_number` or `admission_date`; `-` reverses. */
                ordering?: string;
                page?: number;
                page_size?: number;
                parent_id?: components["schemas"]["ParentId"];
                /** @description Case-insensitive, over names, admission number, username and e-mail. */
                search?: string;
                session_id?: components["schemas"]["SessionId"];
                status?: ("active" | "suspended" | "withdrawn" | "graduated")[];
                /** @description Taught by this teacher (a teacher record's id) this session. */
                teacher_id?: components["schemas"]["TeacherId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    students_import: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description field `file`: the CSV */
        requestBody: {
            content: {
                "multipart/form-data": string;
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportResult"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    students_template: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    subjects_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Paginated_Subject"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    subjects_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubjectInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subject"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    subjects_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["SubjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subject"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    subjects_replace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["SubjectId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubjectPatch"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subject"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    subjects_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["SubjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    subjects_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["SubjectId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubjectPatch"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subject"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    subjects_bulk_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Items_SubjectInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Results_Subject"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    subjects_bulk_delete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Items_SubjectId"];
            };
        };
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    subjects_bulk_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Items_Change_SubjectId_SubjectPatch"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Results_Subject"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    teachers_list: {
        parameters: {
            query?: {
                /** @description Class teacher or subject teacher of this class. */
                class_id?: components["schemas"]["ClassId"];
                is_active?: boolean;
                /** @description `last_name`, `staff_number` or `hire_date`; `-` reverses. */
                ordering?: string;
                page?: number;
                page_size?: number;
                /** @description Case-insensitive, over names, staff number, username and e-mail. */
                search?: string;
                subject_id?: components["schemas"]["SubjectId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Paginated_Teacher"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    teachers_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TeacherInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Teacher"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    teachers_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["TeacherId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Teacher"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    teachers_replace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["TeacherId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TeacherInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Teacher"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    teachers_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["TeacherId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    teachers_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["TeacherId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TeacherPatch"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Teacher"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    teachers_bulk_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Items_TeacherInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Results_Teacher"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    teachers_bulk_delete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Items_TeacherId"];
            };
        };
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    teachers_bulk_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Items_Change_TeacherId_TeacherPatch"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Results_Teacher"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    teachers_export: {
        parameters: {
            query?: {
                /** @description Class teacher or subject teacher of this class. */
                class_id?: components["schemas"]["ClassId"];
                is_active?: boolean;
                /** @description `last_name`, `staff_number` or `hire_date`; `-` reverses. */
                ordering?: string;
                page?: number;
                page_size?: number;
                /** @description Case-insensitive, over names, staff number, username and e-mail. */
                search?: string;
                subject_id?: components["schemas"]["SubjectId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    teachers_import: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description field `file`: the CSV */
        requestBody: {
            content: {
                "multipart/form-data": string;
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeacherImportResult"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    teachers_template: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    teachers_own: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Teacher"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    teachers_update_own: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OwnTeacherPatch"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Teacher"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    terms_list: {
        parameters: {
            query?: {
                /** @description Only this session's terms. */
                session_id?: components["schemas"]["SessionId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Paginated_Term"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    terms_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["TermId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Term"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The caller may not do this, or must first change a temporary password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    terms_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["TermId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TermPatch"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Term"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    terms_make_current: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["TermId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Term"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admins_list_users: {
        parameters: {
            query?: {
                /** @description `false`: self-registered accounts waiting for approval (`/api/users/` only). */
                approved?: boolean | null;
                is_active?: boolean | null;
                /** @description `last_name`, `username`, `date_joined` or `last_login`; `-` before it reverses. */
                ordering?: string | null;
                page?: number | null;
                page_size?: number | null;
                /** @description `student`, `teacher`, `parent` or `admin` (`/api/users/` only). */
                role?: string | null;
                /** @description Case-insensitive, over username, names and e-mail. */
                search?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Paginated_UserBody"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid access token was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A filter or field is not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admins_update_user: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountPatch"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserBody"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid access token was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The change clashes with what is stored (a name taken, a record others depend on). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admins_recover_password: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecoveryRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryResponse"];
                };
            };
            /** @description The request is malformed: its body, address or query cannot be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid access token was sent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than the endpoint takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type the endpoint takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Some fields are not valid; `fields` says which and why. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server failed; the detail names the request id to report. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
}
