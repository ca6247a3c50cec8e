//! `embed_migrations!` reads `migrations/` at compile time; Cargo only knows to build again
//! when a file it read changes, not when a migration is added.
fn main() {
    println!("cargo:rerun-if-changed=../../migrations");
}
