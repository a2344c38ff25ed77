import Foundation
import Testing
import UIKit
@testable import UIKitRendering

/// The symbol names the renderer draws inside circles and squares must be ones it draws.
@MainActor
@Suite struct SymbolDrawingTests {
    @Test func everyEnclosableSymbolHasItsOwnDrawing() {
        let canvas = Canvas(size: CGSize(width: 20, height: 20), scale: 1)
        let undrawn = SymbolDrawing.known.filter { !SymbolDrawing.drawShape($0, in: CGRect(x: 0, y: 0, width: 20, height: 20), color: .black, canvas: canvas) }
        #expect(undrawn.isEmpty, "drawn only as an outline: \(undrawn.sorted())")
        #expect(!SymbolDrawing.drawShape("no.such.symbol", in: CGRect(x: 0, y: 0, width: 20, height: 20), color: .black, canvas: canvas))
        #expect(SymbolDrawing.drawShape("plus.circle.fill", in: CGRect(x: 0, y: 0, width: 20, height: 20), color: .black, canvas: canvas))
    }
}
