//! The tables as diesel sees them. Kept by hand beside `migrations/`, and checked against the
//! real database by the storage tests.

diesel::table! {
    school_settings (id) {
        id -> Int2,
        document -> Jsonb,
        version -> Int8,
        updated_at -> Timestamptz,
    }
}
