import Foundation
import Testing
@testable import UIKit

/// Darwin's math constants that iOS code uses with UIKit (FN13).
@MainActor
@Suite struct DarwinMathConstantsTests {
    @Test func test_FN13_hugeIsTheLargestFloatAndARepeatCount() {
        #expect(HUGE == Float.greatestFiniteMagnitude && HUGE == 3.40282347e+38)
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.repeatCount = HUGE
        #expect(animation.repeatCount == .greatestFiniteMagnitude)
    }
}
