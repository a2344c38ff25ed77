import Foundation

/// Errors a document reports, and how it reports them (D7).
extension UIDocument {
    /// Foundation's error for a file, with Foundation's description naming the file, its
    /// path (`NSFilePathErrorKey`), and what went wrong underneath (`NSUnderlyingErrorKey`,
    /// or `reason` as the failure reason).
    nonisolated static func fileError(_ code: CocoaError.Code, url: URL, underlying: (any Error)? = nil, reason: String? = nil) -> NSError {
        let name = url.lastPathComponent
        let description: String
        switch code {
        case .fileReadNoSuchFile: description = "The file “\(name)” couldn’t be opened because there is no such file."
        case .fileReadCorruptFile: description = "The file “\(name)” couldn’t be opened because it isn’t in the correct format."
        case .fileReadNoPermission: description = "The file “\(name)” couldn’t be opened because you don’t have permission to view it."
        case .fileWriteFileExists: description = "The file “\(name)” couldn’t be saved because a file with the same name already exists."
        case .fileWriteNoPermission: description = "You don’t have permission to save the file “\(name)”."
        case .fileWriteUnknown, .fileWriteOutOfSpace, .fileWriteVolumeReadOnly, .fileWriteInvalidFileName:
            description = "The file “\(name)” couldn’t be saved."
        default: description = "The file “\(name)” couldn’t be opened."
        }
        var info: [String: Any] = [NSLocalizedDescriptionKey: description, NSFilePathErrorKey: url.path]
        if let underlying { info[NSUnderlyingErrorKey] = underlying as NSError }
        if let reason = reason ?? underlying.map({ "\($0)" }) { info[NSLocalizedFailureReasonErrorKey] = reason }
        return NSError(domain: NSCocoaErrorDomain, code: code.rawValue, userInfo: info)
    }

    /// The error of reading `url`: missing, forbidden, or unreadable.
    nonisolated static func readError(_ error: any Error, url: URL) -> NSError {
        let nsError = error as NSError
        if nsError.domain == NSCocoaErrorDomain, nsError.userInfo[NSFilePathErrorKey] as? String == url.path { return nsError }
        if !FileManager.default.fileExists(atPath: url.path) { return fileError(.fileReadNoSuchFile, url: url, underlying: error) }
        if !FileManager.default.isReadableFile(atPath: url.path) { return fileError(.fileReadNoPermission, url: url, underlying: error) }
        return fileError(.fileReadUnknown, url: url, underlying: error)
    }

    /// ``UIDocument/handleError(_:userInteractionPermitted:)``'s default: the console, then
    /// ``UIDocument/finishedHandlingError(_:recovered:)`` with `recovered` false.
    func _handleError(_ error: any Error, userInteractionPermitted: Bool) {
        UIKitDiagnostics.warn(.documentError(localizedName, description: (error as NSError).localizedDescription,
                                             reason: (error as NSError).localizedFailureReason))
        finishedHandlingError(error, recovered: false)
    }
}
