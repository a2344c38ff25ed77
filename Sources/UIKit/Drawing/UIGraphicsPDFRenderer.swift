import Foundation

/// A PDF renderer's format: the document's information (DR15).
open class UIGraphicsPDFRendererFormat: UIGraphicsRendererFormat, @unchecked Sendable {
    /// The document information dictionary: `kCGPDFContextTitle`, `kCGPDFContextAuthor`,
    /// `kCGPDFContextCreator`, `kCGPDFContextSubject`, `kCGPDFContextKeywords` (or the bare
    /// PDF names, `"Title"`…) with string values. Default empty.
    open var documentInfo: [String: Any] = [:]

    public override init() { super.init() }

    /// The default format (empty document information).
    open class func `default`() -> UIGraphicsPDFRendererFormat { UIGraphicsPDFRendererFormat() }
}

/// The context of a ``UIGraphicsPDFRenderer``'s actions: its `cgContext` draws on the current
/// page; ``beginPage()`` starts each page (DR15).
open class UIGraphicsPDFRendererContext: UIGraphicsRendererContext {
    /// The pages begun so far: where each starts in the recording, its media box, its info.
    var pages: [(start: Int, bounds: CGRect, info: [String: Any])] = []
    let defaultBounds: CGRect

    init(cgContext: CGContext, format: UIGraphicsPDFRendererFormat, bounds: CGRect) {
        defaultBounds = bounds
        super.init(cgContext: cgContext, format: format)
    }

    /// The bounds of the current page (the renderer's bounds before the first page).
    open var pdfContextBounds: CGRect { pages.last?.bounds ?? defaultBounds }

    /// Ends the current page, if any, and starts one of the renderer's bounds.
    open func beginPage() { beginPage(withBounds: defaultBounds, pageInfo: [:]) }

    /// Ends the current page, if any, and starts one of `bounds`: the graphics state starts
    /// afresh on every page, as a PDF context's does.
    open func beginPage(withBounds bounds: CGRect, pageInfo: [String: Any]) {
        cgContext._beginPDFPage()
        pages.append((cgContext.displayList.commands.count, bounds, pageInfo))
    }

    /// Links an area of the current page to a URL (kept by iOS as an annotation; OpenUIKit
    /// writes no annotations).
    open func setURL(_ url: URL, for rect: CGRect) {}
    /// Links an area of the current page to a named destination (not written, as above).
    open func setDestinationWithName(_ name: String, for rect: CGRect) {}
    /// Names a destination at a point of the current page (not written, as above).
    open func addDestination(withName name: String, at point: CGPoint) {}
}

/// Makes PDF documents by drawing, as UIKit's (DR15): each call runs the actions with a
/// fresh context; each `beginPage()` starts a page, and what is drawn before the first page
/// is dropped. The file is a real PDF 1.4, written by the `UIKit` module in pure Swift
/// (vector paths, gradients as shadings, text in Helvetica, images as pixels), so it works
/// in every program that imports UIKit, like `pngData()` (DR1).
open class UIGraphicsPDFRenderer: NSObject {
    /// The format documents are made in.
    public let format: UIGraphicsPDFRendererFormat
    private let bounds: CGRect

    /// A renderer whose pages are `bounds` (points; US Letter is 612 × 792) in `format`.
    public init(bounds: CGRect, format: UIGraphicsPDFRendererFormat) {
        self.bounds = bounds
        let copy = UIGraphicsPDFRendererFormat()
        copy.documentInfo = format.documentInfo
        copy.bounds = bounds
        self.format = copy
        super.init()
    }

    /// A renderer whose pages are `bounds` in the default format.
    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }

    /// The PDF the actions draw.
    open func pdfData(actions: (UIGraphicsPDFRendererContext) -> Void) -> Data {
        let context = CGContext(size: bounds.size, scale: 1)
        let rendererContext = UIGraphicsPDFRendererContext(cgContext: context, format: format, bounds: bounds)
        GraphicsContextStack.withCurrent(context) { actions(rendererContext) }
        let commands = context.displayList.commands
        let starts = rendererContext.pages.map(\.start) + [commands.count]
        let pages = rendererContext.pages.enumerated().map { index, page -> PDFWriter.Page in
            var list = DisplayList(size: page.bounds.size)
            list.commands = Array(commands[starts[index]..<starts[index + 1]])
            return PDFWriter.Page(list: list, mediaBox: page.bounds)
        }
        let info = format.documentInfo.compactMapValues { $0 as? String }
        return MainExecution.run { PDFWriter.write(pages: pages, documentInfo: info) }
    }

    /// Writes the PDF the actions draw to `url`; throws what writing the file throws.
    open func writePDF(to url: URL, withActions actions: (UIGraphicsPDFRendererContext) -> Void) throws {
        try pdfData(actions: actions).write(to: url)
    }
}

/// The document information key of the title (DR15).
public let kCGPDFContextTitle = "kCGPDFContextTitle"
/// The document information key of the author.
public let kCGPDFContextAuthor = "kCGPDFContextAuthor"
/// The document information key of the creator (the app).
public let kCGPDFContextCreator = "kCGPDFContextCreator"
/// The document information key of the subject.
public let kCGPDFContextSubject = "kCGPDFContextSubject"
/// The document information key of the keywords.
public let kCGPDFContextKeywords = "kCGPDFContextKeywords"
