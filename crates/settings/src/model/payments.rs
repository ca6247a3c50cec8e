//! Payment gateways, who may use which, the fee structure and discounts (spec §3 "Payment").

use serde::{Deserialize, Serialize};

#[cfg(feature = "openapi")]
use utoipa::ToSchema;

/// The payment gateways; all are off until an admin turns one on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
#[serde(default, rename_all = "camelCase")]
pub struct PaymentGateways {
    pub paystack: CardGateway,
    pub stripe: StripeGateway,
    pub flutterwave: CardGateway,
    pub bank_transfer: BankTransfer,
}

impl Default for PaymentGateways {
    fn default() -> Self {
        Self {
            paystack: CardGateway::default(),
            stripe: StripeGateway::default(),
            flutterwave: CardGateway {
                test_mode: true,
                ..CardGateway::default()
            },
            bank_transfer: BankTransfer::default(),
        }
    }
}

/// Paystack and Flutterwave: a public key, a secret key and test mode.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
#[serde(default, rename_all = "camelCase")]
pub struct CardGateway {
    pub enabled: bool,
    pub public_key: String,
    /// Whether a secret key is stored; the key itself is never shown.
    pub secret_key_set: bool,
    /// Flutterwave: whether the webhook secret hash (set in its dashboard, sent back as
    /// `verif-hash`) is stored; written as `secretHash`, never shown.
    pub secret_hash_set: bool,
    pub test_mode: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
#[serde(default, rename_all = "camelCase")]
pub struct StripeGateway {
    pub enabled: bool,
    pub publishable_key: String,
    /// Whether a secret key is stored; the key itself is never shown.
    pub secret_key_set: bool,
    /// Whether the `whsec_` webhook signing secret is stored; written as `webhookSecret`,
    /// never shown.
    pub webhook_secret_set: bool,
    pub test_mode: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
#[serde(default, rename_all = "camelCase")]
pub struct BankTransfer {
    pub enabled: bool,
    pub bank_name: String,
    pub account_number: String,
    pub account_name: String,
}

/// Which gateways each paying role may use.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
#[serde(default)]
pub struct UserRolePaymentAccess {
    pub teachers: GatewayAccess,
    pub students: GatewayAccess,
    pub parents: GatewayAccess,
}

impl Default for UserRolePaymentAccess {
    fn default() -> Self {
        Self {
            teachers: GatewayAccess::none(),
            students: GatewayAccess::all(),
            parents: GatewayAccess::all(),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
#[serde(default, rename_all = "camelCase")]
pub struct GatewayAccess {
    pub paystack: bool,
    pub stripe: bool,
    pub flutterwave: bool,
    pub bank_transfer: bool,
}

impl GatewayAccess {
    fn all() -> Self {
        Self {
            paystack: true,
            stripe: true,
            flutterwave: true,
            bank_transfer: true,
        }
    }

    fn none() -> Self {
        Self::default()
    }
}

/// Fee categories and the payment plans a family may choose.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
#[serde(default, rename_all = "camelCase")]
pub struct FeeStructure {
    pub categories: Vec<FeeCategory>,
    pub payment_plans: PaymentPlans,
}

/// A fee the school charges each term, in integer minor units of the school's currency.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct FeeCategory {
    pub id: String,
    pub name: String,
    /// Minor units, for every class level without an amount of its own.
    pub amount: i64,
    #[serde(default = "yes")]
    pub mandatory: bool,
    /// Class level id → minor units: what that level pays instead of `amount`.
    #[serde(default)]
    pub level_amounts: std::collections::BTreeMap<String, i64>,
    /// The terms it is charged in, by number (1 is a session's first term); empty is every
    /// term.
    #[serde(default)]
    pub terms: Vec<u32>,
}

fn yes() -> bool {
    true
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
#[serde(default, rename_all = "camelCase")]
pub struct PaymentPlans {
    pub full_payment: bool,
    pub two_installments: bool,
    pub three_installments: bool,
}

impl Default for PaymentPlans {
    fn default() -> Self {
        Self {
            full_payment: true,
            two_installments: true,
            three_installments: true,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
#[serde(default, rename_all = "camelCase")]
pub struct DiscountRules {
    pub sibling_discount: SiblingDiscount,
}

/// Percent off the second child's fees, and off the third's and every later child's.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
#[serde(default, rename_all = "camelCase")]
pub struct SiblingDiscount {
    pub enabled: bool,
    pub second_child: u32,
    pub third_child: u32,
}

impl Default for SiblingDiscount {
    fn default() -> Self {
        Self {
            enabled: false,
            second_child: 10,
            third_child: 15,
        }
    }
}
