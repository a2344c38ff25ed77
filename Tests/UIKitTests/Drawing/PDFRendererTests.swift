import Foundation
import Testing
import UIKit
import UIKitTesting

/// `UIGraphicsPDFRenderer` writes real PDF documents with only the `UIKit` module (DR15).
@MainActor
@Suite(.uikit) struct PDFRendererTests {
    init() { _ = freshUIKit() }

    private func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }

    @Test func test_DR15_pdfDataHasOnePagePerBeginPageWithItsDrawing() throws {
        let format = UIGraphicsPDFRendererFormat()
        format.documentInfo = [kCGPDFContextTitle as String: "Report", kCGPDFContextAuthor as String: "Ann"]
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 612, height: 792), format: format)
        var boundsSeen: [CGRect] = []
        let data = renderer.pdfData { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 1, y: 1, width: 1, height: 1))  // before any page: dropped
            context.beginPage()
            boundsSeen.append(context.pdfContextBounds)
            UIColor.blue.setFill()
            context.fill(CGRect(x: 10, y: 20, width: 30, height: 40))
            "Hello".draw(at: CGPoint(x: 10, y: 100), withAttributes: [.font: UIFont.systemFont(ofSize: 14)])
            context.beginPage(withBounds: CGRect(x: 0, y: 0, width: 200, height: 100), pageInfo: [:])
            boundsSeen.append(context.pdfContextBounds)
        }
        let pdf = text(data)
        #expect(pdf.hasPrefix("%PDF-1.4") && pdf.hasSuffix("%%EOF\n"))
        #expect(pdf.contains("/Type /Pages /Kids [") && pdf.contains("/Count 2"))
        #expect(pdf.contains("/MediaBox [0 0 612 792]") && pdf.contains("/MediaBox [0 0 200 100]"))
        #expect(boundsSeen == [CGRect(x: 0, y: 0, width: 612, height: 792), CGRect(x: 0, y: 0, width: 200, height: 100)])
        #expect(pdf.contains("/Title (Report)") && pdf.contains("/Author (Ann)"))
        // The blue rectangle as a path in UIKit's space (flipped once at the top of the page).
        #expect(pdf.contains("1 0 0 -1 0 792 cm") && pdf.contains("0 0 1 rg") && pdf.contains("10 20 m 40 20 l 40 60 l 10 60 l h") )
        #expect(!pdf.contains("1 0 0 rg"))  // the red fill came before the first page
        #expect(pdf.contains("(Hello) Tj") && pdf.contains("/F1 14 Tf"))
        // Every object the cross-reference table lists starts where it says.
        let startxref = try #require(pdf.range(of: "startxref\n")).upperBound
        let offset = try #require(Int(pdf[startxref...].prefix { $0.isNumber }))
        #expect(Array(data[offset..<(offset + 4)]) == Array("xref".utf8))
    }

    @Test func test_DR15_writePDFWritesTheSameDocumentToAFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
        try renderer.writePDF(to: url) { context in
            context.beginPage()
            context.cgContext.setStrokeColor(UIColor.green.cgColor)
            context.cgContext.setLineWidth(3)
            context.cgContext.stroke(CGRect(x: 5, y: 5, width: 10, height: 10))
        }
        let pdf = text(try Data(contentsOf: url))
        #expect(pdf.hasPrefix("%PDF-1.4") && pdf.contains("/Count 1") && pdf.contains("0 1 0 RG") && pdf.contains("3 w"))
        #expect(renderer.format.documentInfo.isEmpty)
    }
}
