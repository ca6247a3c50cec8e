//! Access and refresh tokens: HS256 JWTs with the algorithm pinned, issuer, audience, expiry,
//! id and token type. A refresh token is refused where an access token is expected, and the
//! other way round.

use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation, decode, encode};
use kernel::{Role, UserId};
use serde::{Deserialize, Serialize};
use time::{Duration, OffsetDateTime};
use uuid::Uuid;

use crate::AuthError;

/// Which of the two tokens.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TokenKind {
    Access,
    Refresh,
}

/// How tokens are made.
#[derive(Debug, Clone)]
pub struct TokenConfig {
    pub issuer: String,
    pub audience: String,
    pub access_ttl: Duration,
    pub refresh_ttl: Duration,
}

impl Default for TokenConfig {
    fn default() -> Self {
        Self {
            issuer: "school-portal".into(),
            audience: "school-portal".into(),
            access_ttl: Duration::minutes(30),
            refresh_ttl: Duration::days(1),
        }
    }
}

/// The claims of both kinds of token.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Claims {
    pub iss: String,
    pub aud: String,
    pub sub: UserId,
    pub iat: i64,
    pub exp: i64,
    pub jti: Uuid,
    pub token_type: TokenKind,
    /// The user's role, so that the client can route before asking for the profile.
    pub role: String,
    /// The refresh token's family; absent on access tokens.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fam: Option<Uuid>,
}

impl Claims {
    /// When the token stops working.
    pub fn expires_at(&self) -> Result<OffsetDateTime, AuthError> {
        OffsetDateTime::from_unix_timestamp(self.exp).map_err(AuthError::internal)
    }
}

/// Signs and checks tokens with the server's secret.
#[derive(Clone)]
pub struct Tokens {
    encoding: EncodingKey,
    decoding: DecodingKey,
    config: TokenConfig,
}

impl std::fmt::Debug for Tokens {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Tokens")
            .field("config", &self.config)
            .finish_non_exhaustive()
    }
}

impl Tokens {
    pub fn new(secret: &[u8], config: TokenConfig) -> Self {
        Self {
            encoding: EncodingKey::from_secret(secret),
            decoding: DecodingKey::from_secret(secret),
            config,
        }
    }

    pub fn config(&self) -> &TokenConfig {
        &self.config
    }

    /// A signed token of `kind` for `user`, issued `now`; answers it with its claims.
    pub fn issue(
        &self,
        kind: TokenKind,
        user: UserId,
        role: Role,
        family: Option<Uuid>,
        now: OffsetDateTime,
    ) -> Result<(String, Claims), AuthError> {
        let ttl = match kind {
            TokenKind::Access => self.config.access_ttl,
            TokenKind::Refresh => self.config.refresh_ttl,
        };
        let claims = Claims {
            iss: self.config.issuer.clone(),
            aud: self.config.audience.clone(),
            sub: user,
            iat: now.unix_timestamp(),
            exp: (now + ttl).unix_timestamp(),
            jti: Uuid::new_v4(),
            token_type: kind,
            role: role.as_str().into(),
            fam: family,
        };
        let token = encode(&Header::new(Algorithm::HS256), &claims, &self.encoding)
            .map_err(AuthError::internal)?;
        Ok((token, claims))
    }

    /// The claims of `token` when it is genuine, of `kind`, and not expired at `now`.
    pub fn verify(
        &self,
        token: &str,
        kind: TokenKind,
        now: OffsetDateTime,
    ) -> Result<Claims, AuthError> {
        let mut validation = Validation::new(Algorithm::HS256);
        validation.set_issuer(&[&self.config.issuer]);
        validation.set_audience(&[&self.config.audience]);
        validation.set_required_spec_claims(&["exp", "iss", "aud", "sub"]);
        // Expiry is checked against the service's clock below, so that tests can move time.
        validation.validate_exp = false;
        let claims = decode::<Claims>(token, &self.decoding, &validation)
            .map_err(|_| AuthError::InvalidToken)?
            .claims;
        if claims.token_type != kind || claims.exp <= now.unix_timestamp() {
            return Err(AuthError::InvalidToken);
        }
        if kind == TokenKind::Refresh && claims.fam.is_none() {
            return Err(AuthError::InvalidToken);
        }
        Ok(claims)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SECRET: &[u8] = b"a test secret of thirty-two bytes!";

    fn now() -> OffsetDateTime {
        OffsetDateTime::from_unix_timestamp(1_800_000_000).unwrap()
    }

    fn tokens() -> Tokens {
        Tokens::new(SECRET, TokenConfig::default())
    }

    #[test]
    fn an_access_token_verifies_as_access_until_it_expires() {
        let user = UserId::generate();
        let (token, claims) = tokens()
            .issue(TokenKind::Access, user, Role::Teacher, None, now())
            .unwrap();

        let verified = tokens().verify(&token, TokenKind::Access, now()).unwrap();
        assert_eq!(verified, claims);
        assert_eq!(verified.sub, user);
        assert_eq!(verified.exp - verified.iat, 30 * 60);
        let later = now() + Duration::minutes(30);
        assert!(matches!(
            tokens().verify(&token, TokenKind::Access, later),
            Err(AuthError::InvalidToken)
        ));
    }

    #[test]
    fn a_refresh_token_is_not_an_access_token_nor_the_other_way_round() {
        let t = tokens();
        let (refresh, _) = t
            .issue(
                TokenKind::Refresh,
                UserId::generate(),
                Role::Parent,
                Some(Uuid::now_v7()),
                now(),
            )
            .unwrap();
        let (access, _) = t
            .issue(
                TokenKind::Access,
                UserId::generate(),
                Role::Parent,
                None,
                now(),
            )
            .unwrap();

        assert!(t.verify(&refresh, TokenKind::Access, now()).is_err());
        assert!(t.verify(&access, TokenKind::Refresh, now()).is_err());
        assert!(t.verify(&refresh, TokenKind::Refresh, now()).is_ok());
    }

    #[test]
    fn a_token_signed_with_another_secret_or_audience_is_refused() {
        let (token, _) = tokens()
            .issue(
                TokenKind::Access,
                UserId::generate(),
                Role::Admin,
                None,
                now(),
            )
            .unwrap();
        let other_secret = Tokens::new(
            b"another secret of thirty-two bytes",
            TokenConfig::default(),
        );
        let other_audience = Tokens::new(
            SECRET,
            TokenConfig {
                audience: "elsewhere".into(),
                ..TokenConfig::default()
            },
        );

        assert!(
            other_secret
                .verify(&token, TokenKind::Access, now())
                .is_err()
        );
        assert!(
            other_audience
                .verify(&token, TokenKind::Access, now())
                .is_err()
        );
    }

    #[test]
    fn an_unsigned_token_with_algorithm_none_is_refused() {
        let (token, _) = tokens()
            .issue(
                TokenKind::Access,
                UserId::generate(),
                Role::Admin,
                None,
                now(),
            )
            .unwrap();
        let payload = token.split('.').nth(1).unwrap();
        // {"alg":"none","typ":"JWT"}
        let forged = format!("eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.{payload}.");

        assert!(tokens().verify(&forged, TokenKind::Access, now()).is_err());
    }
}
