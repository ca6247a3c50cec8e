//! How much guessing the portal lets through before a caller must wait (decisions/014).
//!
//! Sign-in guesses are limited per account, so nobody can guess one account's password, and per
//! address by the number of different accounts it failed on, so a school's computer lab or a
//! mobile network that puts hundreds of families behind one address is not locked out by a few
//! typos on results day. The counts live behind `kernel::ThrottleLog`, shared by every app
//! server.

use kernel::Limit;
use time::Duration;

/// The limits of sign-in, password changes and reset e-mails.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ThrottlePolicy {
    /// Failed sign-ins (or current-password guesses) one account may have.
    pub account: Limit,
    /// Different accounts one address may fail on before those accounts, retried from it, must
    /// wait. An account without a recent failure still gets in from that address.
    pub address_accounts: u32,
    /// Reset e-mails one address may be sent (nobody floods a family's mailbox).
    pub reset_email: Limit,
    /// Reset requests one client may make (nobody sends mail in bulk through the portal).
    pub reset_client: Limit,
}

impl Default for ThrottlePolicy {
    fn default() -> Self {
        let window = Duration::minutes(15);
        Self {
            account: Limit::new(5, window),
            address_accounts: 50,
            reset_email: Limit::new(3, window),
            reset_client: Limit::new(30, window),
        }
    }
}

impl ThrottlePolicy {
    /// The window of the address's count: the account's.
    pub fn address_window(&self) -> Duration {
        self.account.window
    }
}

/// The throttle key of an account.
pub fn account_key(login: &str) -> String {
    format!("account:{}", login.trim().to_lowercase())
}

/// The throttle key of a client address.
pub fn address_key(address: &str) -> String {
    format!("address:{address}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_ignore_case_and_spaces() {
        assert_eq!(account_key("  Ada.Obi "), "account:ada.obi");
    }
}
