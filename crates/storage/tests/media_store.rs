//! The file store on a real database: only the files anyone may see are served by their link.

use kernel::{MediaStore, media::NewFile};
use storage::{Database, DatabaseOptions, PgMediaStore};
use test_support::TestDatabase;

fn file(purpose: &'static str) -> NewFile {
    NewFile {
        owner: None,
        purpose,
        content_type: "image/png",
        content: purpose.as_bytes().to_vec(),
    }
}

#[tokio::test]
async fn only_the_public_purposes_are_served_by_their_link() {
    let db = TestDatabase::new().await;
    let store = PgMediaStore::new(Database::connect(db.url(), DatabaseOptions::default()).unwrap());
    for purpose in kernel::media::PUBLIC_PURPOSES {
        let stored = store.put(file(purpose)).await.unwrap();
        let (found, content) = store.get(stored.id).await.unwrap().expect(purpose);
        assert_eq!(
            (found.id, content),
            (stored.id, purpose.as_bytes().to_vec())
        );
    }
    // A message's file, a transfer's proof, and a purpose nobody has listed yet.
    for purpose in ["message_attachment", "payment_proof", "report_card"] {
        let stored = store.put(file(purpose)).await.unwrap();
        assert!(store.get(stored.id).await.unwrap().is_none(), "{purpose}");
    }
}
