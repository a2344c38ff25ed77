import Foundation

/// What a text input's text is, for AutoFill and the keyboard's suggestions, with UIKit's raw
/// values (which Interface Builder writes as `textContentType="…"`). Difference from UIKit:
/// kept and read back, no AutoFill.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// A content type from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A content type from its raw value.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// A person's full name.
    public static let name = UITextContentType(rawValue: "name")
    /// A prefix or title ("Dr.").
    public static let namePrefix = UITextContentType(rawValue: "honorific-prefix")
    /// A given name.
    public static let givenName = UITextContentType(rawValue: "given-name")
    /// A middle name.
    public static let middleName = UITextContentType(rawValue: "additional-name")
    /// A family name.
    public static let familyName = UITextContentType(rawValue: "family-name")
    /// A suffix ("Jr.").
    public static let nameSuffix = UITextContentType(rawValue: "honorific-suffix")
    /// A nickname.
    public static let nickname = UITextContentType(rawValue: "nickname")
    /// A job title.
    public static let jobTitle = UITextContentType(rawValue: "job-title")
    /// An organisation's name.
    public static let organizationName = UITextContentType(rawValue: "organization")
    /// A location.
    public static let location = UITextContentType(rawValue: "location")
    /// A street address on several lines.
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    /// The first line of a street address.
    public static let streetAddressLine1 = UITextContentType(rawValue: "address-line1")
    /// The second line of a street address.
    public static let streetAddressLine2 = UITextContentType(rawValue: "address-line2")
    /// A city.
    public static let addressCity = UITextContentType(rawValue: "address-level2")
    /// A state or province.
    public static let addressState = UITextContentType(rawValue: "address-level1")
    /// A city and state.
    public static let addressCityAndState = UITextContentType(rawValue: "address-level1+2")
    /// A sublocality.
    public static let sublocality = UITextContentType(rawValue: "address-level3")
    /// A country.
    public static let countryName = UITextContentType(rawValue: "country-name")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postal-code")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "email")
    /// A URL.
    public static let URL = UITextContentType(rawValue: "url")
    /// A credit card number.
    public static let creditCardNumber = UITextContentType(rawValue: "cc-number")
    /// An account's user name.
    public static let username = UITextContentType(rawValue: "username")
    /// An account's password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password (AutoFill suggests one following `passwordRules`).
    public static let newPassword = UITextContentType(rawValue: "new-password")
    /// A one-time code (from Messages or Mail).
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    /// A shipment's tracking number.
    public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipment-tracking-number")
    /// A flight number.
    public static let flightNumber = UITextContentType(rawValue: "flight-number")
    /// A date, a time or both.
    public static let dateTime = UITextContentType(rawValue: "date-time")
    /// A full birth date.
    public static let birthdate = UITextContentType(rawValue: "bday")
    /// The day of a birth date.
    public static let birthdateDay = UITextContentType(rawValue: "bday-day")
    /// The month of a birth date.
    public static let birthdateMonth = UITextContentType(rawValue: "bday-month")
    /// The year of a birth date.
    public static let birthdateYear = UITextContentType(rawValue: "bday-year")
    /// A credit card's security code.
    public static let creditCardSecurityCode = UITextContentType(rawValue: "cc-csc")
    /// The name on a credit card.
    public static let creditCardName = UITextContentType(rawValue: "cc-name")
    /// The given name on a credit card.
    public static let creditCardGivenName = UITextContentType(rawValue: "cc-given-name")
    /// The middle name on a credit card.
    public static let creditCardMiddleName = UITextContentType(rawValue: "cc-additional-name")
    /// The family name on a credit card.
    public static let creditCardFamilyName = UITextContentType(rawValue: "cc-family-name")
    /// A credit card's expiration date.
    public static let creditCardExpiration = UITextContentType(rawValue: "cc-exp")
    /// A credit card's expiration month.
    public static let creditCardExpirationMonth = UITextContentType(rawValue: "cc-exp-month")
    /// A credit card's expiration year.
    public static let creditCardExpirationYear = UITextContentType(rawValue: "cc-exp-year")
    /// A credit card's type.
    public static let creditCardType = UITextContentType(rawValue: "cc-type")
}
