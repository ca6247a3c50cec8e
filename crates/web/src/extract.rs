//! Who is calling: the bearer token of `Authorization`, checked on every request.

use std::{future::Future, pin::Pin};

use actix_web::{FromRequest, HttpRequest, dev::Payload, http::StatusCode, http::header, web};
use auth::User;
use kernel::{Role, Viewer};

use crate::{ApiError, AppState};

/// The signed-in user. Extracting it answers 401 when the request has no valid access token,
/// and a token stops working at once when its user is deactivated or changes password.
#[derive(Debug, Clone)]
pub struct CurrentUser(pub User);

impl CurrentUser {
    /// The user when their role is one of `roles`, else a 403.
    pub fn require(self, roles: &[Role]) -> Result<User, ApiError> {
        if roles.contains(&self.0.role) {
            Ok(self.0)
        } else {
            Err(ApiError::new(
                StatusCode::FORBIDDEN,
                "auth.forbidden",
                "Your account may not do this.",
            ))
        }
    }
}

/// What a user with a temporary password may still call.
const ALLOWED_BEFORE_PASSWORD_CHANGE: &[&str] = &[
    "/api/profiles/me/",
    "/api/profiles/verification-status/",
    "/api/profiles/profiles/verification_status/",
    "/api/profiles/contact-info/",
    "/api/profiles/profiles/contact_info/",
    "/api/auth/change-password/",
];

/// The access token of `Authorization: Bearer ...`, when one is sent.
pub(crate) fn bearer_token(req: &HttpRequest) -> Option<String> {
    req.headers()
        .get(header::AUTHORIZATION)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.strip_prefix("Bearer "))
        .map(|token| token.trim().to_owned())
        .filter(|token| !token.is_empty())
}

pub(crate) fn not_signed_in() -> ApiError {
    ApiError::new(
        StatusCode::UNAUTHORIZED,
        "auth.not_authenticated",
        "Please log in to continue.",
    )
}

impl FromRequest for CurrentUser {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, ApiError>>>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let state = req.app_data::<web::Data<AppState>>().cloned();
        let token = bearer_token(req);
        let path = req.path().to_owned();
        Box::pin(async move {
            let state = state
                .ok_or_else(|| ApiError::internal(anyhow::anyhow!("AppState is not registered")))?;
            let token = token.ok_or_else(not_signed_in)?;
            let user = state.auth.authenticate(&token).await?;
            // A temporary password set by an admin opens the profile and the password change,
            // and nothing else, until the user has chosen their own.
            if user.must_change_password && !ALLOWED_BEFORE_PASSWORD_CHANGE.contains(&path.as_str())
            {
                return Err(ApiError::new(
                    StatusCode::FORBIDDEN,
                    "auth.password_change_required",
                    "The school set a temporary password for you. Choose your own password on your \
                     profile page, then try again.",
                ));
            }
            Ok(CurrentUser(user))
        })
    }
}

/// The signed-in user, or `None` for a request without a token: for what visitors may see too.
/// A token that is sent but no longer valid still answers 401, so that the client can renew it.
/// A user who must first change a temporary password is served as a visitor.
#[derive(Debug, Clone)]
pub struct MaybeUser(pub Option<User>);

impl FromRequest for MaybeUser {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, ApiError>>>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        if !req.headers().contains_key(header::AUTHORIZATION) {
            return Box::pin(async { Ok(MaybeUser(None)) });
        }
        let user = CurrentUser::from_request(req, payload);
        Box::pin(async move {
            match user.await {
                Ok(CurrentUser(user)) => Ok(MaybeUser(Some(user))),
                Err(e) if e.code() == "auth.password_change_required" => Ok(MaybeUser(None)),
                Err(e) => Err(e),
            }
        })
    }
}

/// The signed-in caller as every domain sees them (Lemmy's `LocalUserView`): their account, and
/// their `kernel::Viewer` with the permissions an admin holds. Extracted once per request, so no
/// handler builds a viewer by hand (decisions/012). Answers 401 like [`CurrentUser`].
#[derive(Debug, Clone)]
pub struct Caller {
    pub user: User,
    pub viewer: Viewer,
}

impl std::ops::Deref for Caller {
    type Target = Viewer;

    fn deref(&self) -> &Viewer {
        &self.viewer
    }
}

impl FromRequest for Caller {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, ApiError>>>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let state = req.app_data::<web::Data<AppState>>().cloned();
        let user = CurrentUser::from_request(req, payload);
        Box::pin(async move {
            let state = state
                .ok_or_else(|| ApiError::internal(anyhow::anyhow!("AppState is not registered")))?;
            let CurrentUser(user) = user.await?;
            let viewer = state.auth.viewer(&user).await?;
            Ok(Caller { user, viewer })
        })
    }
}

/// The caller, or `None` for a visitor without a token: for what visitors may see too. Like
/// [`MaybeUser`], a token that is sent but no longer valid still answers 401.
#[derive(Debug, Clone)]
pub struct MaybeCaller(pub Option<Caller>);

impl MaybeCaller {
    pub fn viewer(&self) -> Option<&Viewer> {
        self.0.as_ref().map(|c| &c.viewer)
    }
}

impl FromRequest for MaybeCaller {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, ApiError>>>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let state = req.app_data::<web::Data<AppState>>().cloned();
        let user = MaybeUser::from_request(req, payload);
        Box::pin(async move {
            let MaybeUser(user) = user.await?;
            let Some(user) = user else {
                return Ok(MaybeCaller(None));
            };
            let state = state
                .ok_or_else(|| ApiError::internal(anyhow::anyhow!("AppState is not registered")))?;
            let viewer = state.auth.viewer(&user).await?;
            Ok(MaybeCaller(Some(Caller { user, viewer })))
        })
    }
}

/// What `user` may do with announcements and the newsletter (the messaging domain's viewer).
pub(crate) async fn messaging_viewer(
    state: &AppState,
    user: Option<&User>,
) -> Result<messaging::Viewer, ApiError> {
    let Some(user) = user else {
        return Ok(messaging::Viewer::Public);
    };
    if user.role != Role::Admin {
        return Ok(messaging::Viewer::Member(user.role));
    }
    match state
        .auth
        .require(user, auth::Permission::AnnouncementsManage)
        .await
    {
        Ok(()) => Ok(messaging::Viewer::Manager),
        Err(auth::AuthError::Forbidden) => Ok(messaging::Viewer::Member(Role::Admin)),
        Err(e) => Err(e.into()),
    }
}
