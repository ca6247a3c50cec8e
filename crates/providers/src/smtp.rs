//! SMTP: connect, secure, sign in, and optionally send a test message (decision 009).

use std::{error::Error as _, time::Duration};

use lettre::{
    AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor,
    message::{Mailbox, header::ContentType},
    transport::smtp::{self, authentication::Credentials},
};
use settings::{
    CheckOutcome,
    connections::{Encryption, SmtpCheck},
};

pub(crate) async fn check(check: &SmtpCheck, school: &str, timeout: Duration) -> CheckOutcome {
    let transport = match transport(check, timeout) {
        Ok(transport) => transport,
        Err(e) => return failure(check, &e),
    };
    // The whole exchange is bounded, whatever the server does.
    let outcome = tokio::time::timeout(timeout * 2, async {
        match transport.test_connection().await {
            Ok(true) => {}
            Ok(false) => {
                return CheckOutcome::failed(format!(
                    "{}:{} accepted the connection but did not answer as an SMTP server.",
                    check.host, check.port
                ));
            }
            Err(e) => return failure(check, &e),
        }
        let signed_in = match &check.credentials {
            Some((user, _)) => format!(" and signed in as {user}"),
            None => String::new(),
        };
        let connected = format!("Connected to {}:{}{signed_in}.", check.host, check.port);
        let Some(to) = &check.to else {
            return CheckOutcome::ok(connected);
        };
        let message = match test_message(check, to, school) {
            Ok(message) => message,
            Err(problem) => return CheckOutcome::failed(format!("{connected} {problem}")),
        };
        match transport.send(message).await {
            Ok(_) => CheckOutcome::ok(format!("{connected} A test e-mail was sent to {to}.")),
            Err(e) => {
                let reason = failure(check, &e).message;
                CheckOutcome::failed(format!("{connected} The test e-mail was refused: {reason}"))
            }
        }
    })
    .await;
    outcome.unwrap_or_else(|_| {
        CheckOutcome::failed(format!(
            "{}:{} did not finish answering within {} seconds.",
            check.host,
            check.port,
            (timeout * 2).as_secs()
        ))
    })
}

fn transport(
    check: &SmtpCheck,
    timeout: Duration,
) -> Result<AsyncSmtpTransport<Tokio1Executor>, smtp::Error> {
    let builder = match check.encryption {
        Encryption::StartTls => AsyncSmtpTransport::<Tokio1Executor>::starttls_relay(&check.host)?,
        Encryption::Tls => AsyncSmtpTransport::<Tokio1Executor>::relay(&check.host)?,
        Encryption::None => AsyncSmtpTransport::<Tokio1Executor>::builder_dangerous(&check.host),
    };
    let mut builder = builder.port(check.port).timeout(Some(timeout));
    if let Some((user, password)) = &check.credentials {
        builder = builder.credentials(Credentials::new(user.clone(), password.clone()));
    }
    Ok(builder.build())
}

fn test_message(check: &SmtpCheck, to: &str, school: &str) -> Result<Message, String> {
    let name = if check.from_name.is_empty() {
        school.to_owned()
    } else {
        check.from_name.clone()
    };
    let from = format!("{name} <{}>", check.from_email)
        .parse::<Mailbox>()
        .or_else(|_| check.from_email.parse::<Mailbox>())
        .map_err(|e| {
            format!(
                "The sender's address {} is not usable ({e}).",
                check.from_email
            )
        })?;
    let to = to
        .parse::<Mailbox>()
        .map_err(|e| format!("The address {to} is not usable ({e})."))?;
    Message::builder()
        .from(from)
        .to(to)
        .subject(format!("Test e-mail from {school}"))
        .header(ContentType::TEXT_PLAIN)
        .body(format!(
            "This is a test e-mail from the {school} portal.\n\nE-mail through this SMTP server \
             works: the portal can send results, notices and reminders through it.\n"
        ))
        .map_err(|e| format!("The test e-mail could not be written ({e})."))
}

/// Why the SMTP server could not be used, in a sentence.
fn failure(check: &SmtpCheck, e: &smtp::Error) -> CheckOutcome {
    let at = format!("{}:{}", check.host, check.port);
    if let Some(code) = e.status()
        && code.to_string().starts_with("53")
    {
        return CheckOutcome::failed(format!(
            "{at} refused the username or password. Check them, or whether the account needs an \
             app password."
        ));
    }
    if e.is_timeout() {
        return CheckOutcome::failed(format!(
            "{at} did not answer in time. Check the host and port, and that the school's network \
             lets the server reach it."
        ));
    }
    let mut cause = e.source();
    while let Some(inner) = cause {
        if let Some(io) = inner.downcast_ref::<std::io::Error>() {
            match io.kind() {
                std::io::ErrorKind::ConnectionRefused => {
                    return CheckOutcome::failed(format!(
                        "Nothing answers at {at}: the connection was refused. Check the host and \
                         port."
                    ));
                }
                std::io::ErrorKind::TimedOut => {
                    return CheckOutcome::failed(format!(
                        "{at} did not answer in time. Check the host and port."
                    ));
                }
                _ => {}
            }
        }
        let text = inner.to_string();
        if text.contains("failed to lookup")
            || text.contains("Name or service not known")
            || text.contains("No address associated")
        {
            return CheckOutcome::failed(format!(
                "No server named {} could be found. Check the host name.",
                check.host
            ));
        }
        cause = inner.source();
    }
    if e.is_tls() {
        return CheckOutcome::failed(format!(
            "A secure connection to {at} could not be made ({e}). Check the encryption setting: \
             TLS for port 587, SSL for port 465."
        ));
    }
    if e.is_permanent() || e.is_transient() {
        return CheckOutcome::failed(format!("{at} refused: {e}."));
    }
    CheckOutcome::failed(format!("{at} could not be used: {e}."))
}
