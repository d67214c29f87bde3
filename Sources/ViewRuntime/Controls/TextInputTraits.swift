import Foundation

// UIKit's text input traits (UITextInputTraits): recorded by ``TextField``; nothing is drawn.

/// The keyboard shown for a field: UIKit's `UIKeyboardType`.
public enum KeyboardType: Int, Sendable, Hashable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
        emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The Return key's title: UIKit's `UIReturnKeyType`.
public enum ReturnKeyType: Int, Sendable, Hashable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// Automatic capitalization: UIKit's `UITextAutocapitalizationType`.
public enum TextAutocapitalizationType: Int, Sendable, Hashable { case none, words, sentences, allCharacters }

/// Autocorrection: UIKit's `UITextAutocorrectionType`.
public enum TextAutocorrectionType: Int, Sendable, Hashable { case `default`, no, yes }

/// What a field's text is, for AutoFill: UIKit's `UITextContentType`.
public struct TextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let username = TextContentType(rawValue: "username")
    public static let password = TextContentType(rawValue: "password")
    public static let newPassword = TextContentType(rawValue: "new-password")
    public static let oneTimeCode = TextContentType(rawValue: "one-time-code")
    public static let emailAddress = TextContentType(rawValue: "email")
    public static let name = TextContentType(rawValue: "name")
    public static let telephoneNumber = TextContentType(rawValue: "tel")
    public static let URL = TextContentType(rawValue: "url")
}
