// `import MobileCoreServices`, as code older than iOS 14 writes it for uniform type identifiers:
// the `kUTType…` constants and the `UTType…` functions, answered by UniformTypeIdentifiers'
// `UTType` (which iOS 14 put in their place). Linux's Foundation has no Core Foundation strings:
// `CFString` is `String` here, so `kUTTypeImage as String` and `"public.png" as CFString` compile.
// (The porter turns `import MobileCoreServices` and `canImport(MobileCoreServices)` into this module's name: a module named
// `MobileCoreServices` in a build would change what other packages' `#if canImport(MobileCoreServices)` answers.)
@_exported import Foundation
import UniformTypeIdentifiers

/// Core Foundation's string type; `String` on Linux (the constants below are used as strings).
public typealias CFString = String

/// `public.item`.
public let kUTTypeItem: CFString = UTType.item.identifier
/// `public.content`.
public let kUTTypeContent: CFString = UTType.content.identifier
/// `public.data`.
public let kUTTypeData: CFString = UTType.data.identifier
/// `public.directory`.
public let kUTTypeDirectory: CFString = UTType.directory.identifier
/// `public.folder`.
public let kUTTypeFolder: CFString = UTType.folder.identifier
/// `public.text`.
public let kUTTypeText: CFString = UTType.text.identifier
/// `public.plain-text`.
public let kUTTypePlainText: CFString = UTType.plainText.identifier
/// `public.utf8-plain-text`.
public let kUTTypeUTF8PlainText: CFString = UTType.utf8PlainText.identifier
/// `public.rtf`.
public let kUTTypeRTF: CFString = UTType.rtf.identifier
/// `public.html`.
public let kUTTypeHTML: CFString = UTType.html.identifier
/// `public.xml`.
public let kUTTypeXML: CFString = UTType.xml.identifier
/// `public.json`.
public let kUTTypeJSON: CFString = UTType.json.identifier
/// `public.comma-separated-values-text`.
public let kUTTypeCommaSeparatedText: CFString = UTType.commaSeparatedText.identifier
/// `public.source-code`.
public let kUTTypeSourceCode: CFString = UTType.sourceCode.identifier
/// `public.swift-source`.
public let kUTTypeSwiftSource: CFString = UTType.swiftSource.identifier
/// `public.image`.
public let kUTTypeImage: CFString = UTType.image.identifier
/// `public.png`.
public let kUTTypePNG: CFString = UTType.png.identifier
/// `public.jpeg`.
public let kUTTypeJPEG: CFString = UTType.jpeg.identifier
/// `com.compuserve.gif`.
public let kUTTypeGIF: CFString = UTType.gif.identifier
/// `public.svg-image`.
public let kUTTypeScalableVectorGraphics: CFString = UTType.svg.identifier
/// `com.adobe.pdf`.
public let kUTTypePDF: CFString = UTType.pdf.identifier
/// `public.audiovisual-content`.
public let kUTTypeAudiovisualContent: CFString = UTType.audiovisualContent.identifier
/// `public.movie`.
public let kUTTypeMovie: CFString = UTType.movie.identifier
/// `public.video`.
public let kUTTypeVideo: CFString = UTType.video.identifier
/// `public.mpeg-4`.
public let kUTTypeMPEG4: CFString = UTType.mpeg4Movie.identifier
/// `com.apple.quicktime-movie`.
public let kUTTypeQuickTimeMovie: CFString = UTType.quickTimeMovie.identifier
/// `public.audio`.
public let kUTTypeAudio: CFString = UTType.audio.identifier
/// `public.mp3`.
public let kUTTypeMP3: CFString = UTType.mp3.identifier
/// `public.archive`.
public let kUTTypeArchive: CFString = UTType.archive.identifier
/// `public.zip-archive`.
public let kUTTypeZipArchive: CFString = UTType.zip.identifier
/// `public.url`.
public let kUTTypeURL: CFString = UTType.url.identifier
/// `public.file-url`.
public let kUTTypeFileURL: CFString = UTType.fileURL.identifier
/// `public.spreadsheet`.
public let kUTTypeSpreadsheet: CFString = UTType.spreadsheet.identifier
/// `public.presentation`.
public let kUTTypePresentation: CFString = UTType.presentation.identifier

/// Whether the type `inUTI` conforms to `inConformsToUTI` (itself included). Unknown
/// identifiers conform only to themselves.
public func UTTypeConformsTo(_ inUTI: CFString, _ inConformsToUTI: CFString) -> Bool {
    if inUTI == inConformsToUTI { return true }
    guard let type = UTType(inUTI), let other = UTType(inConformsToUTI) else { return false }
    return type.conforms(to: other)
}

/// Whether two identifiers name the same type.
public func UTTypeEqual(_ inUTI1: CFString, _ inUTI2: CFString) -> Bool { inUTI1 == inUTI2 }
