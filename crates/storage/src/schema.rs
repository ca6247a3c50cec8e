//! The tables as diesel sees them. Kept by hand beside `migrations/`, and checked against the
//! real database by the storage tests.

diesel::table! {
    school_settings (id) {
        id -> Int2,
        document -> Jsonb,
        version -> Int8,
        updated_at -> Timestamptz,
        secrets -> Jsonb,
    }
}

diesel::table! {
    users (id) {
        id -> Uuid,
        username -> Text,
        email -> Text,
        first_name -> Text,
        last_name -> Text,
        role -> Text,
        password_hash -> Text,
        is_active -> Bool,
        is_staff -> Bool,
        is_superuser -> Bool,
        email_verified -> Bool,
        approved -> Bool,
        must_change_password -> Bool,
        profile_picture -> Nullable<Text>,
        preferences -> Jsonb,
        sessions_valid_after -> Timestamptz,
        last_login -> Nullable<Timestamptz>,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    refresh_tokens (jti) {
        jti -> Uuid,
        family -> Uuid,
        user_id -> Uuid,
        issued_at -> Timestamptz,
        expires_at -> Timestamptz,
        consumed_at -> Nullable<Timestamptz>,
        revoked_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    throttle_events (key, at) {
        key -> Text,
        at -> Timestamptz,
        subject -> Text,
    }
}

diesel::joinable!(refresh_tokens -> users (user_id));
diesel::allow_tables_to_appear_in_same_query!(users, refresh_tokens);

diesel::table! {
    one_time_links (token_hash) {
        token_hash -> Text,
        user_id -> Uuid,
        purpose -> Text,
        expires_at -> Timestamptz,
        used_at -> Nullable<Timestamptz>,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    access_roles (id) {
        id -> Uuid,
        name -> Text,
        description -> Text,
        permissions -> Array<Text>,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    role_grants (id) {
        id -> Uuid,
        user_id -> Uuid,
        role_id -> Uuid,
        created_at -> Timestamptz,
    }
}

diesel::joinable!(role_grants -> access_roles (role_id));
diesel::allow_tables_to_appear_in_same_query!(role_grants, access_roles);

diesel::table! {
    media (id) {
        id -> Uuid,
        owner_id -> Nullable<Uuid>,
        purpose -> Text,
        content_type -> Text,
        size -> Int4,
        checksum -> Text,
        content -> Bytea,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    announcements (id) {
        id -> Uuid,
        title -> Text,
        content -> Text,
        priority -> Int2,
        target_audience -> Text,
        is_active -> Bool,
        created_by -> Nullable<Uuid>,
        created_by_name -> Text,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
        expires_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    class_levels (id) {
        id -> Text,
        name -> Text,
        position -> Int4,
    }
}

diesel::table! {
    subjects (id) {
        id -> Text,
        name -> Text,
        position -> Int4,
    }
}

diesel::table! {
    /// The register's version: raised once by each transaction that changes the tables the
    /// register's lists read, when it commits (migration 000039, decisions/031).
    register_version (only_row) {
        only_row -> Bool,
        epoch -> Uuid,
        version -> BigInt,
    }
}

diesel::table! {
    academic_sessions (id) {
        id -> Text,
        name -> Text,
        position -> Int4,
        start_date -> Nullable<Date>,
        end_date -> Nullable<Date>,
        is_current -> Bool,
    }
}

diesel::table! {
    terms (session_id, position) {
        session_id -> Text,
        position -> Int4,
        name -> Text,
        id -> Uuid,
        start_date -> Nullable<Date>,
        end_date -> Nullable<Date>,
        next_term_begins -> Nullable<Date>,
        is_current -> Bool,
    }
}

diesel::joinable!(terms -> academic_sessions (session_id));
diesel::allow_tables_to_appear_in_same_query!(terms, academic_sessions);

diesel::table! {
    newsletter_subscribers (id) {
        id -> Uuid,
        email -> Text,
        subscribed_at -> Timestamptz,
        confirmed_at -> Nullable<Timestamptz>,
        confirm_token_hash -> Nullable<Text>,
    }
}

diesel::table! {
    teachers (id) {
        id -> Uuid,
        user_id -> Uuid,
        staff_number -> Text,
        phone -> Text,
        qualification -> Text,
        specialisation -> Text,
        bio -> Text,
        hire_date -> Nullable<Date>,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    parents (id) {
        id -> Uuid,
        user_id -> Uuid,
        phone -> Text,
        address -> Text,
        occupation -> Text,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    classes (id) {
        id -> Uuid,
        level_id -> Text,
        arm -> Text,
        name -> Text,
        class_teacher_id -> Nullable<Uuid>,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    class_subjects (id) {
        id -> Uuid,
        class_id -> Uuid,
        subject_id -> Text,
        teacher_id -> Nullable<Uuid>,
    }
}

diesel::table! {
    students (id) {
        id -> Uuid,
        user_id -> Uuid,
        admission_number -> Text,
        date_of_birth -> Nullable<Date>,
        gender -> Text,
        address -> Text,
        admission_date -> Nullable<Date>,
        status -> Text,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    student_parents (student_id, parent_id) {
        student_id -> Uuid,
        parent_id -> Uuid,
        relationship -> Text,
    }
}

diesel::table! {
    enrolments (id) {
        id -> Uuid,
        student_id -> Uuid,
        session_id -> Text,
        class_id -> Uuid,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    notifications (id) {
        id -> Uuid,
        event -> Text,
        channel -> Text,
        user_id -> Nullable<Uuid>,
        recipient -> Text,
        subject -> Text,
        body -> Text,
        link -> Nullable<Text>,
        dedup_key -> Nullable<Text>,
        status -> Text,
        attempts -> Int4,
        next_attempt_at -> Timestamptz,
        last_error -> Nullable<Text>,
        provider_message_id -> Nullable<Text>,
        created_at -> Timestamptz,
        sent_at -> Nullable<Timestamptz>,
        read_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    lessons (id) {
        id -> Uuid,
        term_id -> Uuid,
        class_id -> Uuid,
        class_subject_id -> Uuid,
        teacher_id -> Nullable<Uuid>,
        weekday -> Int2,
        starts_at -> Time,
        ends_at -> Time,
        room -> Text,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    exams (id) {
        id -> Uuid,
        term_id -> Uuid,
        name -> Text,
        kind -> Text,
        starts_on -> Date,
        ends_on -> Date,
        status -> Text,
        published_at -> Nullable<Timestamptz>,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    exam_papers (id) {
        id -> Uuid,
        exam_id -> Uuid,
        class_id -> Uuid,
        class_subject_id -> Uuid,
        invigilator_id -> Nullable<Uuid>,
        sits_on -> Date,
        starts_at -> Time,
        ends_at -> Time,
        room -> Text,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    /// Each student's report card as published (decisions/021).
    report_cards (student_id, term_id) {
        student_id -> Uuid,
        term_id -> Uuid,
        class_id -> Uuid,
        card -> Jsonb,
        published_at -> Timestamptz,
    }
}
