//! Who the client is, for the throttles: the connection's peer, or, when that peer is one of
//! the school's own reverse proxies (`PORTAL_TRUSTED_PROXIES`), the address that proxy saw.

use std::net::IpAddr;

use actix_web::{HttpRequest, web};

use crate::AppState;

/// The client's address as the throttles key it.
pub fn client_address(req: &HttpRequest) -> String {
    let trusted = req
        .app_data::<web::Data<AppState>>()
        .map(|state| state.trusted_proxies.as_slice())
        .unwrap_or_default();
    let forwarded = req
        .headers()
        .get("x-forwarded-for")
        .and_then(|v| v.to_str().ok());
    resolve(req.peer_addr().map(|a| a.ip()), forwarded, trusted)
        .map_or_else(|| "unknown".to_owned(), |ip| ip.to_string())
}

/// The peer, unless it is a trusted proxy: then the right-most address of `X-Forwarded-For`
/// that is not a trusted proxy (the left-most entries are the client's to invent).
fn resolve(peer: Option<IpAddr>, forwarded: Option<&str>, trusted: &[IpAddr]) -> Option<IpAddr> {
    let peer = peer?;
    if !trusted.contains(&peer) {
        return Some(peer);
    }
    let hops: Vec<IpAddr> = forwarded
        .unwrap_or_default()
        .split(',')
        .filter_map(|hop| hop.trim().parse().ok())
        .collect();
    hops.into_iter()
        .rev()
        .find(|hop| !trusted.contains(hop))
        .or(Some(peer))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn a_direct_client_is_its_peer_whatever_it_claims() {
        let claimed = Some("10.9.9.9");
        assert_eq!(
            resolve(Some(ip("203.0.113.7")), claimed, &[ip("10.0.0.2")]),
            Some(ip("203.0.113.7"))
        );
    }

    #[test]
    fn behind_a_trusted_proxy_the_client_is_the_address_it_saw() {
        let proxy = ip("10.0.0.2");
        // The client prepended a made-up hop; the proxy appended the real one.
        let forwarded = Some("1.2.3.4, 198.51.100.20");
        assert_eq!(
            resolve(Some(proxy), forwarded, &[proxy]),
            Some(ip("198.51.100.20"))
        );
        assert_eq!(resolve(Some(proxy), None, &[proxy]), Some(proxy));
        let chain = Some("198.51.100.20, 10.0.0.3");
        assert_eq!(
            resolve(Some(proxy), chain, &[proxy, ip("10.0.0.3")]),
            Some(ip("198.51.100.20"))
        );
    }
}
