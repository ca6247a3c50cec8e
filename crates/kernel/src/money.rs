//! Money as integer minor units (kobo, cents) with an ISO 4217 currency: never floating point,
//! so every sum, discount and instalment adds up to the last kobo (product.md §1).

use std::fmt;

/// An ISO 4217 currency code: three capital letters, such as `NGN`.
#[derive(
    Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[serde(try_from = "String", into = "String")]
pub struct Currency([u8; 3]);

impl Currency {
    pub const NGN: Currency = Currency(*b"NGN");
    pub const USD: Currency = Currency(*b"USD");
    pub const GHS: Currency = Currency(*b"GHS");
    pub const KES: Currency = Currency(*b"KES");
    pub const ZAR: Currency = Currency(*b"ZAR");
    pub const GBP: Currency = Currency(*b"GBP");
    pub const EUR: Currency = Currency(*b"EUR");

    /// Three letters, in any case (`ngn` reads as `NGN`).
    pub fn parse(code: &str) -> Result<Self, MoneyError> {
        let bytes = code.trim().as_bytes();
        match bytes {
            [a, b, c] if bytes.iter().all(u8::is_ascii_alphabetic) => Ok(Self([
                a.to_ascii_uppercase(),
                b.to_ascii_uppercase(),
                c.to_ascii_uppercase(),
            ])),
            _ => Err(MoneyError::UnknownCurrency),
        }
    }

    pub fn as_str(&self) -> &str {
        // Only ASCII letters are ever stored.
        std::str::from_utf8(&self.0).unwrap_or("XXX")
    }

    /// Digits after the decimal point: 2 for the naira and most currencies, 0 for a few.
    pub fn minor_digits(&self) -> u32 {
        match &self.0 {
            b"JPY" | b"KRW" | b"UGX" | b"RWF" | b"XOF" | b"XAF" | b"CLP" | b"VND" => 0,
            _ => 2,
        }
    }

    /// `minor` units as the amount of major units a gateway that takes them reads (Flutterwave):
    /// 150,000 kobo are 1,500 naira; 500,000 Ugandan shillings are 500,000, the shilling having
    /// no minor unit. Below 10^15 minor units (15 digits), JSON prints it as the exact decimal.
    pub fn major_amount(&self, minor: i64) -> f64 {
        minor as f64 / 10_f64.powi(self.minor_digits() as i32)
    }

    /// A gateway's decimal text of major units (`2500.5`) as minor units, read from its digits,
    /// never through floating point: `None` for anything but a plain non-negative decimal, or
    /// one with more non-zero decimals than the currency has.
    pub fn minor_from_major(&self, text: &str) -> Option<i64> {
        let digits = self.minor_digits() as usize;
        let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
        if whole.is_empty()
            || !whole.bytes().all(|b| b.is_ascii_digit())
            || !fraction.bytes().all(|b| b.is_ascii_digit())
        {
            return None;
        }
        // More decimals than the currency has must be zeros.
        let (kept, rest) = fraction.split_at(fraction.len().min(digits));
        if rest.bytes().any(|b| b != b'0') {
            return None;
        }
        let mut minor = whole.parse::<i64>().ok()?;
        for _ in 0..digits {
            minor = minor.checked_mul(10)?;
        }
        let mut fraction_value = if kept.is_empty() {
            0
        } else {
            kept.parse::<i64>().ok()?
        };
        for _ in kept.len()..digits {
            fraction_value *= 10;
        }
        minor.checked_add(fraction_value)
    }

    /// A gateway's JSON amount of major units (`2500.5` or `"2500.5"`) as minor units, read as
    /// [`Currency::minor_from_major`] reads its text.
    pub fn minor_from_json(&self, amount: &serde_json::Value) -> Option<i64> {
        match amount {
            serde_json::Value::Number(n) => self.minor_from_major(&n.to_string()),
            serde_json::Value::String(s) => self.minor_from_major(s.trim()),
            _ => None,
        }
    }
}

impl TryFrom<String> for Currency {
    type Error = MoneyError;

    fn try_from(value: String) -> Result<Self, Self::Error> {
        Self::parse(&value)
    }
}

impl From<Currency> for String {
    fn from(c: Currency) -> Self {
        c.as_str().to_owned()
    }
}

impl fmt::Display for Currency {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Debug for Currency {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(feature = "openapi")]
impl utoipa::PartialSchema for Currency {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        utoipa::openapi::ObjectBuilder::new()
            .schema_type(utoipa::openapi::schema::Type::String)
            .min_length(Some(3))
            .max_length(Some(3))
            .examples(["NGN"])
            .into()
    }
}

#[cfg(feature = "openapi")]
impl utoipa::ToSchema for Currency {}

/// What cannot be done with an amount.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MoneyError {
    /// The two amounts are in different currencies.
    CurrencyMismatch,
    /// The result does not fit.
    Overflow,
    UnknownCurrency,
}

impl fmt::Display for MoneyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            MoneyError::CurrencyMismatch => "The amounts are in different currencies.",
            MoneyError::Overflow => "The amount is too large.",
            MoneyError::UnknownCurrency => {
                "A currency is a three-letter ISO 4217 code such as NGN."
            }
        })
    }
}

impl std::error::Error for MoneyError {}

/// An amount of money in minor units of its currency.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Money {
    /// Minor units: kobo for NGN, cents for USD.
    pub amount: i64,
    pub currency: Currency,
}

impl Money {
    pub const fn new(amount: i64, currency: Currency) -> Self {
        Self { amount, currency }
    }

    pub const fn zero(currency: Currency) -> Self {
        Self {
            amount: 0,
            currency,
        }
    }

    pub fn is_zero(&self) -> bool {
        self.amount == 0
    }

    pub fn checked_add(self, other: Money) -> Result<Money, MoneyError> {
        self.same_currency(other)?;
        self.amount
            .checked_add(other.amount)
            .map(|amount| Money::new(amount, self.currency))
            .ok_or(MoneyError::Overflow)
    }

    pub fn checked_sub(self, other: Money) -> Result<Money, MoneyError> {
        self.same_currency(other)?;
        self.amount
            .checked_sub(other.amount)
            .map(|amount| Money::new(amount, self.currency))
            .ok_or(MoneyError::Overflow)
    }

    /// The sum of `amounts`, all in `currency`.
    pub fn sum(
        currency: Currency,
        amounts: impl IntoIterator<Item = Money>,
    ) -> Result<Money, MoneyError> {
        amounts
            .into_iter()
            .try_fold(Money::zero(currency), Money::checked_add)
    }

    /// `basis_points` hundredths of a percent of this amount (1,000 is 10 %), rounded half away
    /// from zero to the minor unit.
    pub fn percent(self, basis_points: u32) -> Result<Money, MoneyError> {
        let scaled = i128::from(self.amount) * i128::from(basis_points);
        let half = if scaled >= 0 { 5_000 } else { -5_000 };
        let rounded = (scaled + half) / 10_000;
        i64::try_from(rounded)
            .map(|amount| Money::new(amount, self.currency))
            .map_err(|_| MoneyError::Overflow)
    }

    /// `parts` amounts as equal as minor units allow that add up exactly to this one: the
    /// remainder goes on the last part (two instalments of ₦10,000.01 are ₦5,000.00 and
    /// ₦5,000.01). `parts` of 0 answers nothing.
    pub fn split(self, parts: u32) -> Vec<Money> {
        if parts == 0 {
            return Vec::new();
        }
        let n = i64::from(parts);
        let each = self.amount / n;
        let remainder = self.amount - each * n;
        let mut out = vec![Money::new(each, self.currency); parts as usize];
        if let Some(last) = out.last_mut() {
            last.amount += remainder;
        }
        out
    }

    fn same_currency(&self, other: Money) -> Result<(), MoneyError> {
        if self.currency == other.currency {
            Ok(())
        } else {
            Err(MoneyError::CurrencyMismatch)
        }
    }
}

impl fmt::Display for Money {
    /// `NGN 12,500.00`: the code, thousands separated, the currency's minor digits.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let digits = self.currency.minor_digits();
        let unit = 10_i64.pow(digits);
        let sign = if self.amount < 0 { "-" } else { "" };
        let abs = self.amount.unsigned_abs();
        let major = abs / unit.unsigned_abs();
        let minor = abs % unit.unsigned_abs();
        let major = major.to_string();
        let mut grouped = String::with_capacity(major.len() + major.len() / 3);
        for (i, c) in major.chars().enumerate() {
            if i > 0 && (major.len() - i).is_multiple_of(3) {
                grouped.push(',');
            }
            grouped.push(c);
        }
        if digits == 0 {
            write!(f, "{} {sign}{grouped}", self.currency)
        } else {
            write!(
                f,
                "{} {sign}{grouped}.{minor:0width$}",
                self.currency,
                width = digits as usize
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn currencies_are_three_letters_in_capitals() {
        assert_eq!(Currency::parse("ngn"), Ok(Currency::NGN));
        assert!(Currency::parse("NAIRA").is_err());
        assert!(Currency::parse("N1N").is_err());
    }

    #[test]
    fn major_units_follow_the_currency() {
        let ugx = Currency::parse("UGX").unwrap();
        assert_eq!(Currency::NGN.major_amount(150_000), 1_500.0);
        assert_eq!(ugx.major_amount(500_000), 500_000.0);
        assert_eq!(Currency::NGN.minor_from_major("1500"), Some(150_000));
        assert_eq!(Currency::NGN.minor_from_major("0.1"), Some(10));
        assert_eq!(Currency::USD.minor_from_major("19.990"), Some(1_999));
        assert_eq!(Currency::USD.minor_from_major("19.999"), None);
        assert_eq!(Currency::USD.minor_from_major("-5"), None);
        assert_eq!(Currency::USD.minor_from_major("1e3"), None);
        assert_eq!(ugx.minor_from_major("500000"), Some(500_000));
        assert_eq!(ugx.minor_from_major("500000.0"), Some(500_000));
        assert_eq!(ugx.minor_from_major("5000.5"), None);
    }

    proptest! {
        /// What is sent as major units reads back as the same minor units, in every currency.
        #[test]
        fn major_amounts_read_back(minor in 0_i64..1_000_000_000_000_000, code in prop::sample::select(vec!["NGN", "USD", "UGX", "JPY", "KES"])) {
            let currency = Currency::parse(code).unwrap();
            let text = serde_json::Number::from_f64(currency.major_amount(minor)).unwrap().to_string();
            prop_assert_eq!(currency.minor_from_major(&text), Some(minor));
        }
    }

    #[test]
    fn amounts_print_with_their_currency() {
        assert_eq!(
            Money::new(125_000_005, Currency::NGN).to_string(),
            "NGN 1,250,000.05"
        );
        assert_eq!(Money::new(-5, Currency::USD).to_string(), "USD -0.05");
        assert_eq!(
            Money::new(1000, Currency::parse("JPY").unwrap()).to_string(),
            "JPY 1,000"
        );
    }

    #[test]
    fn different_currencies_never_add() {
        assert_eq!(
            Money::new(1, Currency::NGN).checked_add(Money::new(1, Currency::USD)),
            Err(MoneyError::CurrencyMismatch)
        );
    }

    #[test]
    fn percentages_round_half_away_from_zero() {
        // 10 % of 0.05 is 0.005: half a kobo rounds up to one.
        assert_eq!(
            Money::new(5, Currency::NGN).percent(1_000).unwrap().amount,
            1
        );
        assert_eq!(
            Money::new(4, Currency::NGN).percent(1_000).unwrap().amount,
            0
        );
        assert_eq!(
            Money::new(15_000_000, Currency::NGN)
                .percent(750)
                .unwrap()
                .amount,
            1_125_000
        );
    }

    proptest! {
        #[test]
        fn a_split_always_adds_up_to_the_whole(amount in -1_000_000_000_000i64..1_000_000_000_000, parts in 1u32..=12) {
            let whole = Money::new(amount, Currency::NGN);
            let split = whole.split(parts);
            prop_assert_eq!(split.len(), parts as usize);
            prop_assert_eq!(Money::sum(Currency::NGN, split.iter().copied()).unwrap(), whole);
            // Every part but the last is the same, and the last differs by less than `parts`.
            let first = split[0].amount;
            prop_assert!(split[..split.len() - 1].iter().all(|m| m.amount == first));
            prop_assert!((split[split.len() - 1].amount - first).abs() < i64::from(parts));
        }

        #[test]
        fn a_percentage_never_exceeds_the_amount(amount in 0i64..1_000_000_000_000, bp in 0u32..=10_000) {
            let part = Money::new(amount, Currency::NGN).percent(bp).unwrap();
            prop_assert!(part.amount >= 0 && part.amount <= amount);
        }
    }
}
