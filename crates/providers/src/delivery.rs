//! Delivering the outbox's messages (decision 015): e-mail through SMTP (lettre) or Brevo, SMS
//! through Twilio, each failure sorted into one that may pass (tried again later) and one that
//! will not (the message fails at once).

use std::{error::Error as _, time::Duration};

use lettre::{
    AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor,
    message::{Mailbox, MultiPart, SinglePart, header::ContentType},
    transport::smtp::{self, PoolConfig, authentication::Credentials},
};
use messaging::notifications::{Channel, Delivery, Notification};
use reqwest::StatusCode;
use serde_json::{Value, json};
use settings::connections::Encryption;

use crate::Providers;

/// How many messages of a batch are sent at once.
const IN_FLIGHT: usize = 8;

/// Where e-mail goes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EmailRoute {
    Smtp {
        host: String,
        port: u16,
        encryption: Encryption,
        credentials: Option<(String, String)>,
        from_name: String,
        from_email: String,
    },
    Brevo {
        api_key: String,
        from_name: String,
        from_email: String,
    },
}

/// Where SMS go: Twilio.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SmsRoute {
    pub account_sid: String,
    pub auth_token: String,
    /// The sender number or name.
    pub sender: String,
}

/// The routes the settings give, or for each channel the sentence saying why it has none.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Routes {
    pub school: String,
    pub email: Result<EmailRoute, String>,
    pub sms: Result<SmsRoute, String>,
}

enum EmailSender<'a> {
    Smtp {
        transport: AsyncSmtpTransport<Tokio1Executor>,
        from: Mailbox,
    },
    Brevo {
        api_key: &'a str,
        from_name: &'a str,
        from_email: &'a str,
    },
}

impl Providers {
    /// Tries each message once and answers what happened to each, in order.
    pub async fn deliver(&self, routes: &Routes, batch: &[Notification]) -> Vec<Delivery> {
        use futures_util::StreamExt;
        let email = match &routes.email {
            Ok(route) => self.email_sender(route, &routes.school),
            Err(reason) => Err(Delivery::NotConfigured(reason.clone())),
        };
        let email = &email;
        // By index: a closure over `&Notification` is not general enough for the callers'
        // `async_trait` futures.
        futures_util::stream::iter(0..batch.len())
            .map(|i| async move {
                let message = &batch[i];
                match message.channel {
                    Channel::Email => match email {
                        Ok(sender) => self.send_email(sender, message).await,
                        Err(refusal) => refusal.clone(),
                    },
                    Channel::Sms => match &routes.sms {
                        Ok(route) => self.send_sms(route, message).await,
                        Err(reason) => Delivery::NotConfigured(reason.clone()),
                    },
                    // In-app messages are delivered when they are written.
                    Channel::InApp => Delivery::Sent(None),
                }
            })
            .buffered(IN_FLIGHT)
            .collect()
            .await
    }

    fn email_sender<'a>(
        &self,
        route: &'a EmailRoute,
        school: &'a str,
    ) -> Result<EmailSender<'a>, Delivery> {
        match route {
            EmailRoute::Smtp {
                host,
                port,
                encryption,
                credentials,
                from_name,
                from_email,
            } => {
                let name = if from_name.is_empty() {
                    school
                } else {
                    from_name
                };
                let from = Mailbox::new(
                    Some(name.to_owned()),
                    from_email.parse().map_err(|e| {
                        Delivery::NotConfigured(format!(
                            "Not sent: the sender's address {from_email} in the e-mail settings \
                             is not usable ({e})."
                        ))
                    })?,
                );
                let builder = match encryption {
                    Encryption::StartTls => {
                        AsyncSmtpTransport::<Tokio1Executor>::starttls_relay(host)
                    }
                    Encryption::Tls => AsyncSmtpTransport::<Tokio1Executor>::relay(host),
                    Encryption::None => Ok(
                        AsyncSmtpTransport::<Tokio1Executor>::builder_dangerous(host),
                    ),
                }
                .map_err(|e| {
                    Delivery::Transient(format!("The SMTP server {host} cannot be used: {e}."))
                })?;
                let mut builder = builder
                    .port(*port)
                    .timeout(Some(self.call_timeout))
                    .pool_config(
                        PoolConfig::new()
                            .max_size(u32::try_from(IN_FLIGHT).unwrap_or(8))
                            .idle_timeout(Duration::from_secs(30)),
                    );
                if let Some((user, password)) = credentials {
                    builder = builder.credentials(Credentials::new(user.clone(), password.clone()));
                }
                Ok(EmailSender::Smtp {
                    transport: builder.build(),
                    from,
                })
            }
            EmailRoute::Brevo {
                api_key,
                from_name,
                from_email,
            } => Ok(EmailSender::Brevo {
                api_key,
                from_name: if from_name.is_empty() {
                    school
                } else {
                    from_name
                },
                from_email,
            }),
        }
    }

    async fn send_email(&self, sender: &EmailSender<'_>, message: &Notification) -> Delivery {
        match sender {
            EmailSender::Smtp { transport, from } => {
                let to: Mailbox = match message.recipient.parse() {
                    Ok(to) => to,
                    Err(e) => {
                        return Delivery::Permanent(format!(
                            "The address {} is not usable ({e}).",
                            message.recipient
                        ));
                    }
                };
                let email = match Message::builder()
                    .from(from.clone())
                    .to(to)
                    .subject(&message.subject)
                    .multipart(
                        MultiPart::alternative()
                            .singlepart(
                                SinglePart::builder()
                                    .header(ContentType::TEXT_PLAIN)
                                    .body(message.body.clone()),
                            )
                            .singlepart(
                                SinglePart::builder()
                                    .header(ContentType::TEXT_HTML)
                                    .body(html(&message.body)),
                            ),
                    ) {
                    Ok(email) => email,
                    Err(e) => {
                        return Delivery::Permanent(format!(
                            "The e-mail could not be written: {e}."
                        ));
                    }
                };
                // lettre bounds only the connection; a server that then says nothing (a TLS port
                // answered in plain text, a session a firewall dropped) would hold the sender
                // for good, so the whole exchange is bounded, as the connection test's is.
                let limit = self.call_timeout * 2;
                match tokio::time::timeout(limit, transport.send(email)).await {
                    Ok(Ok(response)) => Delivery::Sent(
                        response
                            .message()
                            .next()
                            .map(|line| line.chars().take(200).collect()),
                    ),
                    Ok(Err(e)) => smtp_failure(&e),
                    Err(_) => {
                        // The exchange was cut mid-way: its connection would go back to the
                        // pool as sound, and the next message would read this one's late
                        // replies as its own. The pool is closed instead; the batch's other
                        // e-mails are tried again later, on new connections.
                        transport.shutdown().await;
                        timed_out(limit)
                    }
                }
            }
            EmailSender::Brevo {
                api_key,
                from_name,
                from_email,
            } => {
                let url = format!("{}/v3/smtp/email", self.urls.brevo.trim_end_matches('/'));
                let request = self
                    .http
                    .post(url)
                    .header("api-key", *api_key)
                    .header("accept", "application/json")
                    .json(&json!({
                        "sender": {"name": from_name, "email": from_email},
                        "to": [{"email": message.recipient}],
                        "subject": message.subject,
                        "textContent": message.body,
                        "htmlContent": html(&message.body),
                    }));
                self.api_call("Brevo", request, "/messageId").await
            }
        }
    }

    async fn send_sms(&self, route: &SmsRoute, message: &Notification) -> Delivery {
        let url = format!(
            "{}/2010-04-01/Accounts/{}/Messages.json",
            self.urls.twilio.trim_end_matches('/'),
            url::form_urlencoded::byte_serialize(route.account_sid.as_bytes()).collect::<String>()
        );
        let request = self
            .http
            .post(url)
            .basic_auth(&route.account_sid, Some(&route.auth_token))
            .form(&[
                ("To", message.recipient.as_str()),
                ("From", route.sender.as_str()),
                ("Body", message.body.as_str()),
            ]);
        self.api_call("Twilio", request, "/sid").await
    }

    /// Sends an API request and sorts its answer: 2xx is sent (with the id at `id_at`); a
    /// refused key, 429 and 5xx may pass; any other 4xx is about this message and will not.
    async fn api_call(
        &self,
        provider: &str,
        request: reqwest::RequestBuilder,
        id_at: &str,
    ) -> Delivery {
        let response = match request.send().await {
            Ok(response) => response,
            Err(e) => {
                let why = if e.is_timeout() {
                    "did not answer in time".to_owned()
                } else if e.is_connect() {
                    "could not be reached".to_owned()
                } else {
                    format!("could not be called ({e})")
                };
                return Delivery::Transient(format!("{provider} {why}."));
            }
        };
        let status = response.status();
        let body: Value = response.json().await.unwrap_or(Value::Null);
        if status.is_success() {
            return Delivery::Sent(
                body.pointer(id_at)
                    .and_then(Value::as_str)
                    .map(str::to_owned),
            );
        }
        let reason = ["/message", "/error", "/error/message"]
            .iter()
            .find_map(|p| body.pointer(p).and_then(Value::as_str))
            .map(|r| format!(": {r}"))
            .unwrap_or_default();
        match status {
            StatusCode::UNAUTHORIZED | StatusCode::FORBIDDEN => Delivery::Transient(format!(
                "{provider} refused the school's credentials ({status}){reason}. Check them in \
                 Settings, Notifications; the message is tried again."
            )),
            StatusCode::TOO_MANY_REQUESTS | StatusCode::REQUEST_TIMEOUT => {
                Delivery::Transient(format!("{provider} asked to slow down ({status}){reason}."))
            }
            s if s.is_server_error() => {
                Delivery::Transient(format!("{provider} had a problem ({status}){reason}."))
            }
            _ => Delivery::Permanent(format!(
                "{provider} refused the message ({status}){reason}."
            )),
        }
    }
}

/// Sorts an SMTP failure: a 5xx reply about the message or its address will not change; a 5xx
/// about signing in is the school's settings, which an admin can fix; everything else (4xx,
/// the server down, a timeout) may pass.
fn smtp_failure(e: &smtp::Error) -> Delivery {
    if let Some(code) = e.status() {
        let code = code.to_string();
        if code.starts_with("53") {
            return Delivery::Transient(format!(
                "The SMTP server refused the username or password ({e}). Check them in Settings, \
                 Notifications; the message is tried again."
            ));
        }
        if e.is_permanent() {
            return Delivery::Permanent(format!("The SMTP server refused the message: {e}."));
        }
        return Delivery::Transient(format!("The SMTP server asked to try later: {e}."));
    }
    if e.is_timeout() {
        return Delivery::Transient("The SMTP server did not answer in time.".into());
    }
    let mut cause = e.source();
    while let Some(inner) = cause {
        if let Some(io) = inner.downcast_ref::<std::io::Error>()
            && io.kind() == std::io::ErrorKind::ConnectionRefused
        {
            return Delivery::Transient(
                "Nothing answers at the SMTP server's address: the connection was refused.".into(),
            );
        }
        cause = inner.source();
    }
    Delivery::Transient(format!("The SMTP server could not be used: {e}."))
}

/// Why an SMTP exchange cut short after `limit` is tried again later.
fn timed_out(limit: Duration) -> Delivery {
    Delivery::Transient(format!(
        "The SMTP server did not finish the exchange within {} seconds; the message is tried \
         again. Check the server's port and encryption in Settings, Notifications.",
        limit.as_secs()
    ))
}

/// The HTML part: the text, escaped, a paragraph per blank line, line breaks kept.
pub fn html(text: &str) -> String {
    let mut out = String::from(
        "<!doctype html><html><body style=\"font-family:sans-serif;line-height:1.5\">",
    );
    for paragraph in text.split("\n\n") {
        out.push_str("<p>");
        out.push_str(&escape(paragraph.trim_matches('\n')).replace('\n', "<br>"));
        out.push_str("</p>");
    }
    out.push_str("</body></html>");
    out
}

fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_html_part_escapes_what_people_wrote() {
        assert_eq!(
            html("Dear <b>Ada</b> & co,\n\nSee \"this\"\nnow"),
            "<!doctype html><html><body style=\"font-family:sans-serif;line-height:1.5\">\
             <p>Dear &lt;b&gt;Ada&lt;/b&gt; &amp; co,</p><p>See &quot;this&quot;<br>now</p>\
             </body></html>"
        );
    }
}
