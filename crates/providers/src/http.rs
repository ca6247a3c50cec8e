//! The HTTP providers: each test is the provider's cheapest authenticated call (decision 009).

use std::error::Error as _;

use reqwest::{RequestBuilder, StatusCode};
use serde_json::{Value, json};
use settings::{
    CheckOutcome,
    connections::{BrevoCheck, CardGateway, TwilioCheck},
};

use crate::Providers;

/// `base` with `segments` appended, each percent-encoded (an account id cannot leave its path).
fn endpoint(base: &str, segments: &[&str]) -> Result<url::Url, String> {
    let mut url =
        url::Url::parse(base).map_err(|e| format!("the address {base} is not valid ({e})"))?;
    url.path_segments_mut()
        .map_err(|()| format!("the address {base} cannot take a path"))?
        .pop_if_empty()
        .extend(segments);
    Ok(url)
}

/// Sends `request` and turns every answer into an outcome: `ok` makes the success sentence
/// from a 2xx body; `what` names the credential for a refusal ("API key", "secret key").
async fn call(
    providers: &Providers,
    provider: &str,
    what: &str,
    request: RequestBuilder,
    ok: impl FnOnce(&Value) -> CheckOutcome,
) -> CheckOutcome {
    let response = match request.send().await {
        Ok(response) => response,
        Err(e) => return unreachable(providers, provider, &e),
    };
    let status = response.status();
    let body: Value = response.json().await.unwrap_or(Value::Null);
    if status.is_success() {
        return ok(&body);
    }
    match status {
        StatusCode::UNAUTHORIZED | StatusCode::FORBIDDEN => CheckOutcome::failed(format!(
            "{provider} refused the {what}: check that it is the {what} of the school's account."
        )),
        StatusCode::TOO_MANY_REQUESTS => CheckOutcome::failed(format!(
            "{provider} is limiting requests from this account. Wait a minute and try again."
        )),
        _ => {
            let reason = ["message", "error"]
                .iter()
                .find_map(|k| body.get(k).and_then(Value::as_str))
                .or_else(|| body.pointer("/error/message").and_then(Value::as_str));
            CheckOutcome::failed(match reason {
                Some(reason) => format!("{provider} answered {status}: {reason}"),
                None => format!("{provider} answered {status}, which was not expected."),
            })
        }
    }
}

/// Why a provider could not be reached, in a sentence.
fn unreachable(providers: &Providers, provider: &str, e: &reqwest::Error) -> CheckOutcome {
    if e.is_timeout() {
        return CheckOutcome::failed(format!(
            "{provider} did not answer within {} seconds. Try again later.",
            providers.call_timeout.as_secs().max(1)
        ));
    }
    let mut cause = e.source();
    while let Some(inner) = cause {
        if let Some(io) = inner.downcast_ref::<std::io::Error>()
            && io.kind() == std::io::ErrorKind::ConnectionRefused
        {
            return CheckOutcome::failed(format!(
                "{provider} could not be reached: the connection was refused. Check the \
                 server's internet connection."
            ));
        }
        cause = inner.source();
    }
    if e.is_connect() {
        return CheckOutcome::failed(format!(
            "{provider} could not be reached. Check the server's internet connection and its \
             name server."
        ));
    }
    CheckOutcome::failed(format!("The call to {provider} failed: {e}."))
}

fn failed_address(provider: &str, problem: String) -> CheckOutcome {
    CheckOutcome::failed(format!("{provider} cannot be called: {problem}."))
}

pub(crate) async fn brevo(p: &Providers, check: &BrevoCheck, school: &str) -> CheckOutcome {
    let Some(to) = &check.to else {
        let url = match endpoint(&p.urls.brevo, &["v3", "account"]) {
            Ok(url) => url,
            Err(problem) => return failed_address("Brevo", problem),
        };
        let request = p
            .http
            .get(url)
            .header("api-key", &check.api_key)
            .header("accept", "application/json");
        return call(p, "Brevo", "API key", request, |account| {
            let who = account
                .get("companyName")
                .or_else(|| account.get("email"))
                .and_then(Value::as_str)
                .unwrap_or("the account");
            CheckOutcome::ok(format!("Brevo accepted the API key of {who}."))
        })
        .await;
    };
    let url = match endpoint(&p.urls.brevo, &["v3", "smtp", "email"]) {
        Ok(url) => url,
        Err(problem) => return failed_address("Brevo", problem),
    };
    let name = if check.from_name.is_empty() {
        school
    } else {
        &check.from_name
    };
    let request = p
        .http
        .post(url)
        .header("api-key", &check.api_key)
        .header("accept", "application/json")
        .json(&json!({
            "sender": {"name": name, "email": check.from_email},
            "to": [{"email": to}],
            "subject": format!("Test e-mail from {school}"),
            "htmlContent": format!(
                "<p>This is a test e-mail from the {school} portal. E-mail through Brevo works.</p>"
            ),
        }));
    let to = to.clone();
    call(p, "Brevo", "API key", request, move |_| {
        CheckOutcome::ok(format!("Brevo accepted a test e-mail to {to}."))
    })
    .await
}

pub(crate) async fn twilio(p: &Providers, check: &TwilioCheck, school: &str) -> CheckOutcome {
    let sid = check.account_sid.as_str();
    let Some(to) = &check.to else {
        let url = match endpoint(
            &p.urls.twilio,
            &["2010-04-01", "Accounts", &format!("{sid}.json")],
        ) {
            Ok(url) => url,
            Err(problem) => return failed_address("Twilio", problem),
        };
        let request = p.http.get(url).basic_auth(sid, Some(&check.auth_token));
        return call(
            p,
            "Twilio",
            "account SID and auth token",
            request,
            |account| {
                let name = account
                    .get("friendly_name")
                    .and_then(Value::as_str)
                    .unwrap_or(sid);
                match account.get("status").and_then(Value::as_str) {
                    Some(status) if status != "active" => CheckOutcome::failed(format!(
                        "The Twilio account {name} is {status}: SMS cannot be sent from it."
                    )),
                    _ => CheckOutcome::ok(format!("Twilio accepted the account {name}.")),
                }
            },
        )
        .await;
    };
    let url = match endpoint(
        &p.urls.twilio,
        &["2010-04-01", "Accounts", sid, "Messages.json"],
    ) {
        Ok(url) => url,
        Err(problem) => return failed_address("Twilio", problem),
    };
    let request = p
        .http
        .post(url)
        .basic_auth(sid, Some(&check.auth_token))
        .form(&[
            ("To", to.as_str()),
            ("From", check.sender.as_str()),
            (
                "Body",
                &format!("Test SMS from {school}: SMS from the portal works."),
            ),
        ]);
    let to = to.clone();
    call(
        p,
        "Twilio",
        "account SID and auth token",
        request,
        move |_| CheckOutcome::ok(format!("Twilio accepted a test SMS to {to}.")),
    )
    .await
}

pub(crate) async fn gateway(p: &Providers, gateway: CardGateway, key: &str) -> CheckOutcome {
    let (base, path): (&str, &[&str]) = match gateway {
        CardGateway::Paystack => (&p.urls.paystack, &["balance"]),
        CardGateway::Stripe => (&p.urls.stripe, &["v1", "balance"]),
        CardGateway::Flutterwave => (&p.urls.flutterwave, &["v3", "balances"]),
    };
    let name = gateway.name();
    let url = match endpoint(base, path) {
        Ok(url) => url,
        Err(problem) => return failed_address(name, problem),
    };
    let request = p.http.get(url).bearer_auth(key);
    call(p, name, "secret key", request, |body| {
        let mode = match body.get("livemode").and_then(Value::as_bool) {
            Some(true) => " (live mode)",
            Some(false) => " (test mode)",
            None => "",
        };
        CheckOutcome::ok(format!("{name} accepted the secret key{mode}."))
    })
    .await
}
