import Foundation

/// Foundation's `Codable` bridge for keyed archives, which Apple's Foundation has and Linux's
/// lacks (FN4). The value is stored under the key as the property-list objects
/// `PropertyListEncoder` makes of it (dictionaries, arrays, strings, numbers, dates, data),
/// as on Apple platforms, so archives read the same both ways.
extension NSKeyedArchiver {
    /// Encodes `value` with `PropertyListEncoder` and stores the resulting property list under
    /// `key`. Throws the encoder's error (an `EncodingError`) when the value cannot be encoded;
    /// nothing is stored then. A single number or string works as on Apple platforms (their
    /// encoder allows such top-level fragments; Linux's refuses them, so the value is encoded
    /// inside a one-element array and taken out).
    public func encodeEncodable<T: Encodable>(_ value: T, forKey key: String) throws {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        let data = try encoder.encode([value])
        let list = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        guard let wrapper = list as? [Any], let object = wrapper.first else {
            throw EncodingError.invalidValue(value, EncodingError.Context(
                codingPath: [], debugDescription: "The value did not encode as a property list."))
        }
        encode(object, forKey: key)
    }
}

extension NSKeyedUnarchiver {
    /// Decodes the value stored under `key` by `encodeEncodable(_:forKey:)`. Returns nil when
    /// nothing is stored there. When the stored property list does not decode as `T`, the
    /// error goes to `failWithError(_:)` (which stops the process under the
    /// `.raiseException` failure policy, as the uncaught exception does on iOS) and nil is
    /// returned.
    public func decodeDecodable<T: Decodable>(_ type: T.Type, forKey key: String) -> T? {
        guard containsValue(forKey: key), let object = decodeObject(forKey: key) else { return nil }
        do {
            return try PropertyListValue.decode(type, from: object)
        } catch {
            failWithError(error)
            return nil
        }
    }

    /// Decodes the value stored under `key` by `encodeEncodable(_:forKey:)`, throwing instead
    /// of failing: a stored object that is not a property list throws
    /// `DecodingError.dataCorrupted`, a value that does not fit `T` throws the decoder's error.
    /// Returns nil when nothing is stored there. The error also goes to `failWithError(_:)`
    /// under the `.setErrorAndReturn` policy; under `.raiseException` it is only thrown, as
    /// Apple's top-level decoding methods never raise (Linux has no `decodeTopLevelObject`).
    public func decodeTopLevelDecodable<T: Decodable>(_ type: T.Type, forKey key: String) throws -> T? {
        guard containsValue(forKey: key), let object = decodeObject(forKey: key) else { return nil }
        do {
            return try PropertyListValue.decode(type, from: object)
        } catch {
            if decodingFailurePolicy == .setErrorAndReturn { failWithError(error) }
            throw error
        }
    }
}

/// Turns a property-list object back into a `Decodable` value.
private enum PropertyListValue {
    /// Decodes `object` as `type`. The object is wrapped in a one-element array (so a top-level
    /// number or string decodes, as on Apple platforms), and the wrapper's index is taken out of
    /// the coding path of any error, so errors read as Apple's do.
    static func decode<T: Decodable>(_ type: T.Type, from object: Any) throws -> T {
        let data: Data
        do {
            data = try PropertyListSerialization.data(fromPropertyList: [object], format: .binary, options: 0)
        } catch {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: [], debugDescription: "The archived value is not a valid property list.", underlyingError: error))
        }
        do {
            return try PropertyListDecoder().decode([T].self, from: data)[0]
        } catch let error as DecodingError {
            throw unwrapped(error)
        }
    }

    private static func unwrapped(_ error: DecodingError) -> DecodingError {
        func strip(_ context: DecodingError.Context) -> DecodingError.Context {
            DecodingError.Context(codingPath: Array(context.codingPath.dropFirst()),
                                  debugDescription: context.debugDescription, underlyingError: context.underlyingError)
        }
        switch error {
        case .typeMismatch(let type, let context): return .typeMismatch(type, strip(context))
        case .valueNotFound(let type, let context): return .valueNotFound(type, strip(context))
        case .keyNotFound(let key, let context): return .keyNotFound(key, strip(context))
        case .dataCorrupted(let context): return .dataCorrupted(strip(context))
        @unknown default: return error
        }
    }
}
