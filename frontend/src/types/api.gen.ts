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
        get: operations["list_admins"];
        put?: never;
        /** Adds an admin. */
        post: operations["create_admin"];
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
        get: operations["get_admin"];
        /** Replaces an admin's names, e-mail, active and superuser flags (superusers only). */
        put: operations["replace_admin"];
        post?: never;
        /**
         * Deactivates an admin: their sessions end and they cannot sign in. Their records stay, so the
         *     school's history keeps who did what.
         */
        delete: operations["deactivate_admin"];
        options?: never;
        head?: never;
        /** Changes an admin: names, e-mail, active, superuser. */
        patch: operations["update_admin"];
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
        post: operations["bulk_create_admins"];
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
        post: operations["bulk_delete_admins"];
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
        post: operations["bulk_update_admins"];
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
        post: operations["change_password"];
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
        post: operations["login"];
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
        post: operations["logout"];
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
        post: operations["request_password_reset"];
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
        post: operations["confirm_password_reset"];
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
        post: operations["sign_up"];
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
        post: operations["refresh"];
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
        post: operations["verify_email"];
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
        /** The class levels, in order (kept in the settings' Academic tab). */
        get: operations["class_levels"];
        put?: never;
        post?: never;
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
        get: operations["class_level"];
        put?: never;
        post?: never;
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
        get: operations["list_class_subjects"];
        put?: never;
        post: operations["create_class_subject"];
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
        get: operations["get_class_subject"];
        put?: never;
        post?: never;
        delete: operations["delete_class_subject"];
        options?: never;
        head?: never;
        /**
         * Changes (or with `null` clears) a class subject's teacher. PUT and PATCH are the same: the
         *     teacher is the only field that changes.
         */
        patch: operations["update_class_subject"];
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
        post: operations["bulk_create_class_subjects"];
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
        post: operations["bulk_delete_class_subjects"];
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
        post: operations["bulk_update_class_subjects"];
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
        get: operations["export_class_subjects"];
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
        get: operations["list_classes"];
        put?: never;
        /** Adds a class (an arm of a level, such as JSS 1A) with its class teacher. */
        post: operations["create_class"];
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
        get: operations["get_class"];
        put: operations["replace_class"];
        post?: never;
        /** Deletes a class; 409 while students are or were enrolled in it. */
        delete: operations["delete_class"];
        options?: never;
        head?: never;
        patch: operations["update_class"];
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
        post: operations["promote"];
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
        post: operations["bulk_create_classes"];
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
        post: operations["bulk_delete_classes"];
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
        post: operations["bulk_update_classes"];
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
        get: operations["export_classes"];
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
        get: operations["list_enrolments"];
        put?: never;
        /** Puts a student in a class for a session (replacing their enrolment of that session). */
        post: operations["create_enrolment"];
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
        get: operations["get_enrolment"];
        put?: never;
        post?: never;
        delete: operations["delete_enrolment"];
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
        post: operations["bulk_create_enrolments"];
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
        post: operations["bulk_delete_enrolments"];
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
        get: operations["export_enrolments"];
        put?: never;
        post?: never;
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
        get: operations["health"];
        put?: never;
        post?: never;
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
        get: operations["list_subscribers"];
        put?: never;
        /** Subscribes an address to the school's newsletter. */
        post: operations["subscribe"];
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
        delete: operations["remove_subscriber"];
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
        get: operations["list_parents"];
        put?: never;
        /** Adds a parent with their sign-in account and links to their children. */
        post: operations["create_parent"];
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
        get: operations["get_parent"];
        put: operations["replace_parent"];
        post?: never;
        /** Deletes a parent, their account and their links to children. */
        delete: operations["delete_parent"];
        options?: never;
        head?: never;
        patch: operations["update_parent"];
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
        /** Links a child to a parent (or changes the relationship of an existing link). */
        post: operations["link_child"];
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
        delete: operations["unlink_child"];
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
        post: operations["bulk_create_parents"];
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
        post: operations["bulk_delete_parents"];
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
        post: operations["bulk_update_parents"];
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
        get: operations["export_parents"];
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
        get: operations["contact_info"];
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
        get: operations["me"];
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
        post: operations["upload_profile_picture"];
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
        patch: operations["update_preferences"];
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
        get: operations["verification_status"];
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
        get: operations["design_settings"];
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
        get: operations["list_announcements"];
        put?: never;
        /** Publishes an announcement (`announcements.manage`). */
        post: operations["create_announcement"];
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
        get: operations["get_announcement"];
        /** Replaces an announcement (`announcements.manage`); fields left out take their defaults. */
        put: operations["replace_announcement"];
        post?: never;
        /** Deletes an announcement (`announcements.manage`). */
        delete: operations["delete_announcement"];
        options?: never;
        head?: never;
        /** Changes some fields of an announcement (`announcements.manage`). */
        patch: operations["update_announcement"];
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
        get: operations["communication_settings"];
        /**
         * Changes the communication settings sent, as the school settings update does; other settings
         *     answer 422.
         */
        put: operations["update_communication_settings"];
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
        post: operations["brevo_send"];
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
        post: operations["brevo"];
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
        post: operations["email"];
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
        post: operations["sms"];
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
        post: operations["twilio_send"];
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
        post: operations["twilio"];
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
        post: operations["gateway"];
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
        get: operations["list_permissions"];
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
        get: operations["get_permission"];
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
        get: operations["list_roles"];
        put?: never;
        /** Creates a role. */
        post: operations["create_role"];
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
        get: operations["get_role"];
        /** Replaces a role's name, description and permissions. */
        put: operations["update_role"];
        post?: never;
        /** Deletes a role; the admins who held it lose its permissions. */
        delete: operations["delete_role"];
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
        get: operations["school_settings"];
        /**
         * Changes the settings sent, and only those: nested groups merge key by key, lists replace
         *     whole. Send the `version` you read (or `If-Match`) so that a change someone else made
         *     meanwhile is not overwritten. Secrets are write-only (decision 007).
         */
        put: operations["update_school_settings"];
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
        post: operations["upload_favicon"];
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
        post: operations["upload_logo"];
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
        get: operations["list_user_roles"];
        put?: never;
        /** Grants a role to an admin. */
        post: operations["create_user_role"];
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
        get: operations["get_user_role"];
        /** Changes which role a grant gives. */
        put: operations["update_user_role"];
        post?: never;
        /** Takes a role back. */
        delete: operations["delete_user_role"];
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
        get: operations["sessions"];
        put?: never;
        post?: never;
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
        get: operations["session"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Changes a session's dates (its name and terms are changed in the settings). */
        patch: operations["update_session"];
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
        post: operations["make_session_current"];
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
        get: operations["list_students"];
        put?: never;
        /**
         * Adds a student with their sign-in account; `initial_password` is answered once when the
         *     server made the password.
         */
        post: operations["create_student"];
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
        get: operations["get_student"];
        put: operations["replace_student"];
        post?: never;
        /**
         * Deletes a student and their account (for records made by mistake); once other records
         *     depend on them, 409 says to set the status to withdrawn instead.
         */
        delete: operations["delete_student"];
        options?: never;
        head?: never;
        patch: operations["update_student"];
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
        post: operations["bulk_create_students"];
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
        post: operations["bulk_delete_students"];
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
        post: operations["bulk_update_students"];
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
        get: operations["export_students"];
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
        post: operations["import_students"];
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
        get: operations["import_template"];
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
        /** The subjects, in order (kept in the settings' Academic tab). */
        get: operations["subjects"];
        put?: never;
        post?: never;
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
        get: operations["subject"];
        put?: never;
        post?: never;
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
        /** The teachers, for admins and teachers (the staff room). */
        get: operations["list_teachers"];
        put?: never;
        /**
         * Adds a teacher with their sign-in account; `initial_password` is answered once when the
         *     server made the password.
         */
        post: operations["create_teacher"];
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
        get: operations["get_teacher"];
        put: operations["replace_teacher"];
        post?: never;
        /** Deletes a teacher and their account; 409 while they are a class or subject teacher. */
        delete: operations["delete_teacher"];
        options?: never;
        head?: never;
        patch: operations["update_teacher"];
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
        post: operations["bulk_create_teachers"];
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
        post: operations["bulk_delete_teachers"];
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
        post: operations["bulk_update_teachers"];
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
        get: operations["export_teachers"];
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
        get: operations["own_teacher"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** A teacher changes their own phone, qualification, specialisation and bio. */
        patch: operations["update_own_teacher"];
        trace?: never;
    };
    "/api/terms/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["terms"];
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
        get: operations["term"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Changes a term's dates, including when the next term begins (printed on report cards). */
        patch: operations["update_term"];
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
        post: operations["make_term_current"];
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
        get: operations["list_users"];
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
        patch: operations["update_user"];
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
        post: operations["recover_password"];
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
            /** Format: uuid */
            id: string;
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
        /**
         * @description Who an announcement is for.
         * @enum {string}
         */
        Audience: "ALL" | "STUDENTS" | "TEACHERS" | "PARENTS";
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
             * Format: int32
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
             * Format: int32
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
        /** @description What a bulk call made or changed. */
        BulkClasses: {
            results: components["schemas"]["Class"][];
        };
        BulkClassSubjects: {
            results: components["schemas"]["ClassSubject"][];
        };
        BulkEnrolments: {
            results: components["schemas"]["Enrolment"][];
        };
        BulkParents: {
            results: components["schemas"]["Parent"][];
        };
        /** @description The admins a bulk call made or changed. */
        BulkResult: {
            results: components["schemas"]["UserBody"][];
        };
        BulkStudents: {
            results: components["schemas"]["Student"][];
        };
        BulkTeachers: {
            results: components["schemas"]["Teacher"][];
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
        ChangePasswordRequest: {
            /** @default  */
            current_password: string;
            /** @default  */
            new_password: string;
        };
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
            /** @default  */
            relationship: string;
            /**
             * Format: uuid
             * @default 00000000-0000-0000-0000-000000000000
             */
            student_id: string;
        };
        /** @description A class arm (JSS 1A) of a class level, with its class teacher. */
        Class: {
            arm: string;
            /** Format: uuid */
            class_teacher_id?: string | null;
            class_teacher_name?: string | null;
            /** Format: uuid */
            id: string;
            level_id: string;
            level_name: string;
            name: string;
            /**
             * Format: int64
             * @description Students enrolled in it in the current session.
             */
            student_count: number;
        };
        /** @description A new class. */
        ClassInput: {
            /** @default  */
            arm: string;
            /**
             * Format: uuid
             * @default null
             */
            class_teacher_id: string | null;
            /** @default  */
            level_id: string;
            /**
             * @description Defaults to the level's name and the arm: "JSS 1" and "A" give "JSS 1A".
             * @default null
             */
            name: string | null;
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
            level_id: string | null;
            /** @default null */
            name: string | null;
        };
        ClassRef: {
            /** Format: uuid */
            id: string;
            name: string;
        };
        /** @description A subject a class offers, with its subject teacher. */
        ClassSubject: {
            /** Format: uuid */
            class_id: string;
            class_name: string;
            /** Format: uuid */
            id: string;
            subject_id: string;
            subject_name: string;
            /** Format: uuid */
            teacher_id?: string | null;
            teacher_name?: string | null;
        };
        ClassSubjectInput: {
            /**
             * Format: uuid
             * @default 00000000-0000-0000-0000-000000000000
             */
            class_id: string;
            /** @default  */
            subject_id: string;
            /**
             * Format: uuid
             * @default null
             */
            teacher_id: string | null;
        };
        /** @description Changes to a class subject: only its teacher changes (`null` clears it). */
        ClassSubjectPatch: {
            /**
             * Format: uuid
             * @default null
             */
            teacher_id: string | null;
        };
        /** @description The communication part of the settings and the version it was read at. */
        CommunicationSettings: {
            chat_system: components["schemas"]["ChatSystem"];
            message_templates: components["schemas"]["MessageTemplates"];
            notifications: components["schemas"]["Notifications"];
            notifications_enabled: boolean;
            /** Format: int64 */
            version: number;
        };
        /** @description How to reach the user. */
        ContactInfo: {
            email: string;
        };
        /** @description A generated password, for the sign-in slips of an import. */
        Credential: {
            name: string;
            password: string;
            /** @description `student` or `parent`. */
            role: string;
            username: string;
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
            /** Format: uuid */
            class_id: string;
            class_name: string;
            /** Format: uuid */
            id: string;
            session_id: string;
            /** Format: uuid */
            student_id: string;
            student_name: string;
        };
        EnrolmentInput: {
            /**
             * Format: uuid
             * @default 00000000-0000-0000-0000-000000000000
             */
            class_id: string;
            /** @default  */
            session_id: string;
            /**
             * Format: uuid
             * @default 00000000-0000-0000-0000-000000000000
             */
            student_id: string;
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
        /** @description Several items of a bulk call (product.md §1): all are applied in one transaction, or none. */
        Items_AdminItemPatch: {
            items: (components["schemas"]["AccountPatch"] & {
                /** Format: uuid */
                id: string;
            })[];
        };
        /** @description Several items of a bulk call (product.md §1): all are applied in one transaction, or none. */
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
        /** @description Several items of a bulk call (product.md §1): all are applied in one transaction, or none. */
        Items_Change_ClassPatch: {
            items: ({
                /** @default null */
                arm: string | null;
                /**
                 * Format: uuid
                 * @default null
                 */
                class_teacher_id: string | null;
                /** @default null */
                level_id: string | null;
                /** @default null */
                name: string | null;
            } & {
                /** Format: uuid */
                id: string;
            })[];
        };
        /** @description Several items of a bulk call (product.md §1): all are applied in one transaction, or none. */
        Items_Change_ClassSubjectPatch: {
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
        /** @description Several items of a bulk call (product.md §1): all are applied in one transaction, or none. */
        Items_Change_ParentPatch: {
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
        /** @description Several items of a bulk call (product.md §1): all are applied in one transaction, or none. */
        Items_Change_StudentPatch: {
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
        /** @description Several items of a bulk call (product.md §1): all are applied in one transaction, or none. */
        Items_Change_TeacherPatch: {
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
        /** @description Several items of a bulk call (product.md §1): all are applied in one transaction, or none. */
        Items_ClassInput: {
            items: {
                /** @default  */
                arm: string;
                /**
                 * Format: uuid
                 * @default null
                 */
                class_teacher_id: string | null;
                /** @default  */
                level_id: string;
                /**
                 * @description Defaults to the level's name and the arm: "JSS 1" and "A" give "JSS 1A".
                 * @default null
                 */
                name: string | null;
            }[];
        };
        /** @description Several items of a bulk call (product.md §1): all are applied in one transaction, or none. */
        Items_ClassSubjectInput: {
            items: {
                /**
                 * Format: uuid
                 * @default 00000000-0000-0000-0000-000000000000
                 */
                class_id: string;
                /** @default  */
                subject_id: string;
                /**
                 * Format: uuid
                 * @default null
                 */
                teacher_id: string | null;
            }[];
        };
        /** @description Several items of a bulk call (product.md §1): all are applied in one transaction, or none. */
        Items_EnrolmentInput: {
            items: {
                /**
                 * Format: uuid
                 * @default 00000000-0000-0000-0000-000000000000
                 */
                class_id: string;
                /** @default  */
                session_id: string;
                /**
                 * Format: uuid
                 * @default 00000000-0000-0000-0000-000000000000
                 */
                student_id: string;
            }[];
        };
        /** @description Several items of a bulk call (product.md §1): all are applied in one transaction, or none. */
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
        /** @description Several items of a bulk call (product.md §1): all are applied in one transaction, or none. */
        Items_String: {
            items: string[];
        };
        /** @description Several items of a bulk call (product.md §1): all are applied in one transaction, or none. */
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
                /**
                 * Format: uuid
                 * @description The class in the current session.
                 * @default null
                 */
                class_id: string | null;
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
        /** @description Several items of a bulk call (product.md §1): all are applied in one transaction, or none. */
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
        /** @description An item of a configured list (class levels, subjects). */
        NamedItem: {
            id: string;
            name: string;
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
                /** Format: uuid */
                class_teacher_id?: string | null;
                class_teacher_name?: string | null;
                /** Format: uuid */
                id: string;
                level_id: string;
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
                /** Format: uuid */
                class_id: string;
                class_name: string;
                /** Format: uuid */
                id: string;
                subject_id: string;
                subject_name: string;
                /** Format: uuid */
                teacher_id?: string | null;
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
                /** Format: uuid */
                class_id: string;
                class_name: string;
                /** Format: uuid */
                id: string;
                session_id: string;
                /** Format: uuid */
                student_id: string;
                student_name: string;
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
                /** Format: uuid */
                id: string;
                initial_password?: string | null;
                is_active: boolean;
                last_name: string;
                occupation: string;
                phone: string;
                /** Format: uuid */
                user_id: string;
                username: string;
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
                id: string;
                is_current: boolean;
                name: string;
                /** Format: date */
                start_date?: string | null;
                terms: components["schemas"]["Term"][];
            }[];
        };
        /** @description One page of a list, with links to its neighbours. */
        Paginated_StructureItem: {
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
                id: string;
                name: string;
                /** Format: int32 */
                position: number;
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
                /**
                 * Format: uuid
                 * @description The class of the current session's enrolment.
                 */
                class_id?: string | null;
                class_name?: string | null;
                /** Format: date */
                date_of_birth?: string | null;
                email: string;
                first_name: string;
                gender: components["schemas"]["Gender"];
                /** Format: uuid */
                id: string;
                /** @description Only on the answer to a create that made the password: shown once. */
                initial_password?: string | null;
                is_active: boolean;
                last_name: string;
                level_id?: string | null;
                parents: components["schemas"]["StudentParent"][];
                status: components["schemas"]["StudentStatus"];
                /** Format: uuid */
                user_id: string;
                username: string;
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
                /** Format: uuid */
                id: string;
                initial_password?: string | null;
                is_active: boolean;
                last_name: string;
                phone: string;
                profile_picture?: string | null;
                qualification: string;
                specialisation: string;
                staff_number: string;
                subjects: components["schemas"]["TeachingRef"][];
                /** Format: uuid */
                user_id: string;
                username: string;
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
                /** Format: uuid */
                id: string;
                is_current: boolean;
                name: string;
                /** Format: date */
                next_term_begins?: string | null;
                /** Format: int32 */
                position: number;
                session_id: string;
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
                /** Format: uuid */
                id: string;
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
                /** Format: uuid */
                user: string;
            }[];
        };
        Parent: {
            address: string;
            children: components["schemas"]["ParentChild"][];
            email: string;
            first_name: string;
            /** Format: uuid */
            id: string;
            initial_password?: string | null;
            is_active: boolean;
            last_name: string;
            occupation: string;
            phone: string;
            /** Format: uuid */
            user_id: string;
            username: string;
        };
        /** @description One of a parent's children, as the parent's record shows them. */
        ParentChild: {
            admission_number: string;
            /** Format: uuid */
            class_id?: string | null;
            class_name?: string | null;
            name: string;
            relationship: string;
            /** Format: uuid */
            student_id: string;
        };
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
            /**
             * Format: uuid
             * @default 00000000-0000-0000-0000-000000000000
             */
            parent_id: string;
            /**
             * @description Mother, Father, Guardian...
             * @default
             */
            relationship: string;
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
        /** @description Where the new picture is served. */
        PictureResponse: {
            profile_picture_url: string;
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
            /**
             * @description Students who leave as graduates: status graduated, no new enrolment.
             * @default []
             */
            graduate: string[];
            /**
             * @description Students who stay at their level, enrolled in `repeat_class_id` (default: this class).
             * @default []
             */
            repeat: string[];
            /**
             * Format: uuid
             * @default null
             */
            repeat_class_id: string | null;
            /**
             * Format: uuid
             * @default null
             */
            to_class_id: string | null;
            /**
             * @description The session the students move into (not the current one).
             * @default
             */
            to_session_id: string;
        };
        PromoteResult: {
            /** Format: int32 */
            graduated: number;
            /** Format: int32 */
            promoted: number;
            /** Format: int32 */
            repeated: number;
        };
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
         *       "school_address": "",
         *       "school_email": "",
         *       "school_motto": "Knowledge at its spring",
         *       "school_name": "School Portal",
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
            /** @default  */
            school_address: string;
            /** @default  */
            school_email: string;
            /** @default Knowledge at its spring */
            school_motto: string;
            /** @default School Portal */
            school_name: string;
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
        Session: {
            /** Format: date */
            end_date?: string | null;
            id: string;
            is_current: boolean;
            name: string;
            /** Format: date */
            start_date?: string | null;
            terms: components["schemas"]["Term"][];
        };
        /** @description A session's dates; absent keeps, `null` clears. */
        SessionPatch: {
            /**
             * Format: date
             * @default null
             */
            end_date: string | null;
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
        /** @description A class level or a subject (kept in the settings' Academic tab). */
        StructureItem: {
            id: string;
            name: string;
            /** Format: int32 */
            position: number;
        };
        /** @description A student with their account, current class and parents. */
        Student: {
            address: string;
            /** Format: date */
            admission_date?: string | null;
            admission_number: string;
            /**
             * Format: uuid
             * @description The class of the current session's enrolment.
             */
            class_id?: string | null;
            class_name?: string | null;
            /** Format: date */
            date_of_birth?: string | null;
            email: string;
            first_name: string;
            gender: components["schemas"]["Gender"];
            /** Format: uuid */
            id: string;
            /** @description Only on the answer to a create that made the password: shown once. */
            initial_password?: string | null;
            is_active: boolean;
            last_name: string;
            level_id?: string | null;
            parents: components["schemas"]["StudentParent"][];
            status: components["schemas"]["StudentStatus"];
            /** Format: uuid */
            user_id: string;
            username: string;
        };
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
            /**
             * Format: uuid
             * @description The class in the current session.
             * @default null
             */
            class_id: string | null;
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
            /** Format: uuid */
            parent_id: string;
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
        /**
         * @description Where a student stands with the school.
         * @enum {string}
         */
        StudentStatus: "active" | "suspended" | "withdrawn" | "graduated";
        /** @description A subscriber, for admins. */
        SubscriberBody: {
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
        /** @description A teacher with their account, the classes they are class teacher of and what they teach. */
        Teacher: {
            bio: string;
            classes: components["schemas"]["ClassRef"][];
            email: string;
            first_name: string;
            /** Format: date */
            hire_date?: string | null;
            /** Format: uuid */
            id: string;
            initial_password?: string | null;
            is_active: boolean;
            last_name: string;
            phone: string;
            profile_picture?: string | null;
            qualification: string;
            specialisation: string;
            staff_number: string;
            subjects: components["schemas"]["TeachingRef"][];
            /** Format: uuid */
            user_id: string;
            username: string;
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
            /** Format: uuid */
            class_id: string;
            class_name: string;
            /** Format: uuid */
            class_subject_id: string;
            subject_id: string;
            subject_name: string;
        };
        Term: {
            /** Format: date */
            end_date?: string | null;
            /** Format: uuid */
            id: string;
            is_current: boolean;
            name: string;
            /** Format: date */
            next_term_begins?: string | null;
            /** Format: int32 */
            position: number;
            session_id: string;
            /** Format: date */
            start_date?: string | null;
        };
        /** @description A term's dates; absent keeps, `null` clears. */
        TermPatch: {
            /**
             * Format: date
             * @default null
             */
            end_date: string | null;
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
        /** @description A new pair of tokens; the refresh token sent is no longer valid. */
        TokenResponse: {
            access: string;
            refresh: string;
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
            /** Format: uuid */
            id: string;
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
        /** @description A role granted to an admin. */
        UserRoleBody: {
            /** Format: date-time */
            created_at: string;
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            role: string;
            /** Format: uuid */
            user: string;
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
            /** Format: uuid */
            user: string;
        };
        /** @description Whether the account may sign in, and what it still has to do. */
        VerificationStatus: {
            approved: boolean;
            email_verified: boolean;
            is_active: boolean;
            must_change_password: boolean;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    list_admins: {
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
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    create_admin: {
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
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_admin: {
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
                    "application/json": components["schemas"]["UserBody"];
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
        };
    };
    replace_admin: {
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
        };
    };
    deactivate_admin: {
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
        };
    };
    update_admin: {
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
        };
    };
    bulk_create_admins: {
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
        };
    };
    bulk_delete_admins: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Items_String"];
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
        };
    };
    bulk_update_admins: {
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
        };
    };
    change_password: {
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
            /** @description Not signed in */
            401: {
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
        };
    };
    login: {
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
        };
    };
    logout: {
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
        };
    };
    request_password_reset: {
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
            /** @description Too many requests for this address or from this client */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    confirm_password_reset: {
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
            /** @description The new password is not acceptable */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    sign_up: {
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
            /** @description A field is not acceptable */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    refresh: {
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
            /** @description The refresh token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    verify_email: {
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
        };
    };
    class_levels: {
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
                    "application/json": components["schemas"]["Paginated_StructureItem"];
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
        };
    };
    class_level: {
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
                    "application/json": components["schemas"]["StructureItem"];
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
        };
    };
    list_class_subjects: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                class_id: string[];
                page: number | null;
                page_size: number | null;
                subject_id: string | null;
                teacher_id: string | null;
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
        };
    };
    create_class_subject: {
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
        };
    };
    get_class_subject: {
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
                    "application/json": components["schemas"]["ClassSubject"];
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
        };
    };
    delete_class_subject: {
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
        };
    };
    update_class_subject: {
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
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    bulk_create_class_subjects: {
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
                    "application/json": components["schemas"]["BulkClassSubjects"];
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
        };
    };
    bulk_delete_class_subjects: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Items_String"];
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
        };
    };
    bulk_update_class_subjects: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Items_Change_ClassSubjectPatch"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkClassSubjects"];
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
        };
    };
    export_class_subjects: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                class_id: string[];
                page: number | null;
                page_size: number | null;
                subject_id: string | null;
                teacher_id: string | null;
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
        };
    };
    list_classes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                class_teacher_id: string | null;
                level_id: string[];
                page: number | null;
                page_size: number | null;
                search: string | null;
                /** @description Class teacher or subject teacher (a teacher record's id). */
                teacher_id: string | null;
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
        };
    };
    create_class: {
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
        };
    };
    get_class: {
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
                    "application/json": components["schemas"]["Class"];
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
        };
    };
    replace_class: {
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
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    delete_class: {
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
        };
    };
    update_class: {
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
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    promote: {
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
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    bulk_create_classes: {
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
                    "application/json": components["schemas"]["BulkClasses"];
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
        };
    };
    bulk_delete_classes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Items_String"];
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
        };
    };
    bulk_update_classes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Items_Change_ClassPatch"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkClasses"];
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
        };
    };
    export_classes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                class_teacher_id: string | null;
                level_id: string[];
                page: number | null;
                page_size: number | null;
                search: string | null;
                /** @description Class teacher or subject teacher (a teacher record's id). */
                teacher_id: string | null;
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
        };
    };
    list_enrolments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                class_id: string[];
                page: number | null;
                page_size: number | null;
                session_id: string | null;
                student_id: string | null;
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
        };
    };
    create_enrolment: {
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
        };
    };
    get_enrolment: {
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
                    "application/json": components["schemas"]["Enrolment"];
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
        };
    };
    delete_enrolment: {
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
        };
    };
    bulk_create_enrolments: {
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
                    "application/json": components["schemas"]["BulkEnrolments"];
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
        };
    };
    bulk_delete_enrolments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Items_String"];
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
        };
    };
    export_enrolments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                class_id: string[];
                page: number | null;
                page_size: number | null;
                session_id: string | null;
                student_id: string | null;
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
        };
    };
    health: {
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
    list_subscribers: {
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
            /** @description The caller may not manage the newsletter */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    subscribe: {
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
        };
    };
    remove_subscriber: {
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
        };
    };
    list_parents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                is_active: boolean | null;
                page: number | null;
                page_size: number | null;
                /** @description Case-insensitive, over names, e-mail, phone and username. */
                search: string | null;
                student_id: string | null;
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
        };
    };
    create_parent: {
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
        };
    };
    get_parent: {
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
                    "application/json": components["schemas"]["Parent"];
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
        };
    };
    replace_parent: {
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
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    delete_parent: {
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
        };
    };
    update_parent: {
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
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    link_child: {
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
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    unlink_child: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                student_id: string;
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
        };
    };
    bulk_create_parents: {
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
                    "application/json": components["schemas"]["BulkParents"];
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
        };
    };
    bulk_delete_parents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Items_String"];
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
        };
    };
    bulk_update_parents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Items_Change_ParentPatch"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkParents"];
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
        };
    };
    export_parents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                is_active: boolean | null;
                page: number | null;
                page_size: number | null;
                /** @description Case-insensitive, over names, e-mail, phone and username. */
                search: string | null;
                student_id: string | null;
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
        };
    };
    contact_info: {
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
        };
    };
    me: {
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
        };
    };
    upload_profile_picture: {
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
            /** @description The school does not allow pictures */
            403: {
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
        };
    };
    update_preferences: {
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
            /** @description Not signed in */
            401: {
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
        };
    };
    verification_status: {
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
        };
    };
    design_settings: {
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
    list_announcements: {
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
            /** @description A filter is not valid */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    create_announcement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnnouncementForm"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnnouncementBody"];
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
            /** @description Invalid fields */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_announcement: {
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
            /** @description No such announcement for this caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    replace_announcement: {
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
            /** @description Invalid fields */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    delete_announcement: {
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
        };
    };
    update_announcement: {
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
            /** @description Invalid fields */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    communication_settings: {
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
            /** @description Only admins read them */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    update_communication_settings: {
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
            /** @description Invalid values, one message list per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    brevo_send: {
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
            /** @description The caller may not change settings */
            403: {
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
        };
    };
    brevo: {
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
            /** @description The caller may not change settings */
            403: {
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
        };
    };
    email: {
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
            /** @description The caller may not change settings */
            403: {
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
        };
    };
    sms: {
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
            /** @description The caller may not change settings */
            403: {
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
        };
    };
    twilio_send: {
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
            /** @description The caller may not change settings */
            403: {
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
        };
    };
    twilio: {
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
            /** @description The caller may not change settings */
            403: {
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
        };
    };
    gateway: {
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
        };
    };
    list_permissions: {
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
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_permission: {
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
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_roles: {
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
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    create_role: {
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
        };
    };
    get_role: {
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
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    update_role: {
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
            404: {
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
        };
    };
    delete_role: {
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
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    school_settings: {
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
    update_school_settings: {
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
            /** @description Invalid values, one message list per field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    upload_favicon: {
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
            /** @description The caller may not change settings */
            403: {
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
        };
    };
    upload_logo: {
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
            /** @description The caller may not change settings */
            403: {
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
        };
    };
    list_user_roles: {
        parameters: {
            query?: {
                /** @description Only this user's roles. */
                user?: string | null;
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
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    create_user_role: {
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
        };
    };
    get_user_role: {
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
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    update_user_role: {
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
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    delete_user_role: {
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
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    sessions: {
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
        };
    };
    session: {
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
                    "application/json": components["schemas"]["Session"];
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
        };
    };
    update_session: {
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
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    make_session_current: {
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
                    "application/json": components["schemas"]["Session"];
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
        };
    };
    list_students: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Classes of the current session (or of `session_id` when given). */
                class_id: string[];
                level_id: string[];
                /** @description `last_name`, `first_name`, `admission_number` or `admission_date`; `-` reverses. */
                ordering: string | null;
                page: number | null;
                page_size: number | null;
                parent_id: string | null;
                /** @description Case-insensitive, over names, admission number, username and e-mail. */
                search: string | null;
                session_id: string | null;
                status: ("active" | "suspended" | "withdrawn" | "graduated")[];
                /** @description Taught by this teacher (a teacher record's id) this session. */
                teacher_id: string | null;
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
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    create_student: {
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
        };
    };
    get_student: {
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
                    "application/json": components["schemas"]["Student"];
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
        };
    };
    replace_student: {
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
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    delete_student: {
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
        };
    };
    update_student: {
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
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    bulk_create_students: {
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
                    "application/json": components["schemas"]["BulkStudents"];
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
        };
    };
    bulk_delete_students: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Items_String"];
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
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    bulk_update_students: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Items_Change_StudentPatch"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkStudents"];
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
        };
    };
    export_students: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Classes of the current session (or of `session_id` when given). */
                class_id: string[];
                level_id: string[];
                /** @description `last_name`, `first_name`, `admission_number` or `admission_date`; `-` reverses. */
                ordering: string | null;
                page: number | null;
                page_size: number | null;
                parent_id: string | null;
                /** @description Case-insensitive, over names, admission number, username and e-mail. */
                search: string | null;
                session_id: string | null;
                status: ("active" | "suspended" | "withdrawn" | "graduated")[];
                /** @description Taught by this teacher (a teacher record's id) this session. */
                teacher_id: string | null;
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
        };
    };
    import_students: {
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
            403: {
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
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    import_template: {
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
        };
    };
    subjects: {
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
                    "application/json": components["schemas"]["Paginated_StructureItem"];
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
        };
    };
    subject: {
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
                    "application/json": components["schemas"]["StructureItem"];
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
        };
    };
    list_teachers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Class teacher or subject teacher of this class. */
                class_id: string | null;
                is_active: boolean | null;
                /** @description `last_name`, `staff_number` or `hire_date`; `-` reverses. */
                ordering: string | null;
                page: number | null;
                page_size: number | null;
                /** @description Case-insensitive, over names, staff number, username and e-mail. */
                search: string | null;
                subject_id: string | null;
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
                    "application/json": components["schemas"]["Paginated_Teacher"];
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
        };
    };
    create_teacher: {
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
        };
    };
    get_teacher: {
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
                    "application/json": components["schemas"]["Teacher"];
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
        };
    };
    replace_teacher: {
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
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    delete_teacher: {
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
        };
    };
    update_teacher: {
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
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    bulk_create_teachers: {
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
                    "application/json": components["schemas"]["BulkTeachers"];
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
        };
    };
    bulk_delete_teachers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Items_String"];
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
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    bulk_update_teachers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Items_Change_TeacherPatch"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkTeachers"];
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
        };
    };
    export_teachers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Class teacher or subject teacher of this class. */
                class_id: string | null;
                is_active: boolean | null;
                /** @description `last_name`, `staff_number` or `hire_date`; `-` reverses. */
                ordering: string | null;
                page: number | null;
                page_size: number | null;
                /** @description Case-insensitive, over names, staff number, username and e-mail. */
                search: string | null;
                subject_id: string | null;
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
        };
    };
    own_teacher: {
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
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    update_own_teacher: {
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
            404: {
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
        };
    };
    terms: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                session_id: string | null;
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
                    "application/json": components["schemas"]["Paginated_Term"];
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
        };
    };
    term: {
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
                    "application/json": components["schemas"]["Term"];
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
        };
    };
    update_term: {
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
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    make_term_current: {
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
                    "application/json": components["schemas"]["Term"];
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
        };
    };
    list_users: {
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
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    update_user: {
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
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    recover_password: {
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
        };
    };
}
