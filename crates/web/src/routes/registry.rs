//! One list of endpoints, from which the API is both served and documented (decisions/012).
//!
//! Each handler carries its `#[utoipa::path]` (method, path, parameters, bodies, answers). An
//! [`Endpoint`] is built from that description and the handler together, so the route actix
//! serves and the operation `/api/openapi.json` documents cannot drift apart: a handler that is
//! not in the list is neither served nor documented. Every `GET` also answers `HEAD`.

use std::collections::BTreeMap;

use actix_web::{FromRequest, Handler, Responder, Route, http::Method, web};
use utoipa::openapi::{
    OpenApi, RefOr,
    path::{HttpMethod, Operation},
    schema::Schema,
};

/// Names an endpoint by its handler: `endpoint!(students::list)` registers `students::list`
/// with the method and path of its `#[utoipa::path]`, and documents it as `students_list`.
macro_rules! endpoint {
    ($module:ident :: $handler:ident) => {
        pastey::paste! {
            $crate::routes::registry::Endpoint::new::<$module::[<__path_ $handler>], _, _>(
                concat!(stringify!($module), "_", stringify!($handler)),
                $module::$handler,
            )
        }
    };
}
pub(crate) use endpoint;

/// A schema an operation refers to, with its name.
type NamedSchema = (String, RefOr<Schema>);

/// One operation of the API: how to serve it and how to document it.
pub struct Endpoint {
    method: HttpMethod,
    path: String,
    aliases: Vec<&'static str>,
    operation_id: String,
    /// The route for this handler under the given method.
    route: Box<dyn Fn(Method) -> Route>,
    operation: fn() -> Operation,
    schemas: fn(&mut Vec<NamedSchema>),
}

impl std::fmt::Debug for Endpoint {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}", method_name(&self.method), self.path)
    }
}

impl Endpoint {
    /// The endpoint served by `handler` and described by `P`, the path type `#[utoipa::path]`
    /// generates beside it.
    pub fn new<P, F, Args>(operation_id: &str, handler: F) -> Self
    where
        P: utoipa::Path + utoipa::__dev::SchemaReferences,
        F: Handler<Args> + Clone + 'static,
        Args: FromRequest + 'static,
        F::Output: Responder + 'static,
    {
        let mut methods = P::methods();
        assert_eq!(
            methods.len(),
            1,
            "{operation_id}: one method per handler keeps the list readable"
        );
        let method = methods.remove(0);
        Self {
            method,
            path: P::path(),
            aliases: Vec::new(),
            operation_id: operation_id.to_owned(),
            route: Box::new(move |m| web::method(m).to(handler.clone())),
            operation: P::operation,
            schemas: P::schemas,
        }
    }

    /// Also served and documented at `path` (the spec's client calls some endpoints by two
    /// spellings).
    pub fn alias(mut self, path: &'static str) -> Self {
        self.aliases.push(path);
        self
    }

    pub fn method(&self) -> &'static str {
        method_name(&self.method)
    }

    pub fn path(&self) -> &str {
        &self.path
    }

    /// Every path it answers at.
    pub fn paths(&self) -> impl Iterator<Item = &str> {
        std::iter::once(self.path.as_str()).chain(self.aliases.iter().copied())
    }
}

fn actix_method(method: &HttpMethod) -> Method {
    match method {
        HttpMethod::Get => Method::GET,
        HttpMethod::Post => Method::POST,
        HttpMethod::Put => Method::PUT,
        HttpMethod::Patch => Method::PATCH,
        HttpMethod::Delete => Method::DELETE,
        HttpMethod::Head => Method::HEAD,
        HttpMethod::Options => Method::OPTIONS,
        HttpMethod::Trace => Method::TRACE,
    }
}

fn method_name(method: &HttpMethod) -> &'static str {
    match method {
        HttpMethod::Get => "GET",
        HttpMethod::Post => "POST",
        HttpMethod::Put => "PUT",
        HttpMethod::Patch => "PATCH",
        HttpMethod::Delete => "DELETE",
        HttpMethod::Head => "HEAD",
        HttpMethod::Options => "OPTIONS",
        HttpMethod::Trace => "TRACE",
    }
}

/// The endpoints grouped by path, literal paths before those with parameters, so that
/// `/students/export/` is never taken for `/students/{id}/`.
fn by_path(endpoints: &[Endpoint]) -> Vec<(&str, Vec<&Endpoint>)> {
    let mut groups: Vec<(&str, Vec<&Endpoint>)> = Vec::new();
    for endpoint in endpoints {
        for path in endpoint.paths() {
            match groups.iter_mut().find(|(p, _)| *p == path) {
                Some((_, list)) => list.push(endpoint),
                None => groups.push((path, vec![endpoint])),
            }
        }
    }
    groups.sort_by_key(|(path, _)| path.matches('{').count());
    groups
}

/// Registers every endpoint on `cfg`, which is mounted at `prefix` (`/api`). Each path is one
/// resource, so a known path called with another method answers 405, not 404.
pub fn register(cfg: &mut web::ServiceConfig, prefix: &str, endpoints: &[Endpoint]) {
    for (path, list) in by_path(endpoints) {
        let local = path.strip_prefix(prefix).unwrap_or_else(|| {
            panic!("{path} is outside {prefix}: the registry serves the API only")
        });
        let mut resource = web::resource(local.to_owned());
        for endpoint in list {
            resource = resource.route((endpoint.route)(actix_method(&endpoint.method)));
            if endpoint.method == HttpMethod::Get {
                // Uptime monitors and caches ask with HEAD: the same answer without its body.
                resource = resource.route((endpoint.route)(Method::HEAD));
            }
        }
        cfg.service(resource);
    }
}

/// The answers every operation of a kind can give whatever its handler does, documented once
/// here rather than on each handler: a malformed request (400), a missing or stale token (401)
/// or a temporary password (403) where a token is needed, an id that does not parse or names
/// nothing (400, 404) where the path has one, a body too large, of the wrong type or with
/// fields that do not fit (413, 415, 422) where there is a body, and a server fault (500).
fn common_answers(operation: &mut Operation, path: &str) {
    use utoipa::openapi::{ContentBuilder, Ref, ResponseBuilder};
    let secured = operation.security.as_ref().is_some_and(|s| !s.is_empty());
    let has_body = operation.request_body.is_some();
    let has_params =
        operation.parameters.as_ref().is_some_and(|p| !p.is_empty()) || path.contains('{');
    let mut add = |status: &str, description: &str| {
        if !operation.responses.responses.contains_key(status) {
            let response = ResponseBuilder::new()
                .description(description)
                .content(
                    "application/json",
                    ContentBuilder::new()
                        .schema(Some(Ref::from_schema_name("ErrorBody")))
                        .build(),
                )
                .build();
            operation
                .responses
                .responses
                .insert(status.to_owned(), response.into());
        }
    };
    if has_body || has_params {
        add(
            "400",
            "The request is malformed: its body, address or query cannot be read.",
        );
    }
    if secured {
        add("401", "No valid access token was sent.");
        add(
            "403",
            "The caller may not do this, or must first change a temporary password.",
        );
    }
    if path.contains('{') {
        add(
            "404",
            "There is no such record, or it is not one the caller may see.",
        );
    }
    if has_body {
        add(
            "409",
            "The change clashes with what is stored (a name taken, a record others depend on).",
        );
        add("413", "The body is larger than the endpoint takes.");
        add("415", "The body is not of a type the endpoint takes.");
        add(
            "422",
            "Some fields are not valid; `fields` says which and why.",
        );
    }
    if has_params {
        add(
            "422",
            "A filter or field is not valid; `fields` says which and why.",
        );
    }
    add(
        "500",
        "The server failed; the detail names the request id to report.",
    );
}

/// The bounds every list's `page` and `page_size` keep (`kernel::PageRequest`), written once
/// here for every list rather than on each one's parameters.
fn page_bounds(operation: &mut Operation) {
    use utoipa::openapi::{RefOr, schema::Schema};
    for parameter in operation.parameters.iter_mut().flatten() {
        let RefOr::T(parameter) = parameter else {
            continue;
        };
        let bounds = match parameter.name.as_str() {
            "page" => (1.0, f64::from(kernel::PageRequest::MAX_PAGE)),
            "page_size" => (1.0, f64::from(kernel::PageRequest::MAX_SIZE)),
            _ => continue,
        };
        if let Some(RefOr::T(Schema::Object(object))) = parameter.schema.as_mut() {
            object.minimum = Some(bounds.0.into());
            object.maximum = Some(bounds.1.into());
        }
    }
}

/// Adds every endpoint's operation and the schemas it refers to into `doc`.
pub fn document(doc: &mut OpenApi, endpoints: &[Endpoint]) {
    let mut schemas = Vec::new();
    for endpoint in endpoints {
        (endpoint.schemas)(&mut schemas);
        for (i, path) in endpoint.paths().enumerate() {
            let mut operation = (endpoint.operation)();
            common_answers(&mut operation, path);
            page_bounds(&mut operation);
            operation.operation_id = Some(if i == 0 {
                endpoint.operation_id.clone()
            } else {
                format!("{}_{i}", endpoint.operation_id)
            });
            doc.paths
                .add_path_operation(path, vec![endpoint.method.clone()], operation);
        }
    }
    let components = doc.components.get_or_insert_with(Default::default);
    let mut sorted: BTreeMap<String, RefOr<Schema>> = BTreeMap::new();
    for (name, schema) in schemas {
        sorted.entry(name).or_insert(schema);
    }
    components.schemas.extend(sorted);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literal_paths_come_before_parameters() {
        let endpoints = crate::routes::endpoints();
        let order: Vec<&str> = by_path(&endpoints).into_iter().map(|(p, _)| p).collect();
        let position = |p: &str| order.iter().position(|o| *o == p).unwrap();
        assert!(position("/api/students/export/") < position("/api/students/{id}/"));
        assert!(position("/api/admins/bulk_create/") < position("/api/admins/{id}/"));
    }

    #[test]
    fn no_two_endpoints_share_a_method_and_a_path() {
        let endpoints = crate::routes::endpoints();
        let mut seen = std::collections::BTreeSet::new();
        for e in &endpoints {
            for path in e.paths() {
                assert!(
                    seen.insert((e.method(), path.to_owned())),
                    "{} {path} is registered twice",
                    e.method()
                );
            }
        }
    }
}
