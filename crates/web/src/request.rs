//! What every handler needs to read a request and shape an answer: JSON bodies whose problems
//! are reported per field, query strings with repeated parameters, one uploaded file, and CSV
//! downloads. Route modules share these instead of importing one another.

use std::{future::Future, pin::Pin};

use actix_multipart::Multipart;
use actix_web::{
    FromRequest, HttpRequest, HttpResponse, dev::Payload, http::StatusCode, http::header, web,
};
use futures_util::StreamExt;
use serde::de::DeserializeOwned;

use crate::ApiError;

/// The largest JSON body any endpoint takes.
pub const JSON_LIMIT: usize = 1 << 20;

/// A JSON body. A body that is not JSON answers 400; JSON that does not fit the endpoint answers
/// 422 with `fields` keyed by the dotted path of each problem (`items.1.level_id`), so a form can
/// put the message beside its input and a bulk call names the item.
#[derive(Debug)]
pub struct Json<T>(pub T);

impl<T> Json<T> {
    pub fn into_inner(self) -> T {
        self.0
    }
}

impl<T> std::ops::Deref for Json<T> {
    type Target = T;

    fn deref(&self) -> &T {
        &self.0
    }
}

impl<T: DeserializeOwned + 'static> FromRequest for Json<T> {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, ApiError>>>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let is_json = req
            .headers()
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.parse::<mime::Mime>().ok())
            .is_some_and(|m| m.subtype() == mime::JSON || m.suffix() == Some(mime::JSON));
        let bytes = web::Bytes::from_request(req, payload);
        Box::pin(async move {
            if !is_json {
                return Err(ApiError::new(
                    StatusCode::UNSUPPORTED_MEDIA_TYPE,
                    "request.unsupported_media_type",
                    "Send the body as JSON with the header Content-Type: application/json.",
                ));
            }
            let bytes = bytes.await.map_err(|_| too_large())?;
            if bytes.len() > JSON_LIMIT {
                return Err(too_large());
            }
            parse(&bytes).map(Json)
        })
    }
}

fn too_large() -> ApiError {
    ApiError::new(
        StatusCode::PAYLOAD_TOO_LARGE,
        "request.too_large",
        "The request body is larger than 1 MB. Send less at once.",
    )
}

/// Reads `bytes` as `T`, reporting a problem of content on its field. Every body the API takes
/// is a JSON object: serde would otherwise read a struct from an array of its fields' values.
pub fn parse<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, ApiError> {
    let first = bytes.iter().find(|b| !b.is_ascii_whitespace());
    if first.is_some_and(|b| *b != b'{') {
        return Err(ApiError::validation(
            "Some fields are not valid. Correct them and try again.",
            [(
                "body".to_owned(),
                vec!["Send a JSON object, with the fields by name.".to_owned()],
            )]
            .into(),
        ));
    }
    let malformed = |e: &dyn std::fmt::Display| {
        ApiError::new(
            StatusCode::BAD_REQUEST,
            "request.malformed_json",
            format!("The request body is not valid JSON: {e}. Check it and try again."),
        )
    };
    // PostgreSQL refuses the NUL character in text, and no field of the API has a use for it:
    // a body carrying one is refused on the field, before any store sees it.
    if bytes.windows(6).any(|w| w.eq_ignore_ascii_case(b"\\u0000"))
        && let Ok(value) = serde_json::from_slice::<serde_json::Value>(bytes)
        && let Some(field) = nul_field(&value, String::new())
    {
        return Err(ApiError::validation(
            "Some fields are not valid. Correct them and try again.",
            [(
                field,
                vec!["Remove the invisible character and try again.".to_owned()],
            )]
            .into(),
        ));
    }
    let mut de = serde_json::Deserializer::from_slice(bytes);
    let value = match serde_path_to_error::deserialize::<_, T>(&mut de) {
        Ok(value) => value,
        Err(e) if e.inner().is_data() => {
            let (field, message) = field_problem(e.path(), &e.inner().to_string());
            return Err(ApiError::validation(
                "Some fields are not valid. Correct them and try again.",
                [(field, vec![message])].into(),
            ));
        }
        Err(e) => return Err(malformed(e.inner())),
    };
    de.end().map_err(|e| malformed(&e))?;
    Ok(value)
}

/// The dotted path of the first string (or key) of `value` holding a NUL character.
fn nul_field(value: &serde_json::Value, at: String) -> Option<String> {
    let join = |key: &str| {
        if at.is_empty() {
            key.to_owned()
        } else {
            format!("{at}.{key}")
        }
    };
    match value {
        serde_json::Value::String(s) if s.contains('\0') => {
            Some(if at.is_empty() { "body".into() } else { at })
        }
        serde_json::Value::Array(items) => items
            .iter()
            .enumerate()
            .find_map(|(i, v)| nul_field(v, join(&i.to_string()))),
        serde_json::Value::Object(map) => map.iter().find_map(|(k, v)| {
            if k.contains('\0') {
                Some(join(&k.replace('\0', "")))
            } else {
                nul_field(v, join(k))
            }
        }),
        _ => None,
    }
}

/// The dotted field a serde problem is about, and a sentence for it. A missing field is
/// reported on the field itself, not on the object that lacks it.
fn field_problem(path: &serde_path_to_error::Path, message: &str) -> (String, String) {
    use serde_path_to_error::Segment;
    let mut parts: Vec<String> = path
        .iter()
        .filter_map(|segment| match segment {
            Segment::Seq { index } => Some(index.to_string()),
            Segment::Map { key } => Some(key.clone()),
            Segment::Enum { variant } => Some(variant.clone()),
            Segment::Unknown => None,
        })
        .collect();
    // serde_json adds " at line 1 column 42": people need the field, not the column.
    let message = message
        .split(" at line ")
        .next()
        .unwrap_or(message)
        .to_owned();
    if let Some(missing) = message
        .strip_prefix("missing field `")
        .and_then(|m| m.strip_suffix('`'))
    {
        parts.push(missing.to_owned());
        return (parts.join("."), "This field is required.".to_owned());
    }
    let field = if parts.is_empty() {
        "body".to_owned()
    } else {
        parts.join(".")
    };
    let mut sentence = message;
    if let Some(first) = sentence.get(..1) {
        sentence = first.to_uppercase() + &sentence[1..];
    }
    if !sentence.ends_with('.') {
        sentence.push('.');
    }
    (field, sentence)
}

/// Query parameters that may be sent empty (a cleared search box): empty, they mean "none".
const MAY_BE_EMPTY: &[&str] = &["search", "ordering"];

/// A query string with repeated parameters as arrays (product.md §1). A filter sent empty
/// (`?class_id=`) is refused rather than taken for no filter, so a client's mistake never widens
/// a list silently; only `search` and `ordering` may be empty.
pub fn query<T: DeserializeOwned>(req: &HttpRequest) -> Result<T, ApiError> {
    for (key, value) in url::form_urlencoded::parse(req.query_string().as_bytes()) {
        if kernel::has_control_chars(&value) || value.contains(['\n', '\r', '\t']) {
            return Err(ApiError::new(
                StatusCode::BAD_REQUEST,
                "request.bad_query",
                format!("The filter {key} holds an invisible character. Type it again."),
            ));
        }
        if value.is_empty() && !MAY_BE_EMPTY.contains(&key.as_ref()) {
            return Err(ApiError::new(
                StatusCode::BAD_REQUEST,
                "request.bad_query",
                format!("The filter {key} is empty. Give it a value, or leave it out."),
            ));
        }
    }
    serde_html_form::from_str(req.query_string()).map_err(|e| {
        ApiError::new(
            StatusCode::BAD_REQUEST,
            "request.bad_query",
            format!("A filter in the address is not valid: {e}. Check it and try again."),
        )
    })
}

/// The answer to an `?ordering=` the list does not know; `allowed` names what it takes.
pub fn ordering_error(allowed: &str) -> ApiError {
    ApiError::validation(
        "Some fields are not valid. Correct them and try again.",
        [(
            "ordering".to_owned(),
            vec![format!("Order by {allowed}, with - before it to reverse.")],
        )]
        .into(),
    )
}

/// The query string as an extractor, checked as [`query`] checks it.
#[derive(Debug)]
pub struct Query<T>(pub T);

impl<T> Query<T> {
    pub fn into_inner(self) -> T {
        self.0
    }
}

impl<T> std::ops::Deref for Query<T> {
    type Target = T;

    fn deref(&self) -> &T {
        &self.0
    }
}

impl<T: DeserializeOwned> FromRequest for Query<T> {
    type Error = ApiError;
    type Future = std::future::Ready<Result<Self, ApiError>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        std::future::ready(query(req).map(Query))
    }
}

/// A CSV download named `name`.
pub fn csv(body: String, name: &str) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/csv; charset=utf-8")
        .insert_header((
            "Content-Disposition",
            format!("attachment; filename=\"{name}\""),
        ))
        .body(body)
}

/// Reads the one file field `name` of a multipart body, refusing it (413) as soon as it passes
/// `limit` bytes, so that nothing larger than the endpoint takes is ever buffered.
pub async fn read_file_field(
    form: Multipart,
    name: &str,
    limit: usize,
) -> Result<Vec<u8>, ApiError> {
    let mut fields = read_fields(form, &[(name, limit)]).await?;
    match fields.pop() {
        Some(field) => Ok(field.content),
        None => Err(no_file(name)),
    }
}

/// One field of a multipart body: its name, the file name sent with it (if any), its bytes.
#[derive(Debug)]
pub struct FormField {
    pub name: String,
    pub file_name: Option<String>,
    pub content: Vec<u8>,
}

/// The fields `wanted` (each name with the most bytes it may hold) of a multipart body, in the
/// order they came, other fields skipped. A field past its limit is refused (413) as soon as it
/// passes it; an empty one is refused as unreadable.
pub async fn read_fields(
    mut form: Multipart,
    wanted: &[(&str, usize)],
) -> Result<Vec<FormField>, ApiError> {
    let mut out = Vec::new();
    while let Some(field) = form.next().await {
        let mut field = field.map_err(|e| malformed(&e.to_string()))?;
        let Some(&(name, limit)) = wanted.iter().find(|(n, _)| field.name() == Some(*n)) else {
            continue;
        };
        let file_name = field
            .content_disposition()
            .and_then(|cd| cd.get_filename())
            .map(str::to_owned);
        let mut content = Vec::new();
        while let Some(chunk) = field.next().await {
            let chunk = chunk.map_err(|e| malformed(&e.to_string()))?;
            if content.len() + chunk.len() > limit {
                return Err(ApiError::new(
                    StatusCode::PAYLOAD_TOO_LARGE,
                    "upload.too_large",
                    format!(
                        "The file is larger than {}. Choose a smaller one.",
                        size_text(limit)
                    ),
                ));
            }
            content.extend_from_slice(&chunk);
        }
        if content.is_empty() {
            return Err(malformed(&format!("the field {name} is empty")));
        }
        out.push(FormField {
            name: name.to_owned(),
            file_name,
            content,
        });
    }
    Ok(out)
}

/// The refusal of a form without its file field `name`.
pub fn no_file(name: &str) -> ApiError {
    ApiError::validation(
        "Choose a file to upload.",
        [(
            name.to_owned(),
            vec![format!("Send the file in the form field {name}.")],
        )]
        .into(),
    )
}

/// `bytes` as people say it: "2 MB", "512 KB".
fn size_text(bytes: usize) -> String {
    const MB: usize = 1024 * 1024;
    if bytes >= MB && bytes.is_multiple_of(MB) {
        format!("{} MB", bytes / MB)
    } else {
        format!("{} KB", bytes.div_ceil(1024))
    }
}

/// The refusal of a multipart body that cannot be read.
pub fn malformed(reason: &str) -> ApiError {
    ApiError::new(
        StatusCode::BAD_REQUEST,
        "upload.malformed",
        format!("The upload could not be read ({reason}). Send it as multipart/form-data."),
    )
}
