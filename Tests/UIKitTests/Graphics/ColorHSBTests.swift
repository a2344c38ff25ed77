import Foundation
import Testing
@testable import UIKit

/// Colours by hue, saturation and brightness (CL1).
@MainActor
@Suite struct ColorHSBTests {
    private func components(_ color: UIColor) -> [CGFloat] {
        var red: CGFloat = -1, green: CGFloat = -1, blue: CGFloat = -1, alpha: CGFloat = -1
        color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return [red, green, blue, alpha]
    }

    @Test func test_CL1_hueIsTheFractionOfATurnFromRed() {
        #expect(components(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)) == [1, 0, 0, 1])
        #expect(components(UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 0.5)) == [1, 0, 0, 0.5])
        #expect(components(UIColor(hue: 0.5, saturation: 0.5, brightness: 0.5, alpha: 1)) == [0.25, 0.5, 0.5, 1])
        #expect(components(UIColor(hue: 2.0 / 3, saturation: 1, brightness: 1, alpha: 1)).map { ($0 * 1e9).rounded() / 1e9 } == [0, 0, 1, 1])
        #expect(components(UIColor(hue: 0.25, saturation: 0, brightness: 0.8, alpha: 1)) == [0.8, 0.8, 0.8, 1])
    }

    @Test func test_CL1_getHueGivesBackTheComponentsAndSkipsNilPointers() {
        var hue: CGFloat = -1, saturation: CGFloat = -1, brightness: CGFloat = -1
        #expect(UIColor(red: 0.25, green: 0.5, blue: 0.5, alpha: 1).getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: nil))
        #expect([hue, saturation, brightness] == [0.5, 0.5, 0.5])
        // Magenta-ish red: the hue wraps below 1, never negative.
        UIColor(red: 1, green: 0, blue: 0.5, alpha: 1).getHue(&hue, saturation: nil, brightness: nil, alpha: nil)
        #expect(abs(hue - 11.0 / 12) < 1e-12)
        // A grey has no hue and no saturation.
        var alpha: CGFloat = -1
        UIColor(white: 0.3, alpha: 0.7).getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha)
        #expect([hue, saturation, brightness, alpha] == [0, 0, 0.3, 0.7])
        // A dynamic colour answers for the current traits (light outside UIKit's callbacks).
        UIColor { _ in .red }.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: nil)
        #expect([hue, saturation, brightness] == [0, 1, 1])
    }
}
